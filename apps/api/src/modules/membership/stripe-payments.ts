import Stripe from 'stripe';
import type { ChargeOutcome, PaymentProvider, ProviderEvent } from './payment-provider.ts';
import type { PaidAmount } from './payment-reconciliation.ts';

export interface StripeOptions {
  secretKey: string;
  publicKey: string;
  /** The signing secret of the webhook endpoint registered at Stripe (`whsec_…`). */
  webhookSecret: string;
  /** Where Stripe's API is, for a test double of it (stripe-mock); Stripe itself when unset. */
  host?: { host: string; port: number; protocol: 'http' | 'https' };
}

/** A 3-D Secure card would need a redirect that this checkout does not offer. */
const NEEDS_AUTHENTICATION =
  'Your bank asks to confirm this payment, which this checkout cannot do yet. Please use another card.';

const metadataOf = (object: unknown): Record<string, string> => {
  const metadata = (object as { metadata?: unknown }).metadata;
  return metadata && typeof metadata === 'object' ? (metadata as Record<string, string>) : {};
};

/** The payment an event is about: a PaymentIntent itself, or the one a charge, refund or dispute belongs to. */
function paymentOf(object: unknown): string | undefined {
  const {
    id,
    object: kind,
    payment_intent: intent,
  } = object as {
    id?: string;
    object?: string;
    payment_intent?: string | { id: string } | null;
  };
  if (kind === 'payment_intent') return id;
  if (typeof intent === 'string') return intent;
  return intent?.id;
}

/**
 * What a PaymentIntent took: `amount_received` (the amount asked for may be more than what was captured), in the
 * currency it names. Undefined for anything else, or when Stripe's object does not say.
 */
function amountOf(object: unknown): PaidAmount | undefined {
  const {
    object: kind,
    amount,
    amount_received: received,
    currency,
  } = object as { object?: string; amount?: unknown; amount_received?: unknown; currency?: unknown };
  if (kind !== 'payment_intent' || typeof currency !== 'string') return undefined;
  const cents = typeof received === 'number' ? received : amount;
  return typeof cents === 'number' ? { cents, currency } : undefined;
}

/** Charges through Stripe with a PaymentIntent confirmed at once, and checks Stripe's webhook signatures. */
export function stripePayments(options: StripeOptions): PaymentProvider {
  const stripe = new Stripe(options.secretKey, {
    maxNetworkRetries: 2,
    ...(options.host ?? {}),
  });
  return {
    name: 'stripe',
    publicKey: options.publicKey,
    async charge(input): Promise<ChargeOutcome> {
      try {
        const intent = await stripe.paymentIntents.create(
          {
            amount: input.amountCents,
            currency: input.currency,
            payment_method: input.paymentMethod,
            confirm: true,
            automatic_payment_methods: { enabled: true, allow_redirects: 'never' },
            description: input.description,
            receipt_email: input.email,
            metadata: input.metadata,
          },
          { idempotencyKey: input.idempotencyKey },
        );
        if (intent.status === 'succeeded') {
          return { paid: true, paymentID: intent.id, amount: amountOf(intent) };
        }
        return { paid: false, code: intent.status, message: NEEDS_AUTHENTICATION };
      } catch (error) {
        if (error instanceof Stripe.errors.StripeCardError) {
          return {
            paid: false,
            code: error.decline_code ?? error.code ?? 'card_declined',
            message: error.message,
          };
        }
        // A payment method that does not exist is the payer's form's doing, not an outage.
        if (error instanceof Stripe.errors.StripeInvalidRequestError && error.param === 'payment_method') {
          return { paid: false, code: error.code ?? 'invalid_request', message: error.message };
        }
        throw error;
      }
    },
    verifyEvent(rawBody, signature): ProviderEvent {
      const event = stripe.webhooks.constructEvent(rawBody, signature ?? '', options.webhookSecret);
      const object = event.data.object;
      const paymentID = paymentOf(object);
      const amount = amountOf(object);
      return {
        id: event.id,
        type: event.type,
        created: event.created,
        metadata: metadataOf(object),
        ...(paymentID ? { paymentID } : {}),
        ...(amount ? { amount } : {}),
      };
    },
  };
}
