import { index, pgTable, primaryKey, timestamp, uuid } from 'drizzle-orm/pg-core';
import { businesses } from './businesses.ts';
import { products } from './products.ts';
import { users } from './users.ts';

/** Businesses a user keeps with Save Business; gone with the business or the user. */
export const favoriteBusinesses = pgTable(
  'favorite_businesses',
  {
    userID: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    businessID: uuid()
      .notNull()
      .references(() => businesses.id, { onDelete: 'cascade' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userID, t.businessID] }), index().on(t.userID, t.createdAt)],
);

/** Products a user keeps with Save Product; gone with the product or the user. */
export const favoriteProducts = pgTable(
  'favorite_products',
  {
    userID: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    productID: uuid()
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userID, t.productID] }), index().on(t.userID, t.createdAt)],
);
