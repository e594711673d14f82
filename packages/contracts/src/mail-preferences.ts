import { z } from 'zod';
import { dataEnvelope } from './envelope.ts';

/**
 * The kinds of notification mail a person chooses how to get (decision 0024); receipts and account mail are always
 * sent and have no preference.
 *
 * - `requests`: new requests to the businesses they own (to the business's contact address, else to them)
 * - `memberRequests`: new requests to the businesses they are a member of, to their own address (off until chosen)
 * - `replies`: new messages in their threads, and in their businesses' threads
 * - `invitations`: invitations to join a business
 * - `verification`: the decision on their business's verification request
 * - `renewals`: the reminder that a paid year of their business ends in 30 days
 * - `rfqs`: requests for quotation sent to the businesses they own (to the business's contact address, else to them)
 */
export const MAIL_KINDS = [
  'requests',
  'memberRequests',
  'replies',
  'invitations',
  'verification',
  'renewals',
  'rfqs',
] as const;
export type MailKind = (typeof MAIL_KINDS)[number];

/** At once, gathered in one mail a day, or not at all. */
export const MAIL_DELIVERIES = ['instant', 'daily', 'off'] as const;
export type MailDelivery = (typeof MAIL_DELIVERIES)[number];

/** How each kind goes when the person has not chosen: members opt in to their businesses' requests. */
export const DEFAULT_MAIL_DELIVERY: Record<MailKind, MailDelivery> = {
  requests: 'instant',
  memberRequests: 'off',
  replies: 'instant',
  invitations: 'instant',
  verification: 'instant',
  renewals: 'instant',
  rfqs: 'instant',
};

export const MailKindSchema = z.enum(MAIL_KINDS);
export const MailDeliverySchema = z.enum(MAIL_DELIVERIES);

/** Every kind with how it goes (the default where nothing was chosen). */
export const MailPreferencesSchema = z.object(
  Object.fromEntries(MAIL_KINDS.map((kind) => [kind, MailDeliverySchema])) as Record<
    MailKind,
    typeof MailDeliverySchema
  >,
);
export type MailPreferences = z.infer<typeof MailPreferencesSchema>;

/** `PUT user/mail-preferences`: the kinds to change, each to its new delivery; the others stay. */
export const MailPreferencesUpdateSchema = MailPreferencesSchema.partial()
  .strict()
  .refine((update) => Object.keys(update).length > 0, 'name at least one kind of mail');
export type MailPreferencesUpdate = z.infer<typeof MailPreferencesUpdateSchema>;

/** The preferences after a read or a change. */
export const MailPreferencesAnswerSchema = dataEnvelope(MailPreferencesSchema);

export const isMailKind = (kind: string): kind is MailKind =>
  (MAIL_KINDS as readonly string[]).includes(kind);

/**
 * What an unsubscribe link turns off: one kind, or `daily`, the daily digest's link, which turns off every kind the
 * person gets in it (a digest gathers several kinds, and one click must stop that mail).
 */
export const UNSUBSCRIBE_TOPICS = [...MAIL_KINDS, 'daily'] as const;
export type UnsubscribeTopic = (typeof UNSUBSCRIBE_TOPICS)[number];
export const isUnsubscribeTopic = (topic: string): topic is UnsubscribeTopic =>
  (UNSUBSCRIBE_TOPICS as readonly string[]).includes(topic);
