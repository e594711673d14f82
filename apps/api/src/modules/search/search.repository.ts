import { and, desc, eq, sql, tables, type Database, type SearchKind } from '@b2b/db';
import type { SQL, SQLWrapper } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';

const {
  advertisingBoosts,
  businesses,
  productSearch,
  productSearchCounts,
  searchFrequentTerms,
  searchTermCounts,
  searchTop,
  userSearch,
  searchTerms,
} = tables;

/**
 * How results are ordered: relevance × the business's boost, then newest, then id (stable paging).
 *
 * Relevance is the database's `search_rank` (migration 0009): `ts_rank` with the weights 0.1, 0.2, 0.4, 1.0 for the
 * document's parts D, C, B, A, so a company or product name (A) counts 2.5 times an industry or category name (B), 5 times
 * a short description (C), 10 times the rest (D). The lists of frequent words rank with it too. The boost is the
 * database's `business_search_boost` (migration 0008: Platinum and Premium 1.3, Gold 1.15, Standard 1, verified × 1.1),
 * kept for each product in `product_search`; its largest value, 1.43, is less than the 2.5 between A and B, so a paid
 * member matching by its description or categories never outranks a name match.
 */
export const SEARCH_RANKING = {
  /**
   * Typo tolerance: a vocabulary word replaces a keyword word from this trigram similarity on (pg_trgm's default, also
   * the threshold of the `%` that finds the candidates through the index): "hydrolic" is 0.46 from "hydraulic", "stell"
   * 0.33 from "steel", "pupm" only 0.25 from "pump". A correction is only used when it finds more than the keyword.
   */
  typoSimilarity: 0.3,
  /**
   * Added to the score of a product whose document holds a part number of the keyword exactly: far above any
   * relevance × boost (at most about 1.43), so the product that carries the code comes first.
   */
  partNumberBonus: 10,
} as const;

/**
 * The part numbers of the keyword (`partNumbers`), as alternatives: letters and digits only, joined by `|`, or empty.
 * Documents hold them unstemmed (migration 0024), hence 'simple'.
 */
const partNumberQuery = sql`to_tsquery('simple', ${sql.placeholder('codes')})`;
/**
 * The keyword as one text, in the text search configuration of the documents (migration 0005 says why English), or
 * one of its part numbers. Without part numbers it is `plainto_tsquery`'s query itself (`q || ''` is `q`), which the
 * lists of frequent words are found by.
 */
const tsquery = sql`(plainto_tsquery('english', ${sql.placeholder('keyword')}) || ${partNumberQuery})`;

/** A keyword's words and its part numbers (`keywordWords`, `partNumbers`). */
export interface Keyword {
  words: string[];
  codes: string[];
}

export interface SearchPage {
  skip: number;
  size: number;
}
export interface SearchHits {
  ids: string[];
  total: number;
  /** The matches an advertising boost promotes (all of them, not only this page's): they come first. */
  promoted: string[];
}
type RankedHits = Omit<SearchHits, 'promoted'>;

type Values = Record<string, unknown>;
interface Prepared<Row> {
  execute(values: Values): Promise<Row[]>;
}
interface Preparable<Row> {
  prepare(name: string): Prepared<Row>;
}
type Ranked = (values: Values, page: SearchPage) => Promise<RankedHits>;
/** The statements of one kind of search, with one filter (country) or without. */
interface SearchStatements {
  newest: Prepared<{ id: string }>;
  total: Prepared<{ total: number }>;
  /** The list of a frequent word to the page's end (see `frequentWordPage`), or null to rank the matches. */
  frequent?: (values: Values, page: SearchPage) => Promise<RankedHits | null>;
  ranked: Ranked;
  /** The matches of the keyword promoted by a boost running now, best ranked first (see `promotedMatches`). */
  promoted?: Prepared<{ id: string }>;
}

const countAll = sql<number>`count(*)`.mapWith(Number);
const skip = sql.placeholder('skip');
const size = sql.placeholder('size');
const country = sql.placeholder('country');
/**
 * The ids `promoted` lists go first in a ranking (an empty list changes nothing). Looked up in a hashed subplan: with a
 * list of 500 ids over 11,800 matches (PostgreSQL 15, the generic plan of a prepared statement) `= any(list)` added
 * 35 ms to the count of the matches, the hashed `in` nothing measurable.
 */
