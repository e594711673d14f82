import { customType, index, pgTable, text } from 'drizzle-orm/pg-core';

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
