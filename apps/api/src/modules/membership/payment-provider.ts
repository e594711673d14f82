/**
 * What the membership needs from a card payment provider, whichever it is: charge a payment method once, and tell a
 * genuine notification from the provider apart from a forged one. The built-in sandbox answers like Stripe's test mode
 * without the network; the Stripe driver calls Stripe.
 */
import type { PaidAmount } from './payment-reconciliation.ts';

export type PaymentProviderName = 'sandbox' | 'stripe';

export interface ChargeInput {
  amountCents: number;
  /** ISO 4217, lower case, as the provider writes it. */
  currency: string;
  /** The payment method the browser got from the provider's card form: the card itself never reaches the portal. */
  paymentMethod: string;
  description: string;
  /** Where the provider sends its receipt. */
  email: string;
  /** The same key charges at most once, however often the request is repeated. */
  idempotencyKey: string;
  /** Kept with the payment at the provider, so that its notifications say what was bought. */
  metadata: Record<string, string>;
}

export type ChargeOutcome =
  /** `amount` is what the provider says it took (undefined if it did not say), held against the plan's price. */
  | { paid: true; paymentID: string; amount: PaidAmount | undefined }
  /** Declined by the card's bank or refused by the provider: `message` is for the payer. */
  | { paid: false; code: string; message: string };

/** A notification from the provider, once its signature was checked. */
export interface ProviderEvent {
  id: string;
  type: string;
  /** When the provider created it (seconds since the epoch): notifications may arrive out of order. */
  created: number;
  /** The payment it is about, when it is about one. */
  paymentID?: string;
  metadata: Record<string, string>;
  /** What the payment took, when the event is about a payment that reports it. */
  amount?: PaidAmount;
}

export interface PaymentProvider {
  readonly name: PaymentProviderName;
  /** The key the browser's card form uses. */
  readonly publicKey: string;
  charge(input: ChargeInput): Promise<ChargeOutcome>;
  /** The event carried by a notification, or an error when its signature does not match its raw body. */
  verifyEvent(rawBody: Buffer, signature: string | undefined): ProviderEvent;
}
