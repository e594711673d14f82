import { ProductSearchAnswerSchema, UserSearchAnswerSchema } from '@b2b/contracts';
import { and, eq, refreshFrequentSearchTerms, sql, tables, type Database, type SearchKind } from '@b2b/db';
import { expect } from 'vitest';
import type { App } from '../app.ts';

/** Lists of 3 for every word in 6 or more: small enough for a handful of test rows to fill and pass them. */
const LISTS = { minMatches: 6, listSize: 3 };
/** Pages of 2: the list of 3 serves the first page whole and the second only in part. */
const PAGE_SIZE = 2;

interface Page {
  ids: string[];
  total: number;
  facets?: unknown;
}

/**
 * Each kind's search route, the ids and total of its answer (and its facets, asked for on a first page), and the
 * filters its searches are also compared under: facet filters, whose totals and counts come from kept counts too.
 */
const ROUTES: Record<
  SearchKind,
  { url: string; page: (body: unknown) => Page; filtered: Record<string, object> }
> = {
  product: {
    url: '/api/search/product',
    page: (body) => {
      const answer = ProductSearchAnswerSchema.parse(body);
      return {
        ids: answer.results.map((r) => r.productID),
        total: answer.total_results,
        facets: answer.facets,
      };
    },
    filtered: { verified: { verified: true }, unverifiedInChina: { verified: false, country: 'CN' } },
  },
  user: {
    url: '/api/user/search',
    filtered: {},
    page: (body) => {
      const answer = UserSearchAnswerSchema.parse(body);
      return { ids: answer.profiles.map((p) => p.userID), total: answer.totalResults };
    },
  },
};

/**
 * The searches of one word of one kind (products or people) that the exactness tests of the lists of frequent words
 * compare: every page, in all countries and in China, served from the word's list where it reaches and by ranking
 * every match otherwise.
 */
export function frequentWordSearches(app: App, db: Database, kind: SearchKind, word: string) {
  const route = ROUTES[kind];

  /**
   * Every page of the word's search under the filters (one country or all, facets): the ids of each page and the
   * total each page reports, with the first page's facet counts where the kind has facets.
   */
  async function everyPage(filters: object = {}) {
    const pages: Page[] = [];
    for (let skip = 0; skip === 0 || skip < pages[0]!.total + PAGE_SIZE; skip += PAGE_SIZE) {
      const response = await app.inject({
        method: 'POST',
        url: route.url,
        payload: {
          textQuery: word,
          skip,
          size: PAGE_SIZE,
          ...filters,
          ...(skip === 0 && kind === 'product' ? { facets: true } : {}),
        },
      });
      expect(response.statusCode, response.body).toBe(200);
      pages.push(route.page(response.json()));
    }
    return pages;
  }

  const searches = async () => {
    const filtered: Record<string, Page[]> = {};
    for (const [name, filters] of Object.entries(route.filtered)) filtered[name] = await everyPage(filters);
    return { all: await everyPage(), china: await everyPage({ country: 'CN' }), filtered };
  };

  /** The ids of the word's list, best first. */
  async function listed(): Promise<string[]> {
    const rows = await db
      .select({ id: tables.searchTop.id })
      .from(tables.searchTop)
      .where(and(eq(tables.searchTop.kind, kind), eq(tables.searchTop.lexeme, word)))
      .orderBy(sql`score desc, created_at desc, id desc`);
    return rows.map((r) => r.id);
  }

  return {
    searches,
    listed,

    /** Remakes the lists of frequent words of both kinds with the small sizes above. */
    refresh: () => refreshFrequentSearchTerms(db, LISTS),

    /**
     * Searches ranking every match, makes the lists, and checks that the word's list holds the ranking's first ids and
     * that every page and total is the same read from it. Answers the ranked searches.
     */
    async expectListsMatchRanking() {
      const ranked = await searches();
      await refreshFrequentSearchTerms(db, LISTS);
      expect(await listed()).toEqual([...ranked.all[0]!.ids, ranked.all[1]!.ids[0]]);
      expect(await searches()).toEqual(ranked);
      return ranked;
    },

    /**
     * Checks searches read from the lists (`fromLists`) against the same searches with no word of this kind frequent
     * any more, so that every match is ranked.
     */
    async expectSameAsRankingEveryMatch(fromLists: Awaited<ReturnType<typeof searches>>) {
      await db.delete(tables.searchFrequentTerms).where(eq(tables.searchFrequentTerms.kind, kind));
      expect(fromLists).toEqual(await searches());
    },
  };
}
