import type { Subscription } from '@b2b/contracts';
import { and, asc, eq, gt, gte, isNull, lt, lte, sql, tables, type Database } from '@b2b/db';
import { membershipOf } from '../membership/membership.repository.ts';
import { paidPeriodAt } from '../membership/paid-period.ts';
import { publicProductIDsOf } from '../products/public-showcase.ts';

const { advertisingBoosts, products, supportSessions } = tables;

export type BoostInsert = typeof advertisingBoosts.$inferInsert & { productID: string | null };

/** What deciding on a boost needs, read under the lock of the business. */
export interface BoostSituation {
  membership: { subscription: Subscription; validUntil: Date | null };
  /** Boosts started since the start of the month. */
  used: number;
  /** The product's state, for a product boost: missing (not a product of this business), hidden (over the cap), shown. */
  product: 'missing' | 'hidden' | 'shown' | null;
  /** Whether the product (or the business itself) is promoted by a boost running now. */
  running: boolean;
}

export function boostsRepository(db: Database) {
  const runningAt = (at: Date) => and(lte(advertisingBoosts.startsAt, at), gt(advertisingBoosts.endsAt, at));

  return {
    membershipOf: (businessID: string) => membershipOf(db, businessID),

    /** How many boosts the business started since `since`. */
    async startedSince(businessID: string, since: Date): Promise<number> {
      return db.$count(
        advertisingBoosts,
        and(eq(advertisingBoosts.businessID, businessID), gte(advertisingBoosts.startsAt, since)),
      );
    },

    /** The business's boosts running at `at`, the one ending first first. */
    async running(businessID: string, at: Date) {
      return db
        .select()
        .from(advertisingBoosts)
        .where(and(eq(advertisingBoosts.businessID, businessID), runningAt(at)))
        .orderBy(asc(advertisingBoosts.endsAt), asc(advertisingBoosts.id));
    },

    /**
     * Starts the boost unless `allow` throws. The business row is locked first, so that boosts asked for at once are
     * counted one after the other and the month's allowance can never be passed.
     */
    async startWithinAllowance(
      boost: BoostInsert,
      monthStart: Date,
      allow: (situation: BoostSituation | null) => void,
    ): Promise<void> {
      await db.transaction(async (tx) => {
        const membership = await membershipOf(tx, boost.businessID, true);
        if (!membership) return allow(null);
        const used = await tx.$count(
          advertisingBoosts,
          and(
            eq(advertisingBoosts.businessID, boost.businessID),
            gte(advertisingBoosts.startsAt, monthStart),
          ),
        );
        let product: BoostSituation['product'] = null;
        if (boost.productID !== null) {
          const [row] = await tx
            .select({
              shown: sql<boolean>`${products.id} in ${publicProductIDsOf(products.businessID)}`,
            })
            .from(products)
            .where(and(eq(products.id, boost.productID), eq(products.businessID, boost.businessID)));
          product = !row ? 'missing' : row.shown ? 'shown' : 'hidden';
        }
        const running =
          (await tx.$count(
            advertisingBoosts,
            and(
              eq(advertisingBoosts.businessID, boost.businessID),
              boost.productID === null
                ? isNull(advertisingBoosts.productID)
                : eq(advertisingBoosts.productID, boost.productID),
              runningAt(boost.startsAt),
            ),
          )) > 0;
        allow({ membership, used, product, running });
        await tx.insert(advertisingBoosts).values(boost);
      });
    },

    /** The paid period running at `at`, or none. */
    paidPeriodAt: (businessID: string, at: Date) => paidPeriodAt(db, businessID, at),

    /** Minutes of support given to the business from `start` until before `end`. */
    async supportMinutes(businessID: string, start: Date, end: Date): Promise<number> {
      const [row] = await db
        .select({ minutes: sql<number>`coalesce(sum(${supportSessions.minutes}), 0)`.mapWith(Number) })
        .from(supportSessions)
        .where(
          and(
            eq(supportSessions.businessID, businessID),
            gte(supportSessions.givenAt, start),
            lt(supportSessions.givenAt, end),
          ),
        );
      return row?.minutes ?? 0;
    },
  };
}
export type BoostsRepository = ReturnType<typeof boostsRepository>;
