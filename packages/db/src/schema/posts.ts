import type { Image, TimelineType } from '@b2b/contracts';
import { sql } from 'drizzle-orm';
import { check, index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { businesses } from './businesses.ts';
import { users } from './users.ts';

/**
 * A post on a timeline: a person's own, or a business's when the person posted as it. Ids are UUID version 7, so their
 * order is the order of creation: the newsfeed and the timelines page by id on the (timeline, id) index, and a post
 * removed meanwhile does not break a cursor.
 */
export const posts = pgTable(
  'posts',
  {
    id: uuid().primaryKey(),
    /** The person who wrote it, also when they posted as one of their businesses. */
    userID: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Set when the person posted as one of their businesses. */
    businessID: uuid().references(() => businesses.id, { onDelete: 'cascade' }),
    /** The business's id when one posted, else the person's: whose timeline and whose feed entry it is. */
    timelineID: uuid().notNull(),
    timelineType: text().$type<TimelineType>().notNull(),
    /** Plain text as typed, shown escaped. */
    content: text().notNull(),
    picture: jsonb().$type<Image>(),
    createdAt: timestamp({ withTimezone: true, precision: 3 }).notNull().defaultNow(),
  },
  (t) => [
    check('posts_timeline', sql`${t.timelineID} = coalesce(${t.businessID}, ${t.userID})`),
    check('posts_timeline_type', sql`(${t.timelineType} = 'business') = (${t.businessID} is not null)`),
    index().on(t.timelineID, t.id),
    index().on(t.userID),
  ],
);
