import { and, desc, eq, sql, tables, type Database } from '@b2b/db';
import type { SQLWrapper } from 'drizzle-orm';

const { businesses, productSearch, productSearchCounts, users, searchTerms } = tables;

/**
 * How results are ordered: relevance × the business's boost, then newest, then id (stable paging).
 *
 * Relevance is `ts_rank` with the weights below for the document's parts D, C, B, A (PostgreSQL's defaults): a company
 * or product name (A) counts 2.5 times an industry or category name (B), 5 times a short description (C), 10 times the
 * rest (D). The boost is the database's `business_search_boost` (migration 0008: Platinum and Premium 1.3, Gold 1.15,
 * Standard 1, verified × 1.1), kept for each product in `product_search`; its largest value, 1.43, is less than the 2.5
 * between A and B, so a paid member matching by its description or categories never outranks a name match.
 */
export const SEARCH_RANKING = {
  /** `ts_rank` weights of the parts D, C, B, A. */
  weights: [0.1, 0.2, 0.4, 1.0],
  /**
   * Typo tolerance: a vocabulary word replaces a keyword word from this trigram similarity on (pg_trgm's default, also
   * the threshold of the `%` that finds the candidates through the index): "hydrolic" is 0.46 from "hydraulic", "stell"
   * 0.33 from "steel", "pupm" only 0.25 from "pump". A correction is only used when it finds more than the keyword.
   */
  typoSimilarity: 0.3,
} as const;

/** The text search configuration of the documents (migration 0005 says why English). */
const tsquery = (words: string[]) => sql`plainto_tsquery('english', ${words.join(' ')})`;

const weights = sql.raw(`'{${SEARCH_RANKING.weights.join(',')}}'::real[]`);

export interface SearchPage {
  skip: number;
  size: number;
}
export interface SearchHits {
  ids: string[];
  total: number;
}

const windowTotal = sql<number>`count(*) over ()`.mapWith(Number);

