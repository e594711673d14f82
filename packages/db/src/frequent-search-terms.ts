import { sql } from 'drizzle-orm';
import type { Database } from './client.ts';

/**
 * Which words product search reads from precomputed lists (migration 0009): those found in at least `minProducts`
 * products, each with its `listSize` best-ranked products (50 pages of 5). Below that many matches, ranking every match
 * is as fast as the typical two-word search (1,241 matches: p95 40 ms under 10 clients at 1,000,000 products).
 */
export const FREQUENT_SEARCH_TERMS = { minProducts: 2000, listSize: 250 } as const;

/**
 * Chooses the frequent words anew and remakes their lists and counts; answers how many words there are. Product writes
 * wait while it runs (about 3 minutes at 1,000,000 products), so it belongs after a bulk load or in a quiet hour.
 */
export async function refreshFrequentSearchTerms(
  db: Database,
  terms: { minProducts: number; listSize: number } = FREQUENT_SEARCH_TERMS,
): Promise<number> {
  // Both drivers answer `{ rows }`; the shared Database type leaves the result untyped.
  const result = (await db.execute(
    sql`select product_search_refresh_frequent_terms(${terms.minProducts}, ${terms.listSize}) as words`,
  )) as unknown as { rows: { words: number | string }[] };
  return Number(result.rows[0]?.words ?? 0);
}
