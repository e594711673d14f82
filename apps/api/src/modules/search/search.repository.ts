import type { Subscription } from '@b2b/contracts';
import { and, desc, eq, sql, tables, type Database } from '@b2b/db';
import type { SQL, SQLWrapper } from 'drizzle-orm';

const { businesses, products, users, searchTerms } = tables;

/**
 * How results are ordered: relevance × membership boost × verified boost, then newest, then id (stable paging).
 *
 * Relevance is `ts_rank` with the weights below for the document's parts D, C, B, A (PostgreSQL's defaults): a company
 * or product name (A) counts 2.5 times an industry or category name (B), 5 times a short description (C), 10 times the
 * rest (D). The largest boost, high priority and verified, is 1.3 × 1.1 = 1.43, less than the 2.5 between A and B: a
 * paid member matching by its description or categories never outranks a name match, while among equal matches
 * Platinum and Premium (high priority) come before Gold (priority), which comes before Standard, and verified before
 * not verified.
 */
export const SEARCH_RANKING = {
  /** `ts_rank` weights of the parts D, C, B, A. */
  weights: [0.1, 0.2, 0.4, 1.0],
  /** The search priority of each membership (section 9 of 02-). */
  subscriptionBoost: { platinum: 1.3, premium: 1.3, gold: 1.15, standard: 1 } satisfies Record<
    Subscription,
    number
  >,
  verifiedBoost: 1.1,
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

/** The membership and verified boosts of a business row, as one factor. */
function boostOf(subscription: SQL | typeof businesses.subscription, verified: typeof businesses.verified) {
  const { subscriptionBoost, verifiedBoost } = SEARCH_RANKING;
  const cases = Object.entries(subscriptionBoost).map(
    ([level, factor]) => sql`when ${level} then ${factor}::float8`,
  );
  return sql`(case ${subscription} ${sql.join(cases, sql` `)} else 1 end) * (case when ${verified} then ${verifiedBoost}::float8 else 1 end)`;
}

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
      const rank = sql`ts_rank(${weights}, ${businesses.searchDocument}, ${query}) * ${boostOf(businesses.subscription, businesses.verified)}`;
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
      const inCountry = filter.country ? eq(businesses.countryCode, filter.country) : undefined;
      if (words.length === 0) {
        const newest = db.select({ id: products.id }).from(products);
        const counted = db.select({ total: sql<number>`count(*)`.mapWith(Number) }).from(products);
        const [rows, [count]] = await Promise.all([
          (inCountry
            ? newest.innerJoin(businesses, eq(businesses.id, products.businessId)).where(inCountry)
            : newest
          )
            .orderBy(desc(products.createdAt), desc(products.id))
            .offset(page.skip)
            .limit(page.size),
          inCountry
            ? counted.innerJoin(businesses, eq(businesses.id, products.businessId)).where(inCountry)
            : counted,
        ]);
        return { ids: rows.map((r) => r.id), total: count?.total ?? 0 };
      }
      const query = tsquery(words);
      const matching = and(sql`${products.searchDocument} @@ ${query}`, inCountry);
      const rank = sql`ts_rank(${weights}, ${products.searchDocument}, ${query}) * ${boostOf(businesses.subscription, businesses.verified)}`;
      return rankedPage(
        db
          .select({ id: products.id, createdAt: products.createdAt, score: rank.as('score') })
          .from(products)
          .innerJoin(businesses, eq(businesses.id, products.businessId))
          .where(matching),
        async () => {
          const [count] = await db
            .select({ total: sql<number>`count(*)`.mapWith(Number) })
            .from(products)
            .innerJoin(businesses, eq(businesses.id, products.businessId))
            .where(matching);
          return count?.total ?? 0;
        },
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
      const document = { businesses, products, users }[documents];
      const list = sql`array[${sql.join(
        words.map((w) => sql`${w}`),
        sql`, `,
      )}]::text[]`;
      const rows = await db
        .select({
          word: sql<string>`case
            when numnode(plainto_tsquery('english', w.word)) = 0
              or exists (select from ${document} where ${document.searchDocument} @@ plainto_tsquery('english', w.word))
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
