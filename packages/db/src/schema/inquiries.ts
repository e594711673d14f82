import type { InquirySide, InquiryStatus } from '@b2b/contracts';
import { sql } from 'drizzle-orm';
import { boolean, char, check, index, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { businesses } from './businesses.ts';
import { products } from './products.ts';
import { users } from './users.ts';

/**
 * A request (inquiry) thread between a sender identity (a person, or a business acting through one of its people) and
 * the business that received it.
 */
export const inquiries = pgTable(
  'inquiries',
  {
    id: uuid().primaryKey(),
    /**
     * The person who sent it, also when they sent it as one of their businesses; null once their account is deleted:
     * the thread stays with the other side (decision 0023).
     */
    senderUserID: uuid().references(() => users.id, { onDelete: 'set null' }),
    /** Set when the person sent it as one of their businesses. */
    senderBusinessID: uuid().references(() => businesses.id, { onDelete: 'cascade' }),
    /** The sending identity: the business's id when one sent it, else the person's. */
    senderID: uuid().notNull(),
    receiverBusinessID: uuid()
      .notNull()
      .references(() => businesses.id, { onDelete: 'cascade' }),
    /** A preset subject or the sender's own text; plain text as typed. */
    subject: text().notNull(),
    /** The receiving business's product the request is about; the thread stays when the product goes. */
    productID: uuid().references(() => products.id, { onDelete: 'set null' }),
    status: text().$type<InquiryStatus>().notNull().default('open'),
    closedBy: char({ length: 1 }).$type<InquirySide>(),
    closedAt: timestamp({ withTimezone: true }),
    /**
     * When each side marked the deal closed (a separate outcome from ending the conversation); once both have, the deal
     * is closed at the later of the two and the sender side may review the receiver.
     */
    senderDealClosedAt: timestamp({ withTimezone: true }),
    receiverDealClosedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    lastMessageAt: timestamp({ withTimezone: true, precision: 3 }).notNull().defaultNow(),
    /** The receiving business's first reply: what its response metrics count, read without its messages. */
    receiverRepliedAt: timestamp({ withTimezone: true, precision: 3 }),
  },
  (t) => [
    check('inquiries_not_to_self', sql`${t.senderID} <> ${t.receiverBusinessID}`),
    check('inquiries_closed', sql`(${t.status} = 'closed') = (${t.closedAt} is not null)`),
    // A business's requests by date: its response metrics read the last 90 days of them.
    index().on(t.receiverBusinessID, t.createdAt),
    index().on(t.senderUserID),
    index().on(t.senderBusinessID),
  ],
);

/** A message of a thread, by the side that wrote it and the person who typed it; plain text as typed. */
export const inquiryMessages = pgTable(
  'inquiry_messages',
  {
    id: uuid().primaryKey(),
    inquiryID: uuid()
      .notNull()
      .references(() => inquiries.id, { onDelete: 'cascade' }),
    side: char({ length: 1 }).$type<InquirySide>().notNull(),
    authorUserID: uuid().references(() => users.id, { onDelete: 'set null' }),
    content: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index().on(t.inquiryID, t.createdAt, t.id)],
);

/**
 * Each identity's view of a thread, one row for each of its two sides: what the message center lists and counts. A
 * list is a walk of the (identity, last activity) index from a cursor, so a business with 10,000 threads opens its
 * first page as fast as one with 3; the unread count reads only the unread rows of the partial index.
 */
export const inquiryParticipants = pgTable(
  'inquiry_participants',
  {
    identityID: uuid().notNull(),
    inquiryID: uuid()
      .notNull()
      .references(() => inquiries.id, { onDelete: 'cascade' }),
    side: char({ length: 1 }).$type<InquirySide>().notNull(),
    /** The other side's identity, whose name the list shows and searches. */
    counterpartID: uuid().notNull(),
    /** In milliseconds, as a page's cursor carries it (a JavaScript date), so that the next page starts exactly after it. */
    lastActivityAt: timestamp({ withTimezone: true, precision: 3 }).notNull(),
    /** The other side wrote since this identity last read the thread. */
    unread: boolean().notNull(),
    readAt: timestamp({ withTimezone: true }),
    /**
     * The other side's name and the subject, as the list's search matches them: written by a trigger as the row is
     * made, and again when the other side renames itself (migration 0018).
     */
    searchText: text().notNull().default(''),
  },
  (t) => [
    primaryKey({ columns: [t.identityID, t.inquiryID] }),
    // Ascending, read backwards for newest first: that walk gives `desc` its default nulls-first order, which an index
    // declared `desc nulls last` could not serve.
    index('inquiry_participants_activity').on(t.identityID, t.lastActivityAt, t.inquiryID),
    index('inquiry_participants_unread')
      .on(t.identityID)
      .where(sql`${t.unread}`),
    index().on(t.inquiryID),
    index().on(t.counterpartID),
    // A search that matches few threads, or none, reads its few matches here instead of walking all of an identity's.
    index('inquiry_participants_search_trgm')
      .using('gin', t.searchText.op('gin_trgm_ops'))
      .with({ fastupdate: false }),
  ],
);
