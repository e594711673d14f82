import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

/** Where a mail of the outbox stands: waiting to be sent (or tried again), sent, or given up. */
export type EmailStatus = 'waiting' | 'sent' | 'failed';

/**
 * Every email the portal sends, written in the same transaction as what it reports (decision 0021). A mail is kept as
 * its template's name and data, rendered in `language` when it is sent; the mailer's workers claim waiting rows whose
 * time has come (`for update skip locked`, with a lease in `claimedUntil` so that a crashed worker's rows go out again)
 * and mark them sent, or waiting again later, or failed with the reason.
 */
export const emailOutbox = pgTable(
  'email_outbox',
  {
    id: uuid().primaryKey(),
    toAddress: text().notNull(),
    /** What kind of email, e.g. `inquiry.created`; the mailer renders it with this template. */
    template: text().notNull(),
    /** The template's data: what people wrote, as typed (the template escapes it). */
    data: jsonb().$type<Record<string, unknown>>().notNull().default({}),
    /** en, es, it or zh: the recipient's preferred language, else the portal's. */
    language: text().notNull().default('en'),
    /** Where replies go, when not to the sender (the need-help mail replies to the enquirer). */
    replyTo: text(),
    /** The `Message-ID` header, the same on every try, so that a mail sent twice after a crash is recognisable. */
    messageID: text().notNull(),
    status: text().$type<EmailStatus>().notNull().default('waiting'),
    /** Tries so far, counted when a worker claims the row. */
    attempts: integer().notNull().default(0),
    nextAttemptAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /** A worker sends the row until then; past it the row is anyone's again. */
    claimedUntil: timestamp({ withTimezone: true }),
    /** Why the last try failed, as the mail server or the connection said. */
    lastError: text(),
    /** The person a notification mail is for (its preferences, its unsubscribe link); null for other mail. */
    recipientUserID: uuid(),
    /** The kind of notification mail (a `MailKind`), which its unsubscribe link turns off; null for other mail. */
    kind: text(),
    /**
     * Mails with one key while waiting are one mail: a new message in a thread is added to the thread's waiting mail
     * instead of queuing another (decision 0024).
     */
    coalesceKey: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    check('email_outbox_status', sql`${t.status} in ('waiting', 'sent', 'failed')`),
    uniqueIndex('email_outbox_message_id').on(t.messageID),
    index('email_outbox_due')
      .on(t.nextAttemptAt)
      .where(sql`${t.status} = 'waiting'`),
    index('email_outbox_listing').on(t.status, t.createdAt),
    index('email_outbox_newest').on(t.createdAt),
    index('email_outbox_coalesce').on(t.coalesceKey, t.createdAt),
  ],
);
