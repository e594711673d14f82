import type { PaidSubscription } from '@b2b/contracts';
import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { businesses } from './businesses.ts';
import { products } from './products.ts';
import { users } from './users.ts';

/** A membership paid for: one year of a level for a business, as the card provider charged it. */
export const membershipPayments = pgTable(
  'membership_payments',
  {
    id: uuid().primaryKey(),
    businessID: uuid()
      .notNull()
      .references(() => businesses.id, { onDelete: 'cascade' }),
    /** Who paid; the record stays when their account goes (it is the business's bookkeeping). */
    paidByUserID: uuid().references(() => users.id, { onDelete: 'set null' }),
    subscription: text().$type<PaidSubscription>().notNull(),
    amountCents: integer().notNull(),
    /** `sandbox` or `stripe`. */
    provider: text().notNull(),
    /** The provider's id of the payment (a PaymentIntent's at Stripe); its notifications name it. */
    providerPaymentID: text().notNull().unique(),
    /** Where the receipt went. */
    email: text().notNull(),
    periodStart: timestamp({ withTimezone: true }).notNull(),
    periodEnd: timestamp({ withTimezone: true }).notNull(),
    /** When the provider reported it refunded or disputed: it no longer pays for a level. */
    revokedAt: timestamp({ withTimezone: true }),
    /** When the reminder that the paid year ends soon was queued: each paid year is reminded once. */
    renewalRemindedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index().on(t.businessID, t.periodStart),
    index('membership_payments_to_remind')
      .on(t.periodEnd)
      .where(sql`${t.renewalRemindedAt} is null and ${t.revokedAt} is null`),
    check('membership_payments_period', sql`${t.periodEnd} > ${t.periodStart}`),
  ],
);

/**
 * The first answer to a request that carried an `Idempotency-Key`, kept so that a retry with the same key gets it again
 * instead of doing the work twice. `status` is null while the first request is still being handled.
 */
export const idempotentRequests = pgTable(
  'idempotent_requests',
  {
    userID: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The operation the key was used for (`subscribe`): a key is one person's, for one operation. */
    scope: text().notNull(),
    key: text().notNull(),
    /** A hash of the request's body: the same key with another body is refused, as Stripe refuses it. */
    fingerprint: text().notNull(),
    status: integer(),
    answer: jsonb(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userID, t.scope, t.key] }), index().on(t.createdAt)],
);

/** Every notification the payment provider delivered, by its event id: a replayed one is recognised and ignored. */
export const paymentEvents = pgTable('payment_events', {
  id: text().primaryKey(),
  provider: text().notNull(),
  type: text().notNull(),
  receivedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

/**
 * A payment the provider reported that did not pay its plan's price (another amount or currency): the level was not
 * changed, and the row waits for an administrator. No reference to the business, which may go while the money is
 * still to be settled; one row per payment, however often the provider reports it.
 */
export const paymentMismatches = pgTable(
  'payment_mismatches',
  {
    id: uuid().primaryKey(),
    provider: text().notNull(),
    providerPaymentID: text().notNull().unique(),
    /** The notification that reported it, or null when the purchase itself did. */
    providerEventID: text(),
    businessID: uuid().notNull(),
    subscription: text().$type<PaidSubscription>().notNull(),
    expectedCents: integer().notNull(),
    expectedCurrency: text().notNull(),
    /** What the provider reported paid; null when it reported no amount. */
    paidCents: integer(),
    paidCurrency: text(),
    /** Where the receipt went, to reach the payer. */
    email: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index().on(t.createdAt)],
);

/**
 * A purchase of a membership being paid: one at a time per business, so that two purchases made at once (two tabs, two
 * keys) cannot both charge for the same upgrade.
 */
export const membershipCheckouts = pgTable('membership_checkouts', {
  businessID: uuid()
    .primaryKey()
    .references(() => businesses.id, { onDelete: 'cascade' }),
  startedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

/**
 * An advertising boost a business spent: one of its products (or, without a product, the business itself) goes to the
 * top of the searches it matches, labelled as promoted, from `startsAt` until `endsAt` (seven days). The level's monthly
 * allowance counts the boosts started in the calendar month (UTC); what is not spent does not carry over.
 */
export const advertisingBoosts = pgTable(
  'advertising_boosts',
  {
    id: uuid().primaryKey(),
    businessID: uuid()
      .notNull()
      .references(() => businesses.id, { onDelete: 'cascade' }),
    productID: uuid().references(() => products.id, { onDelete: 'cascade' }),
    startedByUserID: uuid().references(() => users.id, { onDelete: 'set null' }),
    startsAt: timestamp({ withTimezone: true }).notNull(),
    endsAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [
    index().on(t.businessID, t.startsAt),
    index().on(t.endsAt),
    check('advertising_boosts_period', sql`${t.endsAt} > ${t.startsAt}`),
  ],
);

/** Hours of professional support given to a business, recorded by an administrator against the level's yearly hours. */
export const supportSessions = pgTable(
  'support_sessions',
  {
    id: uuid().primaryKey(),
    businessID: uuid()
      .notNull()
      .references(() => businesses.id, { onDelete: 'cascade' }),
    /** Quarter hours count: support is booked in steps of 15 minutes. */
    minutes: integer().notNull(),
    topic: text().notNull(),
    recordedByUserID: uuid().references(() => users.id, { onDelete: 'set null' }),
    givenAt: timestamp({ withTimezone: true }).notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index().on(t.businessID, t.givenAt),
    check('support_sessions_minutes', sql`${t.minutes} > 0 AND ${t.minutes} % 15 = 0`),
  ],
);
