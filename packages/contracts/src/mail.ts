import { z } from 'zod';
import { dataEnvelope, SuccessSchema } from './envelope.ts';
import { pagingSchema } from './paging.ts';

/**
 * The mail queue as the administrators see it (decision 0021):
 *
 * - `GET admin/mail?status&skip&size` → a page of the outbox, newest first, and how many mails each status has
 * - `POST admin/mail/{mailID}/resend` → `{success}`: a sent or failed mail is queued again (404 for a waiting one)
 */
export const MAIL_STATUSES = ['waiting', 'sent', 'failed'] as const;
export type MailStatusName = (typeof MAIL_STATUSES)[number];

export const AdminMailListQuerySchema = pagingSchema(50).extend({
  status: z.enum(MAIL_STATUSES).optional(),
});
export type AdminMailListQuery = z.infer<typeof AdminMailListQuerySchema>;

export const AdminMailSchema = z.object({
  mailID: z.uuid(),
  to: z.string(),
  template: z.string(),
  language: z.string(),
  /** As rendered in the recipient's language; null when the mail cannot be rendered. */
  subject: z.string().nullable(),
  status: z.enum(MAIL_STATUSES),
  attempts: z.number().int(),
  /** Why the last try failed. */
  lastError: z.string().nullable(),
  createdAt: z.iso.datetime(),
  nextAttemptAt: z.iso.datetime(),
  sentAt: z.iso.datetime().nullable(),
  /** Sent or failed, and not an account mail that left (its single-use link is dropped once sent). */
  resendable: z.boolean(),
});
export type AdminMail = z.infer<typeof AdminMailSchema>;

export const AdminMailListAnswerSchema = dataEnvelope(
  z.object({
    /** Newest first. */
    mails: z.array(AdminMailSchema),
    /** Of the status asked for, or of all. */
    total: z.number().int(),
    counts: z.object({ waiting: z.number().int(), sent: z.number().int(), failed: z.number().int() }),
  }),
);
export type AdminMailList = z.infer<typeof AdminMailListAnswerSchema>['data'];

export const AdminMailParamsSchema = z.object({ mailID: z.uuid('mailID must be a mail id') });
export const AdminMailResendAnswerSchema = SuccessSchema;
