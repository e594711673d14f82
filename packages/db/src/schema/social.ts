import type { ResourceType } from '@b2b/contracts';
import { index, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { businesses } from './businesses.ts';
import { users } from './users.ts';

/**
 * One like per actor and resource: the actor is the person, or the business they acted as. The primary key is what keeps
 * counters right when the same like arrives twice at once.
 */
export const reactions = pgTable(
  'reactions',
  {
    resourceID: uuid().notNull(),
    /** The user's id, or the business's id when they acted as it. */
    actorID: uuid().notNull(),
    resourceType: text().$type<ResourceType>().notNull(),
    userID: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    businessID: uuid().references(() => businesses.id, { onDelete: 'cascade' }),
    reactionType: text().$type<'like'>().notNull().default('like'),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.resourceID, t.actorID] }), index().on(t.actorID)],
);

/** A person following a business. */
export const follows = pgTable(
  'follows',
  {
    resourceID: uuid()
      .notNull()
      .references(() => businesses.id, { onDelete: 'cascade' }),
    userID: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.resourceID, t.userID] }), index().on(t.userID)],
);

/** A comment on a post, product or business, or a reply to a comment; plain text, shown escaped. */
export const comments = pgTable(
  'comments',
  {
    id: uuid().primaryKey(),
    resourceID: uuid().notNull(),
    resourceType: text().$type<ResourceType>().notNull(),
    content: text().notNull(),
    userID: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Set when the person commented as one of their businesses. */
    businessID: uuid().references(() => businesses.id, { onDelete: 'cascade' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index().on(t.resourceID, t.createdAt)],
);