export function searchRepository(db: Database) {
  /**
   * A page of the ranked matches with the exact total. The ranked rows (id, created_at, score) are made in a subquery
   * that `offset 0` keeps from being merged into the outer query: merged, the window count buffered whole rows,
   * documents included, and spilled to disk on a common term (seen with 35,000 matches). The count rides on the query
   * that reads every match anyway; past the last page it has no row to ride on, so it is asked for apart.
   */
  async function rankedPage(ranked: SQLWrapper, countAll: () => Promise<number>, page: SearchPage) {
    const rows = await db
      .select({ id: sql<string>`ranked.id`, total: windowTotal })
      .from(sql`(${ranked} offset 0) as ranked`)
      .orderBy(sql`ranked.score desc, ranked.created_at desc, ranked.id desc`)
      .offset(page.skip)
      .limit(page.size);
    const total = rows[0]?.total ?? (page.skip > 0 ? await countAll() : 0);
    return { ids: rows.map((r) => r.id), total };
  }

  return {
    /** Businesses of one type matching every word (all of them for no words), ranked; one country or all. */
    async businesses(
      words: string[],
      filter: { businessType: string; country?: string | undefined },
      page: SearchPage,
    ) {
      const filters = and(
        eq(businesses.businessType, filter.businessType),
        filter.country ? eq(businesses.countryCode, filter.country) : undefined,
      );
      if (words.length === 0) {
        const [rows, total] = await Promise.all([
          db
            .select({ id: businesses.id })
            .from(businesses)
            .where(filters)
            .orderBy(desc(businesses.createdAt), desc(businesses.id))
            .offset(page.skip)
            .limit(page.size),
          db.$count(businesses, filters),
        ]);
        return { ids: rows.map((r) => r.id), total };
      }
      const query = tsquery(words);
      const matching = and(filters, sql`${businesses.searchDocument} @@ ${query}`);
      const rank = sql`ts_rank(${weights}, ${businesses.searchDocument}, ${query}) * business_search_boost(${businesses.subscription}, ${businesses.verified})`;
      return rankedPage(
        db
          .select({ id: businesses.id, createdAt: businesses.createdAt, score: rank.as('score') })
          .from(businesses)
          .where(matching),
        () => db.$count(businesses, matching),
        page,
      );
    },

    /** Products matching every word (all of them for no words), ranked; of businesses of one country or all. */
    async products(words: string[], filter: { country?: string | undefined }, page: SearchPage) {
      const inCountry = filter.country ? eq(productSearch.countryCode, filter.country) : undefined;
      if (words.length === 0) {
        const [rows, total] = await Promise.all([
          db
            .select({ id: productSearch.productId })
            .from(productSearch)
            .where(inCountry)
            .orderBy(desc(productSearch.createdAt), desc(productSearch.productId))
            .offset(page.skip)
            .limit(page.size),
          db
            .select({ total: sql<number>`coalesce(sum(${productSearchCounts.products}), 0)`.mapWith(Number) })
            .from(productSearchCounts)
            .where(filter.country ? eq(productSearchCounts.countryCode, filter.country) : undefined),
        ]);
        return { ids: rows.map((r) => r.id), total: total[0]?.total ?? 0 };
      }
      const query = tsquery(words);
      const matching = and(sql`${productSearch.document} @@ ${query}`, inCountry);
      return rankedPage(
        db
          .select({
            id: sql`${productSearch.productId}`.as('id'),
            createdAt: productSearch.createdAt,
            score:
              sql`ts_rank(${weights}, ${productSearch.document}, ${query}) * ${productSearch.searchBoost}`.as(
                'score',
              ),
          })
          .from(productSearch)
          .where(matching),
        () => db.$count(productSearch, matching),
        page,
      );
    },

    /** People matching every word (everyone for no words), by relevance; of one country or all. */
    async users(words: string[], filter: { country?: string | undefined }, page: SearchPage) {
      const inCountry = filter.country ? eq(users.countryCode, filter.country) : undefined;
      if (words.length === 0) {
        const [rows, total] = await Promise.all([
          db
            .select({ id: users.id })
            .from(users)
            .where(inCountry)
            .orderBy(desc(users.createdAt), desc(users.id))
            .offset(page.skip)
            .limit(page.size),
          db.$count(users, inCountry),
        ]);
        return { ids: rows.map((r) => r.id), total };
      }
      const query = tsquery(words);
      const matching = and(sql`${users.searchDocument} @@ ${query}`, inCountry);
      return rankedPage(
        db
          .select({
            id: users.id,
            createdAt: users.createdAt,
            score: sql`ts_rank(${weights}, ${users.searchDocument}, ${query})`.as('score'),
          })
          .from(users)
          .where(matching),
        () => db.$count(users, matching),
        page,
      );
    },

    /**
     * Each word as written when documents of the searched kind contain it (or it is a stop word), otherwise the closest
     * vocabulary word by trigram similarity, or the word itself when none is close. `%` on the single-word `term`
     * column is the form the GIN trigram index serves (on PostgreSQL 15 `word_similarity` was seen scanning).
     */
    async closestWords(words: string[], documents: 'businesses' | 'products' | 'users'): Promise<string[]> {
      const { table, document } = {
        businesses: { table: businesses, document: businesses.searchDocument },
        products: { table: productSearch, document: productSearch.document },
        users: { table: users, document: users.searchDocument },
      }[documents];
      const list = sql`array[${sql.join(
        words.map((w) => sql`${w}`),
        sql`, `,
      )}]::text[]`;
      const rows = await db
        .select({
          word: sql<string>`case
            when numnode(plainto_tsquery('english', w.word)) = 0
              or exists (select from ${table} where ${document} @@ plainto_tsquery('english', w.word))
            then w.word
            else coalesce(
              (select ${searchTerms.term} from ${searchTerms}
               where ${searchTerms.term} % w.word and similarity(${searchTerms.term}, w.word) >= ${SEARCH_RANKING.typoSimilarity}
               order by similarity(${searchTerms.term}, w.word) desc, ${searchTerms.term}
               limit 1),
              w.word)
            end`,
        })
        .from(sql`unnest(${list}) with ordinality as w(word, position)`)
        .orderBy(sql`w.position`);
      return rows.map((r) => r.word);
    },

    /** The newest businesses of each of these types, `perType` each, newest first. */
    async lastRegistered(types: readonly string[], perType: number): Promise<string[]> {
      const rows = await db
        .select({ id: sql<string>`newest.id` })
        .from(
          sql`unnest(array[${sql.join(
            types.map((t) => sql`${t}`),
            sql`, `,
          )}]::bpchar[]) as wanted(code)
          cross join lateral (
            select ${businesses.id} as id, ${businesses.createdAt} as created_at from ${businesses}
            where ${businesses.businessType} = wanted.code
            order by ${businesses.createdAt} desc, ${businesses.id} desc
            limit ${perType}
          ) as newest`,
        )
        .orderBy(sql`newest.created_at desc, newest.id desc`);
      return rows.map((r) => r.id);
    },
  };
}

export type SearchRepository = ReturnType<typeof searchRepository>;
