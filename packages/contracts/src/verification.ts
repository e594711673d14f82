import { z } from 'zod';
import { SUBSCRIPTIONS } from './businesses-values.ts';
import { dataEnvelope } from './envelope.ts';
import { ImageSchema } from './images.ts';
import { VERIFICATION_STATUSES } from './membership-values.ts';
import { SUPPORT_LIMITS, SUPPORT_MINUTES_STEP, VERIFICATION_LIMITS } from './verification-values.ts';

const { registrationNumberMin, registrationNumberMax, documentsMax, noteMax, reasonMax } =
  VERIFICATION_LIMITS;

/** `POST business/{id}/verification`: the evidence a business offers. */
export const VerificationRequestInputSchema = z.object({
  registrationNumber: z
    .string('Enter the company registration number')
    .trim()
    .min(registrationNumberMin, `The registration number needs at least ${registrationNumberMin} characters`)
    .max(
      registrationNumberMax,
      `The registration number can have at most ${registrationNumberMax} characters`,
    )
    .regex(
      /^[\p{L}\p{N}][\p{L}\p{N} ./-]*$/u,
      'The registration number can have letters, digits, spaces, dots, slashes and dashes',
    ),
  /** Pictures of the registration documents, each the caller's own upload. */
  documents: z
    .array(ImageSchema, 'Add pictures of the registration documents')
    .min(1, 'Add at least one picture of the registration documents')
    .max(documentsMax, `Add at most ${documentsMax} pictures`),
  note: z.string().trim().max(noteMax, `The note can have at most ${noteMax} characters`).optional(),
});
export type VerificationRequestInput = z.infer<typeof VerificationRequestInputSchema>;

/** A request as the business's people see it; `reason` is the administrator's, once rejected. */
export const VerificationRequestSchema = z.object({
  requestID: z.uuid(),
  status: z.enum(VERIFICATION_STATUSES),
  registrationNumber: z.string(),
  documents: z.array(ImageSchema),
  note: z.string().nullable(),
  createdAt: z.iso.datetime(),
  decidedAt: z.iso.datetime().nullable(),
  reason: z.string().nullable(),
});
export type VerificationRequest = z.infer<typeof VerificationRequestSchema>;

/** `GET business/{id}/verification`: whether the business is verified, may ask, and its latest request. */
export const VerificationStateSchema = z.object({
  verified: z.boolean(),
  subscription: z.enum(SUBSCRIPTIONS),
  /** The level allows verification (a paid one). */
  eligible: z.boolean(),
  latest: VerificationRequestSchema.nullable(),
});
export type VerificationState = z.infer<typeof VerificationStateSchema>;
export const VerificationStateAnswerSchema = dataEnvelope(VerificationStateSchema);
export const VerificationRequestAnswerSchema = dataEnvelope(VerificationRequestSchema);

/** `GET user/administrator`: whether the signed-in person is one of the portal's administrators. */
export const AdministratorAnswerSchema = dataEnvelope(z.object({ administrator: z.boolean() }));

/** Where a page of the administrators' queue ends, opaque to clients. */
export const AdminCursorSchema = z
  .string()
  .max(120)
  .regex(/^[A-Za-z0-9_-]+$/, 'cursor must be one a previous page gave');

export const AdminVerificationListQuerySchema = z.object({
  cursor: AdminCursorSchema.optional(),
  size: z.coerce
    .number()
    .int()
    .min(1)
    .max(50, 'size can be at most 50')
    .default(VERIFICATION_LIMITS.queuePageSize),
});
export type AdminVerificationListQuery = z.infer<typeof AdminVerificationListQuerySchema>;

export const AdminVerificationParamsSchema = z.object({
  requestID: z.uuid('requestID must be a request id'),
});

/** The business a request is for, as an administrator needs to judge it. */
export const AdminBusinessSchema = z.object({
  businessID: z.uuid(),
  companyName: z.string(),
  /** The public page's path segment. */
  key: z.string(),
  subscription: z.enum(SUBSCRIPTIONS),
  verified: z.boolean(),
  country: z.string().nullable(),
});

export const AdminVerificationSummarySchema = z.object({
  requestID: z.uuid(),
  status: z.enum(VERIFICATION_STATUSES),
  registrationNumber: z.string(),
  createdAt: z.iso.datetime(),
  business: AdminBusinessSchema,
});
export type AdminVerificationSummary = z.infer<typeof AdminVerificationSummarySchema>;

export const AdminVerificationDetailSchema = VerificationRequestSchema.extend({
  business: AdminBusinessSchema,
  /** Who asked, while their account exists. */
  requestedBy: z.object({ userID: z.uuid(), name: z.string(), email: z.string() }).nullable(),
});
export type AdminVerificationDetail = z.infer<typeof AdminVerificationDetailSchema>;

export const AdminVerificationListAnswerSchema = dataEnvelope(
  z.object({
    /** Waiting requests first, oldest first; then decided ones, newest first. */
    requests: z.array(AdminVerificationSummarySchema),
    /** The cursor of the next page, or null after the last. */
    next: z.string().nullable(),
  }),
);
export const AdminVerificationAnswerSchema = dataEnvelope(AdminVerificationDetailSchema);

export const AdminRejectSchema = z.object({
  reason: z
    .string('Give the reason the business will read')
    .trim()
    .min(1, 'Give the reason the business will read')
    .max(reasonMax, `The reason can have at most ${reasonMax} characters`),
});
export type AdminRejectInput = z.infer<typeof AdminRejectSchema>;

export const AdminBusinessParamsSchema = z.object({ businessID: z.uuid('businessID must be a business id') });

/** `POST admin/businesses/{businessID}/support`: support given to a business. */
export const SupportSessionInputSchema = z.object({
  minutes: z
    .number('Give the minutes of support')
    .int('Give whole minutes')
    .min(SUPPORT_MINUTES_STEP, `Give at least ${SUPPORT_MINUTES_STEP} minutes`)
    .max(SUPPORT_LIMITS.minutesMax, `One session can have at most ${SUPPORT_LIMITS.minutesMax} minutes`)
    .multipleOf(SUPPORT_MINUTES_STEP, `Support is recorded in steps of ${SUPPORT_MINUTES_STEP} minutes`),
  topic: z
    .string('Give the topic of the support')
    .trim()
    .min(1, 'Give the topic of the support')
    .max(SUPPORT_LIMITS.topicMax, `The topic can have at most ${SUPPORT_LIMITS.topicMax} characters`),
  /** The day it was given, YYYY-MM-DD (UTC). */
  givenOn: z.iso.date('Give the date as YYYY-MM-DD'),
});
export type SupportSessionInput = z.infer<typeof SupportSessionInputSchema>;

export const SupportSessionSchema = z.object({
  sessionID: z.uuid(),
  minutes: z.number().int(),
  topic: z.string(),
  givenOn: z.iso.date(),
});

/** A business's support over its current paid period: what its level gives, what was used, each session. */
export const SupportSummarySchema = z.object({
  business: AdminBusinessSchema,
  allowanceMinutes: z.number().int(),
  usedMinutes: z.number().int(),
  /** The current paid period, YYYY-MM-DD; null for a level without support. */
  periodStart: z.iso.date().nullable(),
  periodEnd: z.iso.date().nullable(),
  sessions: z.array(SupportSessionSchema),
});
export type SupportSummary = z.infer<typeof SupportSummarySchema>;
export const SupportSummaryAnswerSchema = dataEnvelope(SupportSummarySchema);
