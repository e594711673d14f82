import type { NotificationType } from '@b2b/contracts';
import { sql } from 'drizzle-orm';
import { bigint, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { businesses } from './businesses.ts';
import { users } from './users.ts';

/**
 * Something that happened to an identity's things: its post or comment liked or commented on, its business followed or
 * commented on, its product commented on, an inquiry or a message received. A business's notifications are its people's;
 * one of them reading them reads them for all, as with the business's inquiries.
 */
export const notifications = pgTable(
  'notifications',
  {
    id: bigint({ mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    /** The person, or the business, whose thing it is. */
    recipientID: uuid().notNull(),
    type: text().$type<NotificationType>().notNull(),
    /** Who did it: a person, acting as one of their businesses when `actorBusinessID` is set. */
    actorUserID: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    actorBusinessID: uuid().references(() => businesses.id, { onDelete: 'cascade' }),
    /** What it is about and links to: the post, comment, product, business or inquiry. */
    subjectID: uuid().notNull(),
    /** What the actor made, when they made something: the comment, the reply or the message. */
    detailID: uuid(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    readAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    index().on(t.recipientID, t.id),
    index('notifications_unread_idx')
      .on(t.recipientID)
      .where(sql`${t.readAt} is null`),
    index().on(t.subjectID),
  ],
);
