import { sql } from 'drizzle-orm';
import { check, index, pgTable, smallint, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { businesses } from './businesses.ts';
import { inquiries } from './inquiries.ts';
import { users } from './users.ts';

const stars = (column: string) => sql.raw(`"${column}" between 1 and 5`);

/**
 * A review from a closed deal: the buyer side of a message-center thread rates the business that received it, once per
 * thread (its unique `inquiry_id`), after both sides marked the deal closed; the business may answer once. It goes with its
 * thread.
 */
export const reviews = pgTable(
  'reviews',
  {
    id: uuid().primaryKey(),
    inquiryID: uuid()
      .notNull()
      .unique()
      .references(() => inquiries.id, { onDelete: 'cascade' }),
    /** The reviewed business: the thread's receiver. */
    businessID: uuid()
      .notNull()
      .references(() => businesses.id, { onDelete: 'cascade' }),
    /** The reviewer as the thread's sender shows: the person, or the business they wrote as (then its name shows). */
    reviewerID: uuid().notNull(),
    reviewerUserID: uuid().references(() => users.id, { onDelete: 'set null' }),
    reviewerBusinessID: uuid().references(() => businesses.id, { onDelete: 'cascade' }),
    /** The person who wrote it (one of the sending business's people, or the sender themself). */
    authorUserID: uuid().references(() => users.id, { onDelete: 'set null' }),
    quality: smallint().notNull(),
    communication: smallint().notNull(),
    delivery: smallint().notNull(),
    /** Plain text as typed. */
    text: text().notNull(),
    /** When both sides had marked the deal closed, kept with the review. */
    dealClosedAt: timestamp({ withTimezone: true }).notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    answer: text(),
    answerUserID: uuid().references(() => users.id, { onDelete: 'set null' }),
    answeredAt: timestamp({ withTimezone: true }),
    /** Hidden by an administrator, with the reason both sides of the deal read: off the business page and its averages. */
    hiddenAt: timestamp({ withTimezone: true }),
    hiddenReason: text(),
    hiddenByUserID: uuid().references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    check('reviews_quality', stars('quality')),
    check('reviews_communication', stars('communication')),
    check('reviews_delivery', stars('delivery')),
    check('reviews_answered', sql`(${t.answer} is null) = (${t.answeredAt} is null)`),
    check('reviews_hidden', sql`(${t.hiddenAt} is null) = (${t.hiddenReason} is null)`),
    // The business page lists them newest first and averages them.
    index().on(t.businessID, t.createdAt, t.id),
    index().on(t.reviewerBusinessID),
    // A person's data export reads what they wrote, and deleting their account clears it: both by the person.
    index().on(t.authorUserID),
    index()
      .on(t.answerUserID)
      .where(sql`${t.answerUserID} is not null`),
    // The administrators' list of hidden reviews, last hidden first; deleting an administrator's account clears theirs.
    index()
      .on(t.hiddenAt)
      .where(sql`${t.hiddenAt} is not null`),
    index()
      .on(t.hiddenByUserID)
      .where(sql`${t.hiddenByUserID} is not null`),
  ],
);

/**
 * A signed-in person's report of a review they find untrue, offensive or otherwise out of place, once per person and
 * review. It is open until an administrator hides the review or keeps it; then it is resolved.
 */
export const reviewReports = pgTable(
  'review_reports',
  {
    id: uuid().primaryKey(),
    reviewID: uuid()
      .notNull()
      .references(() => reviews.id, { onDelete: 'cascade' }),
    userID: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** One of `REVIEW_REPORT_REASONS`. */
    reason: text().notNull(),
    /** Plain text as typed; null when the person wrote none. */
    note: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    resolvedAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    unique().on(t.reviewID, t.userID),
    // The administrators' list reads the open reports by review; deleting an account clears a person's reports.
    index()
      .on(t.reviewID)
      .where(sql`${t.resolvedAt} is null`),
    index().on(t.userID),
  ],
);
