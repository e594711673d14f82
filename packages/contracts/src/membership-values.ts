import type { Subscription } from './businesses-values.ts';

/** The paid memberships, in the order of their level: each gives more than the one before. */
export const PAID_SUBSCRIPTIONS = ['gold', 'premium', 'platinum'] as const satisfies readonly Subscription[];
export type PaidSubscription = (typeof PAID_SUBSCRIPTIONS)[number];

/** The public page of a membership package, Standard's included: `/membership-gold`. */
export const membershipPackagePath = (level: Subscription) => `/membership-${level}`;

/** Yearly price of each paid membership, in US cents. */
export const MEMBERSHIP_PRICE_CENTS: Record<PaidSubscription, number> = {
  gold: 185_000,
  premium: 265_000,
  platinum: 365_000,
};

/** The currency of the prices, as card providers write it (ISO 4217, lower case). */
export const MEMBERSHIP_CURRENCY = 'usd';

/** Advertising boosts a business may use each calendar month. */
export const MONTHLY_BOOSTS: Record<Subscription, number> = {
  standard: 0,
  gold: 3,
  premium: 10,
  platinum: 20,
};

/**
 * Quotes a business may send to requests for quotation each calendar month (UTC). A quote the buyer declines, or the
 * business withdraws, gives its right back.
 */
export const MONTHLY_QUOTE_RIGHTS: Record<Subscription, number> = {
  standard: 5,
  gold: 20,
  premium: 50,
  platinum: 100,
};

/** Hours of professional B2B support a year. */
export const SUPPORT_HOURS: Record<Subscription, number> = { standard: 0, gold: 0, premium: 6, platinum: 12 };

/** A paid membership lasts a year from its payment. */
export const MEMBERSHIP_PERIOD_DAYS = 365;

/**
 * A paid year may be renewed at the same level in its last days (30 unless the portal says otherwise): the new year starts where the paid one ends, so the
 * business never falls back to Standard in between.
 */
export const MEMBERSHIP_RENEWAL_DAYS = 30;

/** Whether a membership paid until `validUntil` (null at Standard) may be renewed at `now`. */
export const isRenewable = (validUntil: string | null, now: Date, renewalDays: number) =>
  validUntil !== null && Date.parse(validUntil) - now.getTime() <= renewalDays * 24 * 60 * 60 * 1000;

/** A boost keeps its product (or business) at the top of the searches it matches for this many days. */
export const BOOST_DAYS = 7;

/** Where a business's request to be verified stands; only an administrator's approval makes it verified. */
export const VERIFICATION_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type VerificationStatus = (typeof VERIFICATION_STATUSES)[number];
