import type { Image, Spec } from '@b2b/contracts';
import { sql } from 'drizzle-orm';
import { boolean, char, index, jsonb, pgTable, real, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { businesses } from './businesses.ts';
import { categories, industries, subcategories } from './refdata.ts';
import { tsvector } from './search.ts';

export interface StoredVideo {
  videoID: string;
  url: string;
}

/** A product of a business's showcase. */
export const products = pgTable(
  'products',
  {
    id: uuid().primaryKey(),
    businessId: uuid()
      .notNull()
      .references(() => businesses.id, { onDelete: 'cascade' }),
    name: text().notNull(),
    keywords: text().array().notNull().default([]),
    description: text().notNull(),
    industryId: uuid()
      .notNull()
      .references(() => industries.id),
    categoryId: uuid()
      .notNull()
      .references(() => categories.id),
    subcategoryId: uuid().references(() => subcategories.id),
    leadTime: text(),
    stock: boolean().notNull().default(false),
    specs: jsonb().$type<Spec[]>().notNull().default([]),
    mainImage: jsonb().$type<Image>(),
    images: jsonb().$type<Image[]>().notNull().default([]),
    videos: jsonb().$type<StoredVideo[]>().notNull().default([]),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /** Kept by the database (migration 0005): name and keywords A, reference names B, description C, specs D. */
    searchDocument: tsvector()
      .notNull()
      .default(sql`''::tsvector`),
    /**
     * Kept by the database from the business (migration 0008): its search priority and country, so that ranking and the
     * country filter read the product row alone instead of joining every match to its business.
     */
    searchBoost: real().notNull().default(1),
    countryCode: char({ length: 2 }),
  },
  (t) => [
    index().on(t.businessId, t.createdAt),
    index().on(t.createdAt),
    index().using('gin', t.searchDocument),
    index().on(t.countryCode, t.createdAt),
  ],
);
