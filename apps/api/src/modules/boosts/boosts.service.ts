import { randomUUID } from 'node:crypto';
import {
  ALREADY_BOOSTED_MESSAGE,
  BOOST_DAYS,
  MONTHLY_BOOSTS,
  SUPPORT_HOURS,
  boostsSpentMessage,
  showcaseCapMessage,
  type Boost,
  type BoostAllowance,
  type BoostStartInput,
  type MembershipUsage,
  NO_BUSINESS_MESSAGE,
  NO_BUSINESS_PRODUCT_MESSAGE,
} from '@b2b/contracts';
import { Conflict, NotFound, PlanLimitReached } from '@b2b/server-kit';
import type { SessionUser } from '../../plugins/auth/auth.plugin.ts';
import type { PageInvalidation } from '../../plugins/page-cache.ts';
import type { BusinessAccessPolicy } from '../businesses/business-access.ts';
import { levelAt } from '../membership/level-at.ts';
import type { BoostsRepository } from './boosts.repository.ts';

export interface BoostsServiceOptions {
  repo: BoostsRepository;
  access: Pick<BusinessAccessPolicy, 'requirePrivateAccess'>;
  /** Search pages show who is promoted: a new boost drops the rendered ones. */
  pages: Pick<PageInvalidation, 'clearAll'>;
  now?: () => Date;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** The calendar month (UTC) holding `at`: its allowance counts the boosts started from `start` until `next`. */
export function boostMonthOf(at: Date) {
  return {
    start: new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), 1)),
    next: new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth() + 1, 1)),
  };
}

const toBoost = (row: { id: string; productID: string | null; startsAt: Date; endsAt: Date }): Boost => ({
  boostID: row.id,
  productID: row.productID,
  startsAt: row.startsAt.toISOString(),
  endsAt: row.endsAt.toISOString(),
});

/**
 * Advertising boosts: a level's monthly allowance (what is not used by the end of the month is lost), a boost that puts
 * a product or the business itself at the top of the searches it matches for `BOOST_DAYS`, and what of its level a
 * business has used. Only the business's owner and admins see or spend them; anyone else hears there is no business.
 */
export function boostsService({ repo, access, pages, now = () => new Date() }: BoostsServiceOptions) {
  async function allowanceOf(businessID: string, at: Date): Promise<BoostAllowance> {
    const month = boostMonthOf(at);
    const [membership, used, running] = await Promise.all([
      repo.membershipOf(businessID),
      repo.startedSince(businessID, month.start),
      repo.running(businessID, at),
    ]);
    const allowance = MONTHLY_BOOSTS[levelAt(membership, at)];
    return {
      allowance,
      used,
      left: Math.max(0, allowance - used),
      resetsAt: month.next.toISOString(),
      active: running.map(toBoost),
    };
  }

  return {
    async allowance(user: SessionUser, businessID: string): Promise<BoostAllowance> {
      await access.requirePrivateAccess(user.userID, businessID, 'edit');
      return allowanceOf(businessID, now());
    },

    /**
     * Starts a boost of a product of the business, or of the business itself without one. Refused when the level has
     * no boosts or this month's are spent, for a product hidden over the showcase's cap, and while the same thing is
     * promoted already (a second boost would add nothing).
     */
    async start(user: SessionUser, businessID: string, input: BoostStartInput): Promise<Boost> {
      await access.requirePrivateAccess(user.userID, businessID, 'edit');
      const startsAt = now();
      const boost = {
        id: randomUUID(),
        businessID,
        productID: input.productID ?? null,
        startedByUserID: user.userID,
        startsAt,
        endsAt: new Date(startsAt.getTime() + BOOST_DAYS * DAY_MS),
      };
      await repo.startWithinAllowance(boost, boostMonthOf(startsAt).start, (situation) => {
        if (!situation) throw new NotFound(NO_BUSINESS_MESSAGE);
        if (situation.product === 'missing') throw new NotFound(NO_BUSINESS_PRODUCT_MESSAGE);
        const level = levelAt(situation.membership, startsAt);
        if (situation.product === 'hidden') throw new PlanLimitReached(showcaseCapMessage(level));
        if (situation.used >= MONTHLY_BOOSTS[level]) throw new PlanLimitReached(boostsSpentMessage(level));
        if (situation.running) throw new Conflict(ALREADY_BOOSTED_MESSAGE);
      });
      pages.clearAll();
      return toBoost(boost);
    },

    /**
     * The business's level and what of it was used: this month's boosts, and the support hours of the year with the
     * minutes given in the paid period running now (none at Standard).
     */
    async usage(user: SessionUser, businessID: string): Promise<MembershipUsage> {
      await access.requirePrivateAccess(user.userID, businessID, 'edit');
      const at = now();
      const [membership, boosts, period] = await Promise.all([
        repo.membershipOf(businessID),
        allowanceOf(businessID, at),
        repo.paidPeriodAt(businessID, at),
      ]);
      const subscription = levelAt(membership, at);
      return {
        subscription,
        validUntil: subscription === 'standard' ? null : (membership?.validUntil?.toISOString() ?? null),
        boosts,
        support: {
          hoursPerYear: SUPPORT_HOURS[subscription],
          minutesUsed: period ? await repo.supportMinutes(businessID, period.start, period.end) : 0,
          periodStart: period?.start.toISOString() ?? null,
          periodEnd: period?.end.toISOString() ?? null,
        },
      };
    },
  };
}
export type BoostsService = ReturnType<typeof boostsService>;
