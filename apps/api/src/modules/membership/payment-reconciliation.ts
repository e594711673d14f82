import { MEMBERSHIP_CURRENCY, MEMBERSHIP_PRICE_CENTS, type PaidSubscription } from '@b2b/contracts';

/** What a provider reports paid: an amount in the currency's smallest unit, and the currency (ISO 4217). */
export interface PaidAmount {
  cents: number;
  currency: string;
}

/** The price of a plan, as a provider would report it paid. */
export const priceOf = (plan: PaidSubscription): PaidAmount => ({
  cents: MEMBERSHIP_PRICE_CENTS[plan],
  currency: MEMBERSHIP_CURRENCY,
});

/**
 * Whether a payment pays for a plan: exactly its price in its currency. A signed notification or a charge only proves
 * that the provider took some money; the plan named in its metadata is the payer's word, so less (a cent for
 * Platinum), more, another currency or no amount at all changes no level and goes to an administrator instead.
 */
export function paysFor(plan: PaidSubscription, paid: PaidAmount | undefined): boolean {
  const price = priceOf(plan);
  return (
    paid !== undefined &&
    Number.isSafeInteger(paid.cents) &&
    paid.cents === price.cents &&
    paid.currency.toLowerCase() === price.currency
  );
}
