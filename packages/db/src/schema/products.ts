import type { Image, Spec } from '@b2b/contracts';
import { sql } from 'drizzle-orm';
import {
  boolean,
  char,
  index,
  integer,
  jsonb,
  pgTable,
  real,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
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
    businessID: uuid()
      .notNull()
      .references(() => businesses.id, { onDelete: 'cascade' }),
    name: text().notNull(),
    keywords: text().array().notNull().default([]),
    description: text().notNull(),
    industryID: uuid()
      .notNull()
      .references(() => industries.id),
    categoryID: uuid()
      .notNull()
      .references(() => categories.id),
    subcategoryID: uuid().references(() => subcategories.id),
    leadTime: text(),
    stock: boolean().notNull().default(false),
    specs: jsonb().$type<Spec[]>().notNull().default([]),
    mainImage: jsonb().$type<Image>(),
    images: jsonb().$type<Image[]>().notNull().default([]),
    videos: jsonb().$type<StoredVideo[]>().notNull().default([]),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index().on(t.businessID, t.createdAt)],
);

/**
 * What product search reads, one row per product, kept by the database (migration 0008): the search document (name and
 * keywords A, reference names B, description C, specs D), the business's search boost and country, and the product's
 * creation time. Apart from the wide product row (2 KB, pictures and specifications, half of it out of line) a ranked
 * search touches half as many pages: at 1,000,000 products it answered three times as many keyword searches a second.
 */
export const productSearch = pgTable(
  'product_search',
  {
    productID: uuid()
      .primaryKey()
      .references(() => products.id, { onDelete: 'cascade' }),
    createdAt: timestamp({ withTimezone: true }).notNull(),
    searchBoost: real().notNull().default(1),
    countryCode: char({ length: 2 }).notNull(),
    document: tsvector().notNull(),
    /** The facets of a product search (migration 0026): the product's category (its reference is the product's), ... */
    categoryID: uuid().notNull(),
    /** ... the first number of days of its lead time (`product_lead_time_days`), null without one, ... */
    leadTimeDays: integer(),
    /** ... and whether its business is verified. */
    verified: boolean().notNull().default(false),
    /** The product's name, for suggestions as a buyer types (migration 0027). */
    name: text().notNull().default(''),
  },
  (t) => [
    // Without fast updates, as `search_terms`: PGlite has no autovacuum to merge their pending list, and with the list
    // its planner scanned the whole table even for a word of seven matches.
    index().using('gin', t.document).with({ fastupdate: false }),
    index().on(t.countryCode, t.createdAt),
    index().on(t.createdAt),
    // The newest products of a category, for a category chosen without a keyword.
    index().on(t.categoryID, t.createdAt),
    // Names that begin with the typed text, in name order: a suggestion reads a few entries whatever the catalogue.
    index('product_search_name_prefix_index').using('btree', sql`lower(${t.name}) text_pattern_ops`),
    index('product_search_country_name_prefix_index').using(
      'btree',
      t.countryCode,
      sql`lower(${t.name}) text_pattern_ops`,
    ),
  ],
);

/**
 * How many products hold each combination of facet values (country, category, lead-time bucket, verified), kept by
 * triggers on `product_search` (migration 0028): for every product under the lexeme '', and for each frequent product
 * word (`search_frequent_terms`) under the word. A search without keyword, or of one frequent word, reads its total and
 * its facet counts from these few thousand rows instead of counting up to a million matches (1.4 s under load for the
 * total alone, 0.3 s for the counts at 62,000 products).
 */
export const productFacetCounts = pgTable(
  'product_facet_counts',
  {
    lexeme: text().notNull(),
    countryCode: char({ length: 2 }).notNull(),
    categoryID: uuid().notNull(),
    /** The lead-time facet's bucket (`product_lead_time_bucket`), null for a product without one. */
    leadTime: text(),
    verified: boolean().notNull(),
    products: integer().notNull(),
  },
  (t) => [
    // A product without a lead time is counted in a row of its own, which the upsert of the triggers finds.
    unique('product_facet_counts_key')
      .on(t.lexeme, t.countryCode, t.categoryID, t.leadTime, t.verified)
      .nullsNotDistinct(),
  ],
);
