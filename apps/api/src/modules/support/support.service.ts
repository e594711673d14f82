import { randomUUID } from 'node:crypto';
import {
  MEMBERSHIP_PERIOD_DAYS,
  SUPPORT_HOURS,
  type Subscription,
  type SupportSessionInput,
  type SupportSummary,
  NO_BUSINESS_MESSAGE,
  NO_SUPPORT_MESSAGE,
} from '@b2b/contracts';
import { NotFound, PlanLimitReached, ValidationError } from '@b2b/server-kit';
import { adminBusinessOf } from '../administration/admin-business.ts';
import type {
  SupportBusiness,
  SupportPeriod,
  SupportRepository,
  SupportSnapshot,
} from './support.repository.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
const day = (date: Date) => date.toISOString().slice(0, 10);
const noBusiness = () => new NotFound(NO_BUSINESS_MESSAGE);
const hours = (minutes: number) => `${minutes / 60} hour${minutes === 60 ? '' : 's'}`;

/** The level the business holds at `now`: a paid year that has ended counts as Standard before the lapse job runs. */
function levelAt(business: SupportBusiness, now: Date): Subscription {
  const ended = business.subscriptionValidUntil !== null && business.subscriptionValidUntil <= now;
  return ended ? 'standard' : business.subscription;
}

/**
 * The paid period support is counted over: the payment's year that covers today; without one (a level given by hand),
 * the year up to the level's end, or when it has no end the year up to today.
 */
function periodOf({ business, payment }: SupportSnapshot, now: Date): SupportPeriod {
  // Support is recorded by the day: the period starts at the beginning of its first day.
  const startOfDay = (date: Date) => new Date(Date.parse(day(date)));
  if (payment) return { start: startOfDay(payment.start), end: payment.end };
  const end = business.subscriptionValidUntil ?? new Date(Date.parse(day(now)) + DAY_MS);
  return { start: startOfDay(new Date(end.getTime() - MEMBERSHIP_PERIOD_DAYS * DAY_MS)), end };
}

const invalidDate = (message: string) => new ValidationError(message, [{ path: 'givenOn', message }]);

/**
 * Professional support given to businesses, recorded by administrators: Premium and Platinum include some hours a year
 * (`SUPPORT_HOURS`), counted over the business's current paid period; a session past them is refused.
 */
export function supportService(repo: SupportRepository, now: () => Date = () => new Date()) {
  async function summary(businessID: string): Promise<SupportSummary> {
    const at = now();
    const snapshot = await repo.snapshot(businessID, at);
    if (!snapshot) throw noBusiness();
    const allowanceMinutes = SUPPORT_HOURS[levelAt(snapshot.business, at)] * 60;
    const period = allowanceMinutes > 0 ? periodOf(snapshot, at) : null;
    const sessions = period ? await repo.sessionsIn(businessID, period) : [];
    return {
      business: adminBusinessOf(snapshot.business),
      allowanceMinutes,
      usedMinutes: sessions.reduce((sum, session) => sum + session.minutes, 0),
      periodStart: period && day(period.start),
      periodEnd: period && day(new Date(period.end.getTime() - 1)),
      sessions: sessions.map((session) => ({
        sessionID: session.id,
        minutes: session.minutes,
        topic: session.topic,
        givenOn: day(session.givenAt),
      })),
    };
  }

  return {
    summary,

    /** Within the level's hours over the current paid period, on a day of that period up to today. */
    async record(adminID: string, businessID: string, input: SupportSessionInput): Promise<SupportSummary> {
      const at = now();
      const givenAt = new Date(`${input.givenOn}T00:00:00.000Z`);
      await repo.recordWithinAllowance(
        {
          id: randomUUID(),
          businessID,
          minutes: input.minutes,
          topic: input.topic,
          recordedByUserID: adminID,
          givenAt,
        },
        at,
        async (snapshot, usedIn) => {
          if (!snapshot) throw noBusiness();
          const level = levelAt(snapshot.business, at);
          const allowance = SUPPORT_HOURS[level] * 60;
          if (allowance === 0) {
            throw new PlanLimitReached(NO_SUPPORT_MESSAGE);
          }
          const period = periodOf(snapshot, at);
          if (input.givenOn > day(at)) throw invalidDate('The date cannot be in the future');
          if (givenAt < period.start || givenAt >= period.end) {
            throw invalidDate(`The date must be within the current paid period, from ${day(period.start)}`);
          }
          const used = await usedIn(period);
          if (used + input.minutes > allowance) {
            throw new PlanLimitReached(
              `This would pass the ${hours(allowance)} of support of this membership’s year: ${hours(allowance - used)} are left.`,
            );
          }
        },
      );
      return summary(businessID);
    },
  };
}
export type SupportService = ReturnType<typeof supportService>;
