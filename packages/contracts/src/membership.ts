import { z } from 'zod';
import { dataEnvelope } from './envelope.ts';
import { SUBSCRIPTIONS } from './businesses-values.ts';
import { PAID_SUBSCRIPTIONS } from './membership-values.ts';
import { pagingSchema } from './paging.ts';

export const PAYMENT_PROVIDERS = ['sandbox', 'stripe'] as const;

/** A paid membership on offer: `planId` names it in a purchase, `price` is yearly, in US cents. */
export const SubscriptionPlanSchema = z.object({
  subscription: z.enum(PAID_SUBSCRIPTIONS),
  price: z.number().int(),
  planId: z.enum(PAID_SUBSCRIPTIONS),
});
export type SubscriptionPlan = z.infer<typeof SubscriptionPlanSchema>;

export const SubscriptionSetupAnswerSchema = dataEnvelope(
  z.object({
    plans: z.array(SubscriptionPlanSchema),
    /** The key of the card provider's form in the browser. */
    publicKey: z.string(),
    provider: z.enum(PAYMENT_PROVIDERS),
    /** A paid year may be renewed at its level in its last this many days. */
    renewalDays: z.number().int(),
  }),
);

export const SubscribeSchema = z.object({
  /** What the provider's card form gave for the card (`pm_…`): the card itself never reaches the portal. */
  paymentMethod: z
    .string('Give the payment method of the card')
    .regex(/^pm_\w{1,250}$/, 'paymentMethod must be a payment method id (pm_…)'),
  businessID: z.uuid('businessID must be a business id'),
  planId: z.enum(PAID_SUBSCRIPTIONS, 'planId must be gold, premium or platinum'),
  /** Where the receipt goes. */
  email: z.email('Give a valid email address').max(254),
});
export type SubscribeInput = z.infer<typeof SubscribeSchema>;

/** An `Idempotency-Key` makes a retry of the same purchase answer as the first instead of paying again. */
export const IdempotencyHeadersSchema = z.object({
  'idempotency-key': z
    .string()
    .regex(/^[\x21-\x7e]{1,255}$/, 'Idempotency-Key must be 1 to 255 visible ASCII characters')
    .optional(),
});

export const MembershipParamsSchema = z.object({ businessID: z.uuid('businessID must be a business id') });

/** A business's membership now: a paid year that has ended already counts as Standard. */
export const MembershipAnswerSchema = dataEnvelope(
  z.object({ subscription: z.enum(SUBSCRIPTIONS), validUntil: z.iso.datetime().nullable() }),
);

export const SubscribeAnswerSchema = dataEnvelope(
  z.object({ subscription: z.enum(SUBSCRIPTIONS), validUntil: z.iso.datetime() }),
);

/**
 * A payment the provider reported that did not pay a plan's price (another amount or currency): the membership was not
 * changed, and an administrator settles it with the payer (a refund, or the level granted by hand).
 */
export const PaymentMismatchSchema = z.object({
  id: z.uuid(),
  provider: z.enum(PAYMENT_PROVIDERS),
  /** The provider's id of the payment (`pi_…`). */
  paymentID: z.string(),
  businessID: z.uuid(),
  /** Null once the business is gone. */
  businessName: z.string().nullable(),
  /** The plan the payment was for. */
  subscription: z.enum(PAID_SUBSCRIPTIONS),
  expectedCents: z.number().int(),
  expectedCurrency: z.string(),
  /** What the provider reported paid; null when it reported no amount. */
  paidCents: z.number().int().nullable(),
  paidCurrency: z.string().nullable(),
  /** Where the provider sent the receipt, to reach the payer. */
  email: z.string(),
  recordedAt: z.iso.datetime(),
});
export type PaymentMismatch = z.infer<typeof PaymentMismatchSchema>;

export const AdminPaymentMismatchListQuerySchema = pagingSchema(20);
export type AdminPaymentMismatchListQuery = z.infer<typeof AdminPaymentMismatchListQuerySchema>;

export const AdminPaymentMismatchListAnswerSchema = dataEnvelope(
  z.object({
    /** Newest first. */
    mismatches: z.array(PaymentMismatchSchema),
    total: z.number().int(),
  }),
);
