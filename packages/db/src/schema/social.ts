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
    resourceId: uuid().notNull(),
    /** The user's id, or the business's id when they acted as it. */
    actorId: uuid().notNull(),
    resourceType: text().$type<ResourceType>().notNull(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    businessId: uuid().references(() => businesses.id, { onDelete: 'cascade' }),
    reactionType: text().$type<'like'>().notNull().default('like'),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.resourceId, t.actorId] }), index().on(t.actorId)],
);

/** A person following a business. */
export const follows = pgTable(
  'follows',
  {
    resourceId: uuid()
      .notNull()
      .references(() => businesses.id, { onDelete: 'cascade' }),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.resourceId, t.userId] }), index().on(t.userId)],
);

/** A comment on a post, product or business, or a reply to a comment; plain text, shown escaped. */
export const comments = pgTable(
  'comments',
  {
    id: uuid().primaryKey(),
    resourceId: uuid().notNull(),
    resourceType: text().$type<ResourceType>().notNull(),
    content: text().notNull(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Set when the person commented as one of their businesses. */
    businessId: uuid().references(() => businesses.id, { onDelete: 'cascade' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index().on(t.resourceId, t.createdAt)],
);
