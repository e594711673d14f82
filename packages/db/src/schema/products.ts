import type { Image, Spec } from '@b2b/contracts';
import {
  boolean,
  char,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  real,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { businesses } from './businesses.ts';
import { categories, industries, subcategories } from './refdata.ts';
import { tsquery, tsvector } from './search.ts';

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
  },
  (t) => [index().on(t.businessId, t.createdAt)],
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
    productId: uuid()
      .primaryKey()
      .references(() => products.id, { onDelete: 'cascade' }),
    createdAt: timestamp({ withTimezone: true }).notNull(),
    searchBoost: real().notNull().default(1),
    countryCode: char({ length: 2 }).notNull(),
    document: tsvector().notNull(),
  },
  (t) => [
    // Without fast updates, as `search_terms`: PGlite has no autovacuum to merge their pending list, and with the list
    // its planner scanned the whole table even for a word of seven matches.
    index().using('gin', t.document).with({ fastupdate: false }),
    index().on(t.countryCode, t.createdAt),
    index().on(t.createdAt),
  ],
);

/**
 * How many products each country's businesses show, kept by triggers on `product_search` (migration 0008): the exact
 * total of a search without keyword, which counting a million rows made the slowest search of all (1.4 s under load).
 */
export const productSearchCounts = pgTable('product_search_counts', {
  countryCode: char({ length: 2 }).primaryKey(),
  products: integer().notNull(),
});

/**
 * The words found in many products (at least `FREQUENT_SEARCH_TERMS.minProducts`), chosen by
 * `product_search_refresh_frequent_terms` (migration 0009), with their best-ranked products listed in
 * `product_search_top`. A search of one such word reads its page from that list and its total from
 * `product_search_term_counts` instead of ranking and counting every match (196,000 for "steel" at 1,000,000 products).
 * The list holds exactly the matches that rank at or above its cutoff (score, creation time, product id), none when the
 * list holds every match; the triggers keep it so through every write, whatever its length then.
 */
export const productSearchFrequentTerms = pgTable('product_search_frequent_terms', {
  lexeme: text().primaryKey(),
  /** The query of this one word, as `plainto_tsquery` makes it: a search of the word is recognised by it. */
  query: tsquery().notNull().unique(),
  cutoffScore: real(),
  cutoffCreatedAt: timestamp({ withTimezone: true }),
  cutoffProductId: uuid(),
});

/** The best-ranked products of each frequent word, in ranking order (see `productSearchFrequentTerms`). */
export const productSearchTop = pgTable(
  'product_search_top',
  {
    lexeme: text()
      .notNull()
      .references(() => productSearchFrequentTerms.lexeme, { onDelete: 'cascade' }),
    productId: uuid()
      .notNull()
      .references(() => productSearch.productId, { onDelete: 'cascade' }),
    countryCode: char({ length: 2 }).notNull(),
    /** The product's rank for this word alone times its search boost, as a search computes it. */
    score: real().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.lexeme, t.productId] }),
    index().on(t.lexeme, t.score.desc(), t.createdAt.desc(), t.productId.desc()),
    index().on(t.lexeme, t.countryCode, t.score.desc(), t.createdAt.desc(), t.productId.desc()),
    index().on(t.productId),
  ],
);

/** How many products of each country contain each frequent word, kept by triggers: the exact total of its search. */
export const productSearchTermCounts = pgTable(
  'product_search_term_counts',
  {
    lexeme: text()
      .notNull()
      .references(() => productSearchFrequentTerms.lexeme, { onDelete: 'cascade' }),
    countryCode: char({ length: 2 }).notNull(),
    products: integer().notNull(),
  },
  (t) => [primaryKey({ columns: [t.lexeme, t.countryCode] })],
);