const promotedIDs = sql`(select unnest(${sql.placeholder('promoted')}::uuid[]))`;
/** A boost runs from its start until, `BOOST_DAYS` later, its end. */
const boostRunning = sql`${advertisingBoosts.endsAt} > now() and ${advertisingBoosts.startsAt} <= now()`;

/**
 * Every search is a statement prepared once per connection, with its values passed apart: planning the statements of a
 * search and of its cards cost more than running them (at 1,000,000 products, the 5 statements of a keyword search ran
 * 400 times a second unprepared and 590 prepared). A filter that is there or not makes two statements, each with a plan
 * of its own.
 */
export function searchRepository(db: Database) {
  /**
   * A page of the ranked matches with the exact total, the promoted ones first. The ranked rows (id, created_at, score,
   * promoted) are made in a subquery
   * that `offset 0` keeps from being merged into the outer query: merged, the window count buffered whole rows,
   * documents included, and spilled to disk on a common term (seen with 35,000 matches). The count rides on the query
   * that reads every match anyway; past the last page it has no row to ride on, so it is asked for apart.
   */
  function rankedPage(name: string, ranked: SQLWrapper, matches: Preparable<{ total: number }>): Ranked {
    const pageQuery = db
      .select({ id: sql<string>`ranked.id`, total: sql<number>`count(*) over ()`.mapWith(Number) })
      .from(sql`(${ranked} offset 0) as ranked`)
      .orderBy(sql`ranked.promoted desc, ranked.score desc, ranked.created_at desc, ranked.id desc`)
      .offset(skip)
      .limit(size)
      .prepare(`${name}_ranked`);
    const countQuery = matches.prepare(`${name}_matches`);
    return async (values, page) => {
      const rows = await pageQuery.execute({ ...values, ...page });
      const total =
        rows[0]?.total ?? (page.skip > 0 ? ((await countQuery.execute(values))[0]?.total ?? 0) : 0);
      return { ids: rows.map((r) => r.id), total };
    };
  }

  /**
   * The first ids of a search of one frequent word, to the end of the page, from its list of best-ranked products or
   * people and its total from its counts (migrations 0009, 0012), when the list reaches that far; null otherwise, and
   * for any other keyword. The list
   * holds every match that ranks at or above its cutoff, so its first ids are the first ids of the ranking.
   */
  function frequentWordPage(name: string, kind: SearchKind, inCountry: boolean) {
    // Written with aliases: a one-table select leaves its columns unqualified, and the subqueries need the outer word.
    const ofCountry = (alias: string) =>
      inCountry ? sql`and ${sql.identifier(alias)}.country_code = ${country}` : sql``;
    const statement = db
      .select({
        total: sql<number>`(select coalesce(sum(counts.matches), 0) from ${searchTermCounts} as counts
          where counts.kind = term.kind and counts.lexeme = term.lexeme ${ofCountry('counts')})`.mapWith(
          Number,
        ),
        listed: sql<string[]>`array(select top.id from ${searchTop} as top
          where top.kind = term.kind and top.lexeme = term.lexeme ${ofCountry('top')}
          order by top.score desc, top.created_at desc, top.id desc
          limit ${sql.placeholder('reach')})`,
      })
      .from(sql`${searchFrequentTerms} as term`)
      .where(sql`term.kind = ${kind} and term.query = ${tsquery}`)
      .prepare(`${name}_frequent`);
    return async (values: Values, page: SearchPage): Promise<RankedHits | null> => {
      const reach = page.skip + page.size;
      const [word] = await statement.execute({ ...values, reach });
      if (!word || word.listed.length < Math.min(reach, word.total)) return null;
      return { ids: word.listed, total: word.total };
    };
  }

  /** A statement for one country (`inCountry` true) and one for all. */
  function byPresence<T>(make: (inCountry: boolean) => T) {
    return { one: make(true), all: make(false) };
  }

  /** The statements of a search of one country (`inCountry` true) and of all. */
  function byCountry(make: (inCountry: boolean, variant: string) => SearchStatements) {
    return { one: make(true, 'one_country'), all: make(false, 'all_countries') };
  }

  /**
   * The statements every kind of search has: the newest rows and their count under the filters, and the matches of the
   * keyword ranked by `rank`, those of the `promoted` list first where the kind has boosts. `total` replaces the
   * count where counters keep it.
   */
  function searchOf(
    name: string,
    searched: { table: PgTable; id: PgColumn; createdAt: PgColumn; document: SQLWrapper },
    filters: SQL | undefined,
    rank: SQL,
    { total, boosted = false }: { total?: Prepared<{ total: number }>; boosted?: boolean } = {},
  ): SearchStatements {
    const { table, id, createdAt, document } = searched;
    const matching = and(filters, sql`${document} @@ ${tsquery}`);
    return {
      newest: db
        .select({ id: sql<string>`${id}` })
        .from(table)
        .where(filters)
        .orderBy(desc(createdAt), desc(id))
        .offset(skip)
        .limit(size)
        .prepare(`${name}_newest`),
      total: total ?? db.select({ total: countAll }).from(table).where(filters).prepare(`${name}_total`),
      ranked: rankedPage(
        name,
        db
          .select({
            id: sql`${id}`.as('id'),
            createdAt,
            score: rank.as('score'),
            promoted: (boosted ? sql`${id} in ${promotedIDs}` : sql`false`).as('promoted'),
          })
          .from(table)
          .where(matching),
        db.select({ total: countAll }).from(table).where(matching),
      ),
    };
  }

  /**
   * The matches of the keyword promoted by a boost running now, best ranked first. It starts from the running boosts
   * (the index on their end reaches only the last `BOOST_DAYS` of them, a few rows against the thousands of matches of a
   * common word) and looks each one's document up by its primary key, so it stays cheap however many documents match.
   */
  function promotedMatches(
    name: string,
    searched: { table: PgTable; id: PgColumn; createdAt: PgColumn; document: SQLWrapper },
    boostOf: SQL,
    filters: SQL | undefined,
    rank: SQL,
  ) {
    const { table, id, createdAt, document } = searched;
    return db
      .selectDistinct({ id: sql<string>`${id}`, score: rank, createdAt })
      .from(advertisingBoosts)
      .innerJoin(table, boostOf)
      .where(and(sql`${boostRunning}`, filters, sql`${document} @@ ${tsquery}`))
      .orderBy(sql`2 desc, 3 desc, 1 desc`)
      .prepare(`${name}_promoted`);
  }

  const businessSearch = byCountry((inCountry, variant) => {
    const name = `search_businesses_${variant}`;
    const searched = {
      table: businesses,
      id: businesses.id,
      createdAt: businesses.createdAt,
      document: businesses.searchDocument,
    };
    const filters = and(
      eq(businesses.businessType, sql.placeholder('businessType')),
      inCountry ? eq(businesses.countryCode, country) : undefined,
    );
    const rank = sql`search_rank(${businesses.searchDocument}, ${tsquery}) * business_search_boost(${businesses.subscription}, ${businesses.verified})`;
    return {
      ...searchOf(name, searched, filters, rank, { boosted: true }),
      // A boost without a product promotes the business itself.
      promoted: promotedMatches(
        name,
        searched,
        sql`${businesses.id} = ${advertisingBoosts.businessID} and ${advertisingBoosts.productID} is null`,
        filters,
        rank,
      ),
    };
  });

  const productSearchOf = byCountry((inCountry, variant) => {
    const name = `search_products_${variant}`;
    const searched = {
      table: productSearch,
      id: productSearch.productID,
      createdAt: productSearch.createdAt,
      document: productSearch.document,
    };
    const filters = inCountry ? eq(productSearch.countryCode, country) : undefined;
    const rank = sql`search_rank(${productSearch.document}, ${tsquery}) * ${productSearch.searchBoost}
      + case when ${productSearch.document} @@ ${partNumberQuery} then ${sql.raw(String(SEARCH_RANKING.partNumberBonus))} else 0 end`;
    return {
      ...searchOf(name, searched, filters, rank, {
        boosted: true,
        total: db
          .select({ total: sql<number>`coalesce(sum(${productSearchCounts.products}), 0)`.mapWith(Number) })
          .from(productSearchCounts)
          .where(inCountry ? eq(productSearchCounts.countryCode, country) : undefined)
          .prepare(`${name}_total`),
      }),
      frequent: frequentWordPage(name, 'product', inCountry),
      // A product hidden over its showcase's cap has no search row, so its boost promotes nothing.
      promoted: promotedMatches(
        name,
        searched,
        eq(productSearch.productID, advertisingBoosts.productID),
        filters,
        rank,
      ),
    };
  });

  const userSearchOf = byCountry((inCountry, variant) => {
    const name = `search_users_${variant}`;
    return {
      ...searchOf(
        name,
        {
          table: userSearch,
          id: userSearch.userID,
          createdAt: userSearch.createdAt,
          document: userSearch.document,
        },
        inCountry ? eq(userSearch.countryCode, country) : undefined,
        sql`search_rank(${userSearch.document}, ${tsquery})`,
      ),
      frequent: frequentWordPage(name, 'user', inCountry),
    };
  });

  /**
   * Newest first with the exact total for no words; otherwise the ranked matches, those promoted by a boost first.
   * A frequent word's list holds the best-ranked matches, so the promoted ones followed by the list without them give
   * the same first ids as the ranking: removing at most as many as it adds, the list still reaches the page's end.
   */
  async function search(
    statements: ReturnType<typeof byCountry>,
    { words, codes }: Keyword,
    values: Values & { country?: string | undefined },
    page: SearchPage,
  ): Promise<SearchHits> {
    const { newest, total, frequent, ranked, promoted } = values.country ? statements.one : statements.all;
    if (words.length > 0) {
      const keyword = { ...values, keyword: words.join(' '), codes: codes.join(' | ') };
      const first = promoted ? (await promoted.execute(keyword)).map((row) => row.id) : [];
      // Only a keyword of one word is looked up among the frequent words: for more, the lookup was a statement more
      // that found nothing (two words that stem alike, or stop words beside one word, are ranked the ordinary way).
      // A part number is no frequent word either.
      const listed =
        words.length === 1 && codes.length === 0 && frequent ? await frequent(keyword, page) : null;
      if (listed) {
        const promotedSet = new Set(first);
        const ids = [...first, ...listed.ids.filter((id) => !promotedSet.has(id))];
        return { ids: ids.slice(page.skip, page.skip + page.size), total: listed.total, promoted: first };
      }
      return { ...(await ranked({ ...keyword, promoted: first }, page)), promoted: first };
    }
    const [rows, totals] = await Promise.all([newest.execute({ ...values, ...page }), total.execute(values)]);
    return { ids: rows.map((r) => r.id), total: totals[0]?.total ?? 0, promoted: [] };
  }

  /**
   * Each word as written when documents of the searched kind contain it (or it is a stop word), otherwise the closest
   * vocabulary word by trigram similarity, or the word itself when none is close. `%` on the single-word `term`
   * column is the form the GIN trigram index serves (on PostgreSQL 15 `word_similarity` was seen scanning).
   */
  const closestWordsIn = (
    documents: 'businesses' | 'products' | 'users',
    table: SQLWrapper,
    document: SQLWrapper,
  ) =>
    db
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
      .from(sql`unnest(${sql.placeholder('words')}::text[]) with ordinality as w(word, position)`)
      .orderBy(sql`w.position`)
      .prepare(`search_closest_words_${documents}`);
  const closestWords = {
    businesses: closestWordsIn('businesses', businesses, businesses.searchDocument),
    products: closestWordsIn('products', productSearch, productSearch.document),
    users: closestWordsIn('users', userSearch, userSearch.document),
  };

  /**
   * Whether any document holds the name of a place of the industry tree among its reference names (weight B: a
   * product's industry, category and subcategory, a business's industry and categories), that is whether the place
   * has members: `plainto_tsquery`'s words each marked `:B`. The GIN index finds the first one.
   */
  const placeQuery = sql`regexp_replace(plainto_tsquery('english', ${sql.placeholder('place')})::text, '''( |$)', ''':B\\1', 'g')::tsquery`;
  const membersOf = (name: string, table: PgTable, document: SQLWrapper, filters: SQL | undefined) =>
    db
      .select({ found: sql<boolean>`true` })
      .from(table)
      .where(and(sql`${document} @@ ${placeQuery}`, filters))
      .limit(1)
      .prepare(`search_place_members_${name}`);
  const placeMembers = {
    products: byPresence((inCountry) =>
      membersOf(
        `products_${inCountry ? 'one_country' : 'all_countries'}`,
        productSearch,
        productSearch.document,
        inCountry ? eq(productSearch.countryCode, country) : undefined,
      ),
    ),
    businesses: byPresence((inCountry) =>
      membersOf(
        `businesses_${inCountry ? 'one_country' : 'all_countries'}`,
        businesses,
        businesses.searchDocument,
        and(
          eq(businesses.businessType, sql.placeholder('businessType')),
          inCountry ? eq(businesses.countryCode, country) : undefined,
        ),
      ),
    ),
  };

  const lastRegistered = db
    .select({ id: sql<string>`newest.id` })
    .from(
      sql`unnest(${sql.placeholder('types')}::bpchar[]) as wanted(code)
      cross join lateral (
        select ${businesses.id} as id, ${businesses.createdAt} as created_at from ${businesses}
        where ${businesses.businessType} = wanted.code
        order by ${businesses.createdAt} desc, ${businesses.id} desc
        limit ${sql.placeholder('perType')}
      ) as newest`,
    )
    .orderBy(sql`newest.created_at desc, newest.id desc`)
    .prepare('search_last_registered');

  return {
    /** Businesses of one type matching every word (all of them for no words), ranked; one country or all. */
    businesses(
      keyword: Keyword,
      filter: { businessType: string; country?: string | undefined },
      page: SearchPage,
    ) {
      return search(
        businessSearch,
        keyword,
        { businessType: filter.businessType, country: filter.country },
        page,
      );
    },

    /** Products matching every word (all of them for no words), ranked; of businesses of one country or all. */
    products(keyword: Keyword, filter: { country?: string | undefined }, page: SearchPage) {
      return search(productSearchOf, keyword, { country: filter.country }, page);
    },

    /** People matching every word (everyone for no words), by relevance; of one country or all. */
    users(keyword: Keyword, filter: { country?: string | undefined }, page: SearchPage) {
      return search(userSearchOf, keyword, { country: filter.country }, page);
    },

    /** For each word, itself or its correction (see `closestWordsIn`), in the keyword's order. */
    async closestWords(words: string[], documents: keyof typeof closestWords): Promise<string[]> {
      const rows = await closestWords[documents].execute({ words });
      return rows.map((r) => r.word);
    },

    /** Whether a place of the industry tree, by its English name, has products (of a country) to show. */
    async placeHasProducts(place: string, filter: { country?: string | undefined }): Promise<boolean> {
      const statement = filter.country ? placeMembers.products.one : placeMembers.products.all;
      return (await statement.execute({ place, country: filter.country })).length > 0;
    },

    /** Whether a place of the industry tree, by its English name, has businesses of a type (and country) declaring it. */
    async placeHasBusinesses(
      place: string,
      filter: { businessType: string; country?: string | undefined },
    ): Promise<boolean> {
      const statement = filter.country ? placeMembers.businesses.one : placeMembers.businesses.all;
      return (await statement.execute({ place, ...filter })).length > 0;
    },

    /** The newest businesses of each of these types, `perType` each, newest first. */
    async lastRegistered(types: readonly string[], perType: number): Promise<string[]> {
      const rows = await lastRegistered.execute({ types, perType });
      return rows.map((r) => r.id);
    },
  };
}

export type SearchRepository = ReturnType<typeof searchRepository>;
