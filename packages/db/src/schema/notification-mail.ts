import type { MailDelivery, MailKind } from '@b2b/contracts';
import { sql } from 'drizzle-orm';
import { check, index, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

/**
 * How a person chose to get each kind of notification mail (decision 0024); a kind without a row goes as its default
 * (`DEFAULT_MAIL_DELIVERY` of the contracts).
 */
export const mailPreferences = pgTable(
  'mail_preferences',
  {
    userID: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text().$type<MailKind>().notNull(),
    delivery: text().$type<MailDelivery>().notNull(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userID, t.kind] }),
    check('mail_preferences_delivery', sql`${t.delivery} in ('instant', 'daily', 'off')`),
  ],
);

/**
 * A notification held for a person's daily digest: the mail it would have been (template and data), written in the
 * transaction of what it reports, and taken (deleted) by the digest job in the transaction that queues the digest.
 */
export const mailDigestItems = pgTable(
  'mail_digest_items',
  {
    id: uuid().primaryKey(),
    userID: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text().$type<MailKind>().notNull(),
    template: text().notNull(),
    data: jsonb().$type<Record<string, unknown>>().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index().on(t.createdAt, t.userID)],
);
