import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, timestamp, uuid } from 'drizzle-orm/pg-core';
import { businesses } from './businesses.ts';

/**
 * How a business answers what it is sent (requests in the message center and RFQs matched to it) over the last 90
 * days, computed in SQL for that one business when a figure can change (its first reply in a thread, its quote, a case
 * leaving the window or passing 48 hours unanswered) and read as one row wherever the business is shown.
 */
export const businessResponseMetrics = pgTable(
  'business_response_metrics',
  {
    businessID: uuid()
      .primaryKey()
      .references(() => businesses.id, { onDelete: 'cascade' }),
    /** Requests and matched RFQs of the window that were answered, or left unanswered for 48 hours. */
    cases: integer().notNull().default(0),
    /** Of those, answered within 48 hours. */
    repliedWithin48h: integer('replied_within_48h').notNull().default(0),
    /** The median time to the first reply of the answered cases; null when none was answered. */
    medianFirstReplySeconds: integer(),
    computedAt: timestamp({ withTimezone: true }),
    /**
     * When the figures change with time alone (a case leaves the 90 days, or an unanswered one passes 48 hours): the
     * job recomputes the rows whose time has come. Null while nothing is waiting.
     */
    staleAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    index('business_response_metrics_stale')
      .on(t.staleAt)
      .where(sql`${t.staleAt} is not null`),
    check(
      'business_response_metrics_counts',
      sql`${t.cases} >= 0 and ${t.repliedWithin48h} between 0 and ${t.cases}`,
    ),
  ],
);
