import { sql } from 'drizzle-orm';
import type { Database } from './client.ts';
import { rowsOf } from './rows.ts';
import { searchKind } from './schema/search.ts';

/** A kind of search with lists of frequent words: products or people. */
export type SearchKind = (typeof searchKind.enumValues)[number];

/**
 * Which words a search reads from precomputed lists (migrations 0009, 0012): those found in at least `minMatches`
 * products (or people), each with its `listSize` best-ranked ones (50 pages of 5). Below that many matches, ranking every
 * match is as fast as the typical two-word search (1,241 matches: p95 40 ms under 10 clients at 1,000,000 products).
 */
export const FREQUENT_SEARCH_TERMS = { minMatches: 2000, listSize: 250 } as const;

/**
 * Chooses the frequent words of every kind anew and remakes their lists and counts; answers how many words each kind
 * has. Writes of a kind wait while its lists are made (about 3 minutes at 1,000,000 products), so it belongs after a
 * bulk load or in a quiet hour.
 */
export async function refreshFrequentSearchTerms(
  db: Database,
  terms: { minMatches: number; listSize: number } = FREQUENT_SEARCH_TERMS,
): Promise<Record<SearchKind, number>> {
  const words = {} as Record<SearchKind, number>;
  for (const kind of searchKind.enumValues) {
    const [row] = await rowsOf<{ words: number | string }>(
      db,
      sql`select search_refresh_frequent_terms(${kind}, ${terms.minMatches}, ${terms.listSize}) as words`,
    );
    words[kind] = Number(row?.words ?? 0);
  }
  return words;
}
