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

/** Advertising boosts a business may use each calendar month. */
export const MONTHLY_BOOSTS: Record<Subscription, number> = {
  standard: 0,
  gold: 3,
  premium: 10,
  platinum: 20,
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

/**
 * Why a card is declined, with the message the card provider (Stripe) gives a person for it. Lost and stolen cards get
 * the generic message on purpose: the payer is not told what the bank suspects.
 */
export const CARD_DECLINES = {
  generic_decline: 'Your card was declined.',
  insufficient_funds: 'Your card has insufficient funds.',
  lost_card: 'Your card was declined.',
  stolen_card: 'Your card was declined.',
  expired_card: 'Your card has expired.',
  incorrect_cvc: "Your card's security code is incorrect.",
  processing_error: 'An error occurred while processing your card. Try again in a little bit.',
  card_velocity_exceeded:
    'Your card was declined for making repeated attempts too frequently or exceeding its amount limit.',
} as const;
export type CardDecline = keyof typeof CARD_DECLINES;

export interface SandboxTestCard {
  /** The card number a person types into the sandbox's card form. */
  number: string;
  /** The payment method the form gives for it: Stripe's test PaymentMethod of that card. */
  paymentMethod: string;
  brand: 'visa' | 'mastercard' | 'amex' | 'discover' | 'diners' | 'jcb' | 'unionpay';
  /** Set for the cards that are declined when charged. */
  decline?: CardDecline;
}

/**
 * The built-in sandbox's cards: Stripe's documented test cards and their test PaymentMethods, which behave here as in
 * Stripe's test mode. A number that is none of these is refused as Stripe's test mode refuses a real card, so nobody can
 * type a real card into the sandbox.
 */
export const SANDBOX_TEST_CARDS: readonly SandboxTestCard[] = [
  { number: '4242424242424242', paymentMethod: 'pm_card_visa', brand: 'visa' },
  { number: '4000056655665556', paymentMethod: 'pm_card_visa_debit', brand: 'visa' },
  { number: '5555555555554444', paymentMethod: 'pm_card_mastercard', brand: 'mastercard' },
  { number: '5200828282828210', paymentMethod: 'pm_card_mastercard_debit', brand: 'mastercard' },
  { number: '5105105105105100', paymentMethod: 'pm_card_mastercard_prepaid', brand: 'mastercard' },
  { number: '378282246310005', paymentMethod: 'pm_card_amex', brand: 'amex' },
  { number: '6011111111111117', paymentMethod: 'pm_card_discover', brand: 'discover' },
  { number: '3056930009020004', paymentMethod: 'pm_card_diners', brand: 'diners' },
  { number: '3566002020360505', paymentMethod: 'pm_card_jcb', brand: 'jcb' },
  { number: '6200000000000005', paymentMethod: 'pm_card_unionpay', brand: 'unionpay' },
  {
    number: '4000000000000002',
    paymentMethod: 'pm_card_visa_chargeDeclined',
    brand: 'visa',
    decline: 'generic_decline',
  },
  {
    number: '4000000000009995',
    paymentMethod: 'pm_card_visa_chargeDeclinedInsufficientFunds',
    brand: 'visa',
    decline: 'insufficient_funds',
  },
  {
    number: '4000000000009987',
    paymentMethod: 'pm_card_visa_chargeDeclinedLostCard',
    brand: 'visa',
    decline: 'lost_card',
  },
  {
    number: '4000000000009979',
    paymentMethod: 'pm_card_visa_chargeDeclinedStolenCard',
    brand: 'visa',
    decline: 'stolen_card',
  },
  {
    number: '4000000000000069',
    paymentMethod: 'pm_card_chargeDeclinedExpiredCard',
    brand: 'visa',
    decline: 'expired_card',
  },
  {
    number: '4000000000000127',
    paymentMethod: 'pm_card_chargeDeclinedIncorrectCvc',
    brand: 'visa',
    decline: 'incorrect_cvc',
  },
  {
    number: '4000000000000119',
    paymentMethod: 'pm_card_chargeDeclinedProcessingError',
    brand: 'visa',
    decline: 'processing_error',
  },
  {
    number: '4000000000006975',
    paymentMethod: 'pm_card_visa_chargeDeclinedVelocityLimitExceeded',
    brand: 'visa',
    decline: 'card_velocity_exceeded',
  },
];

/** Stripe's test PaymentMethods that name no particular card, with what charging them does. */
export const SANDBOX_GENERIC_PAYMENT_METHODS: Record<string, CardDecline> = {
  pm_card_chargeDeclined: 'generic_decline',
  pm_card_chargeDeclinedInsufficientFunds: 'insufficient_funds',
  pm_card_chargeDeclinedLostCard: 'lost_card',
  pm_card_chargeDeclinedStolenCard: 'stolen_card',
};

/** A boost keeps its product (or business) at the top of the searches it matches for this many days. */
export const BOOST_DAYS = 7;

/** Where a business's request to be verified stands; only an administrator's approval makes it verified. */
export const VERIFICATION_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type VerificationStatus = (typeof VERIFICATION_STATUSES)[number];

const levelName = (subscription: Subscription) => `${subscription[0]!.toUpperCase()}${subscription.slice(1)}`;

/** Why a boost is refused when the level's monthly boosts are spent, or the level has none. */
export const boostsSpentMessage = (subscription: Subscription) =>
  MONTHLY_BOOSTS[subscription] === 0
    ? `The ${levelName(subscription)} membership has no advertising boosts. Upgrade the membership to promote your products.`
    : `This month's ${MONTHLY_BOOSTS[subscription]} advertising boosts of the ${levelName(subscription)} membership are used. New ones come on the first of next month.`;
export const ALREADY_BOOSTED_MESSAGE =
  'This is already promoted: wait for its boost to end before boosting it again.';
