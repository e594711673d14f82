import { integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * Per-person write counters of the API (comments, reactions, business creation, upload forms): one row per person and
 * limit, its hits in the window that ends at `windowEndsAt`. Kept in the database so that every server behind a load
 * balancer counts the same writes; a row is reused when its window has passed, so the table holds at most one row per
 * person and limit.
 */
export const userWriteCounters = pgTable(
  'user_write_counters',
  {
    userID: uuid().notNull(),
    /** The limit's name, e.g. `comments`. */
    bucket: text().notNull(),
    hits: integer().notNull(),
    windowEndsAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.userID, t.bucket] })],
);
