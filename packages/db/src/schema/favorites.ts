import { index, pgTable, primaryKey, timestamp, uuid } from 'drizzle-orm/pg-core';
import { businesses } from './businesses.ts';
import { products } from './products.ts';
import { users } from './users.ts';

/** Businesses a user keeps with Save Business; gone with the business or the user. */
export const favoriteBusinesses = pgTable(
  'favorite_businesses',
  {
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    businessId: uuid()
      .notNull()
      .references(() => businesses.id, { onDelete: 'cascade' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.businessId] }), index().on(t.userId, t.createdAt)],
);

/** Products a user keeps with Save Product; gone with the product or the user. */
export const favoriteProducts = pgTable(
  'favorite_products',
  {
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    productId: uuid()
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.productId] }), index().on(t.userId, t.createdAt)],
);
