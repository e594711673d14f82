import type { LiveEventData, LiveEventType } from '@b2b/contracts';
import { bigint, index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

/**
 * What happened for an identity (a person or a business), in order: the live stream sends each as it is written and,
 * when a client reconnects with the last id it saw, everything written since. The id is the stream's `Last-Event-ID`.
 */
export const liveEvents = pgTable(
  'live_events',
  {
    id: bigint({ mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    identityID: uuid().notNull(),
    type: text().$type<LiveEventType>().notNull(),
    data: jsonb().$type<LiveEventData>().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index().on(t.identityID, t.id), index().on(t.createdAt)],
);

/**
 * One-time tickets that open a live stream. A browser's EventSource cannot send the Authorization header, and an
 * access token in a URL would sit in logs for its whole life; a ticket is asked for with the token, kept here only as
 * its SHA-256, used once and within a minute, and works on whichever server the stream reaches.
 */
export const liveTickets = pgTable('live_tickets', {
  ticketHash: text().primaryKey(),
  userID: uuid()
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  sessionID: text().notNull(),
  expiresAt: timestamp({ withTimezone: true }).notNull(),
});
