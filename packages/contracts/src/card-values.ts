// The card provider's declines and the sandbox's test cards: a module of their own, so that the pages that show a
// membership's price do not carry the sandbox's card list in their first load.

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
