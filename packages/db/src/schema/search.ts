import {
  char,
  customType,
  foreignKey,
  index,
  integer,
  pgEnum,
  pgTable,
  primaryKey,
  real,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';

/**
 * A full-text search document. The database computes it (triggers of migration 0005 calling the
 * `*_search_document` functions), so the application never writes it and reads it only inside search queries.
 */
export const tsvector = customType<{ data: string; driverData: string }>({
  dataType: () => 'tsvector',
});

/** A full-text search query, as `plainto_tsquery` makes it. */
export const tsquery = customType<{ data: string; driverData: string }>({
  dataType: () => 'tsquery',
});

/**
 * The vocabulary typo tolerance corrects keywords against: the words (lower case, length 3 or more) of names,
 * keywords and category names, filled by the same triggers. Words are kept when their last user goes, so a
 * correction is only offered when it finds something.
 */
export const searchTerms = pgTable('search_terms', { term: text().primaryKey() }, (t) => [
  // Without the pending list of fast updates: PGlite has no autovacuum to merge it, and with a long pending list its
  // planner scanned the table instead of using the index (new words are rare once the vocabulary has grown).
  index('search_terms_term_trgm_index').using('gin', t.term.op('gin_trgm_ops')).with({ fastupdate: false }),
]);

/**
 * The kinds of search that have lists of frequent words, each with its narrow search table of one row per searched
 * thing: `product_search` (migration 0008) and `user_search` (migration 0015).
 */
export const searchKind = pgEnum('search_kind', ['product', 'user']);

/**
 * The words found in many documents of a kind (at least `FREQUENT_SEARCH_TERMS.minMatches`), chosen by
 * `search_refresh_frequent_terms` (migrations 0009, 0012), with their best-ranked documents listed in `search_top`. A
 * search of one such word reads its page from that list and its total from `search_term_counts` instead of ranking and
 * counting every match (196,000 for "steel" at 1,000,000 products). The list holds exactly the matches that rank at or
 * above its cutoff (score, creation time, id), none when the list holds every match; the triggers keep it so through
 * every write, whatever its length then.
 */
export const searchFrequentTerms = pgTable(
  'search_frequent_terms',
  {
    kind: searchKind().notNull(),
    lexeme: text().notNull(),
    /** The query of this one word, as `plainto_tsquery` makes it: a search of the word is recognised by it. */
    query: tsquery().notNull(),
    cutoffScore: real(),
    cutoffCreatedAt: timestamp({ withTimezone: true }),
    cutoffID: uuid(),
  },
  (t) => [primaryKey({ columns: [t.kind, t.lexeme] }), unique().on(t.kind, t.query)],
);

/**
 * The best-ranked documents of each frequent word, in ranking order (see `searchFrequentTerms`). The id is a product's
 * or a person's; the triggers of their search tables take a removed one out of every list.
 */
export const searchTop = pgTable(
  'search_top',
  {
    kind: searchKind().notNull(),
    lexeme: text().notNull(),
    id: uuid().notNull(),
    /** Null for a person who has not given a country. */
    countryCode: char({ length: 2 }),
    /** The rank for this word alone times the search boost (1 for people), as a search computes it. */
    score: real().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.kind, t.lexeme, t.id] }),
    foreignKey({
      columns: [t.kind, t.lexeme],
      foreignColumns: [searchFrequentTerms.kind, searchFrequentTerms.lexeme],
    }).onDelete('cascade'),
    // Ascending: read backwards they give `score desc, created_at desc, id desc` as searches order a list, and forwards
    // its last one (the cutoff). Drizzle's `desc()` writes DESC NULLS LAST, which no plain `desc` order matches, so the
    // lists were read whole and sorted (250 rows for a page of 5).
    index().on(t.kind, t.lexeme, t.score, t.createdAt, t.id),
    index().on(t.kind, t.lexeme, t.countryCode, t.score, t.createdAt, t.id),
    index().on(t.kind, t.id),
  ],
);

/**
 * How many documents of each country (null: none given) contain each frequent word, kept by triggers: the exact total
 * of its search.
 */
export const searchTermCounts = pgTable(
  'search_term_counts',
  {
    kind: searchKind().notNull(),
    lexeme: text().notNull(),
    countryCode: char({ length: 2 }),
    matches: integer().notNull(),
  },
  (t) => [
    // People without a country are counted in one row of their own, which the upsert of the triggers finds.
    unique().on(t.kind, t.lexeme, t.countryCode).nullsNotDistinct(),
    foreignKey({
      columns: [t.kind, t.lexeme],
      foreignColumns: [searchFrequentTerms.kind, searchFrequentTerms.lexeme],
    }).onDelete('cascade'),
  ],
);

/**
 * Words and phrases that mean the same to a buyer ("pipe", "tube"; "oem", "private label"), kept by the
 * administration. A search holding one of a group's terms also finds what each other term finds (applied when the
 * keyword is read, so an edit counts at once and no document is rewritten). Terms are lower case, in the singular.
 */
export const searchSynonyms = pgTable('search_synonyms', {
  id: uuid().primaryKey(),
  terms: text().array().notNull(),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});
