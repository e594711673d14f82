import { and, desc, eq, gt, isNull, lte, tables, type Database } from '@b2b/db';

const { membershipPayments } = tables;

/**
 * The paid year running at `at`: the newest unrevoked payment whose period covers it, or null. Boosts and support
 * hours are counted over it.
 */
export async function paidPeriodAt(db: Pick<Database, 'select'>, businessID: string, at: Date) {
  const [period] = await db
    .select({ start: membershipPayments.periodStart, end: membershipPayments.periodEnd })
    .from(membershipPayments)
    .where(
      and(
        eq(membershipPayments.businessID, businessID),
        isNull(membershipPayments.revokedAt),
        lte(membershipPayments.periodStart, at),
        gt(membershipPayments.periodEnd, at),
      ),
    )
    .orderBy(desc(membershipPayments.periodStart))
    .limit(1);
  return period ?? null;
}
