import { z } from 'zod';
import { SUBSCRIPTIONS } from './businesses-values.ts';
import { dataEnvelope } from './envelope.ts';

/** `POST business/{id}/boosts`: a product of the business, or nothing to boost the business itself. */
export const BoostStartSchema = z.object({
  productID: z.uuid('productID must be a product id').optional(),
});
export type BoostStartInput = z.infer<typeof BoostStartSchema>;

/** A boost: its product (null for the business itself) is at the top of the searches it matches until `endsAt`. */
export const BoostSchema = z.object({
  boostID: z.uuid(),
  productID: z.uuid().nullable(),
  startsAt: z.iso.datetime(),
  endsAt: z.iso.datetime(),
});
export type Boost = z.infer<typeof BoostSchema>;

/** The boosts of the calendar month (UTC): what the level allows, how many were started, when the count starts again. */
export const BoostAllowanceSchema = z.object({
  allowance: z.number().int(),
  used: z.number().int(),
  left: z.number().int(),
  resetsAt: z.iso.datetime(),
  /** The boosts running now, the one ending first first. */
  active: z.array(BoostSchema),
});
export type BoostAllowance = z.infer<typeof BoostAllowanceSchema>;

export const BoostAllowanceAnswerSchema = dataEnvelope(BoostAllowanceSchema);
export const BoostStartedAnswerSchema = dataEnvelope(BoostSchema);

/** `GET business/{id}/membership/usage`: what the business's level gives and how much of it was used. */
export const MembershipUsageSchema = z.object({
  subscription: z.enum(SUBSCRIPTIONS),
  /** The end of the paid year; null at Standard. */
  validUntil: z.iso.datetime().nullable(),
  boosts: BoostAllowanceSchema,
  support: z.object({
    hoursPerYear: z.number().int(),
    /** Minutes of support given in the current paid period (0 without one). */
    minutesUsed: z.number().int(),
    periodStart: z.iso.datetime().nullable(),
    periodEnd: z.iso.datetime().nullable(),
  }),
});
export type MembershipUsage = z.infer<typeof MembershipUsageSchema>;
export const MembershipUsageAnswerSchema = dataEnvelope(MembershipUsageSchema);
