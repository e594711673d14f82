import { paidPeriodAt } from '../membership/paid-period.ts';
import { and, desc, eq, gte, lt, sql, tables, type Database } from '@b2b/db';

const { businesses, supportSessions } = tables;

export interface SupportSessionInsert {
  id: string;
  businessID: string;
  minutes: number;
  topic: string;
  recordedByUserID: string;
  givenAt: Date;
}

export interface SupportPeriod {
  start: Date;
  end: Date;
}

type Reader = Pick<Database, 'select'>;

async function businessOf(db: Reader, businessID: string, lock: boolean) {
  const query = db
    .select({
      businessID: businesses.id,
      companyName: businesses.companyName,
      subscription: businesses.subscription,
      subscriptionValidUntil: businesses.subscriptionValidUntil,
      verified: businesses.verified,
      countryCode: businesses.countryCode,
    })
    .from(businesses)
    .where(eq(businesses.id, businessID));
  const [row] = await (lock ? query.for('update') : query);
  return row;
}
export type SupportBusiness = NonNullable<Awaited<ReturnType<typeof businessOf>>>;

async function sessionsIn(db: Reader, businessID: string, period: SupportPeriod) {
  return db
    .select()
    .from(supportSessions)
    .where(
      and(
        eq(supportSessions.businessID, businessID),
        gte(supportSessions.givenAt, period.start),
        lt(supportSessions.givenAt, period.end),
      ),
    )
    .orderBy(desc(supportSessions.givenAt), desc(supportSessions.createdAt));
}
export type SupportSessionRow = Awaited<ReturnType<typeof sessionsIn>>[number];

export interface SupportSnapshot {
  business: SupportBusiness;
  payment: SupportPeriod | undefined;
}

export function supportRepository(db: Database) {
  return {
    async snapshot(businessID: string, at: Date): Promise<SupportSnapshot | undefined> {
      const business = await businessOf(db, businessID, false);
      return business && { business, payment: (await paidPeriodAt(db, businessID, at)) ?? undefined };
    },

    sessionsIn: (businessID: string, period: SupportPeriod) => sessionsIn(db, businessID, period),

    /**
     * Records a session unless `allow` throws; it gets the business, its payment and the minutes already given over the
     * period it answers. The business row is locked first, so that two administrators recording at once count one
     * after the other and the level's hours are never passed.
     */
    async recordWithinAllowance(
      row: SupportSessionInsert,
      at: Date,
      allow: (
        snapshot: SupportSnapshot | undefined,
        usedIn: (period: SupportPeriod) => Promise<number>,
      ) => Promise<void>,
    ): Promise<void> {
      await db.transaction(async (tx) => {
        const business = await businessOf(tx, row.businessID, true);
        const snapshot = business && {
          business,
          payment: (await paidPeriodAt(tx, row.businessID, at)) ?? undefined,
        };
        await allow(snapshot, async (period) => {
          const [used] = await tx
            .select({ minutes: sql<number>`coalesce(sum(${supportSessions.minutes}), 0)::int` })
            .from(supportSessions)
            .where(
              and(
                eq(supportSessions.businessID, row.businessID),
                gte(supportSessions.givenAt, period.start),
                lt(supportSessions.givenAt, period.end),
              ),
            );
          return used?.minutes ?? 0;
        });
        await tx.insert(supportSessions).values(row);
      });
    },
  };
}
export type SupportRepository = ReturnType<typeof supportRepository>;
