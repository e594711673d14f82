import {
  SEARCH_FACET_BUCKETS,
  type FacetBucket,
  type LeadTimeBucket,
  type Subscription,
  type YearsInBusinessBucket,
} from '@b2b/contracts';
import { and, desc, eq, sql, tables, type Database, type SearchKind } from '@b2b/db';
import type { SQL, SQLWrapper } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { allowedEdits, correctable, editDistance, oneEditAway } from './typo.ts';

/** Documents counted per candidate correction: enough to tell a frequent word from a rare one. */
const TYPO_COUNT_CAP = 100;
/** Trigram-similar candidates read for a long word, best first. */
const TYPO_SIMILAR_CANDIDATES = 20;

const {
  advertisingBoosts,
  businessFacetCounts,
  businesses,
  productFacetCounts,
  productSearch,
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
   * Typo tolerance of words longer than `TYPO_BOUNDS.oneEditUpTo`: a vocabulary word is a candidate from this trigram
   * similarity on (pg_trgm's default, also the threshold of the `%` that finds the candidates through the index), and
   * is then kept only within two edits (`typo.ts`). Shorter words are corrected to their one-edit neighbours. A
   * correction is only used when it finds more than the keyword.
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
/**
 * The keyword's alternatives by synonyms (`searchSynonymsService.alternatives`), each as `plainto_tsquery` makes it,
 * ORed; empty for none. Made once per statement (it names no column).
 */
const alternativesQuery = sql`coalesce((select string_agg('(' || plainto_tsquery('english', alternative)::text || ')', ' | ')
  from unnest(${sql.placeholder('alternatives')}::text[]) as alternative
  where numnode(plainto_tsquery('english', alternative)) > 0), '')::tsquery`;
const tsquery = sql`(plainto_tsquery('english', ${sql.placeholder('keyword')}) || ${partNumberQuery} || ${alternativesQuery})`;

/** A keyword's words, its part numbers (`keywordWords`, `partNumbers`) and its alternatives by synonyms. */
export interface Keyword {
  words: string[];
  codes: string[];
  alternatives: string[];
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

/** The facet filters of a business search besides its type and country; absent ones filter nothing. */
export interface BusinessFacetFilters {
  verified?: boolean | undefined;
  membership?: Subscription | undefined;
  yearsInBusiness?: YearsInBusinessBucket | undefined;
}
/** The facet filters of a product search besides its country; absent ones filter nothing. */
export interface ProductFacetFilters {
  category?: string | undefined;
  leadTime?: LeadTimeBucket | undefined;
  verified?: boolean | undefined;
}
/** Each facet's values with how many matches each keeps (see `facetCounts`). */
export type FacetRows = { facet: string; value: string; count: number }[];

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
 * The key of the bucket (`SEARCH_FACET_BUCKETS`) a number falls in, null outside them all. The bounds are the
 * contract's constants, written into the statement.
 */
function bucketOf(value: SQL, buckets: readonly FacetBucket[]): SQL<string | null> {
  const literal = (n: number) => sql.raw(String(Math.trunc(n)));
  const key = (bucket: FacetBucket) => sql.raw(`'${bucket.key.replaceAll("'", "''")}'`);
  const cases = buckets.map((bucket) =>
    bucket.max === null
      ? sql`when ${value} >= ${literal(bucket.min)} then ${key(bucket)}`
      : sql`when ${value} between ${literal(bucket.min)} and ${literal(bucket.max)} then ${key(bucket)}`,
  );
  return sql`(case ${sql.join(cases, sql` `)} end)`;
}

type FilterType = 'boolean' | 'text' | 'uuid';
/** The value of the statement's parameter `name`, of SQL type `type`, or null for no filter. */
const given = (name: string, type: FilterType) => sql`${sql.placeholder(name)}::${sql.raw(type)}`;
/**
 * A facet filter of a prepared statement: the value of `name`, or null for no filter. One statement serves every
 * combination of the filters; each is checked on rows the keyword or the country already chose.
 */
const optionalFilter = (name: string, type: FilterType, value: SQLWrapper) =>
  sql`(${given(name, type)} is null or ${value} = ${given(name, type)})`;

/** The bucket of how long ago a business was established, in whole years of the calendar. */
const yearsInBusinessOf = (yearEstablished: SQLWrapper) =>
  bucketOf(
    sql`(extract(year from current_date)::integer - ${yearEstablished})`,
    SEARCH_FACET_BUCKETS.yearsInBusiness,
  );

/**
 * The facets of a search and the filter each one is, in the order a statement lists them: `column` is what the facet
 * counts by (null counts nowhere), `filter` the condition its chosen value puts on a result, and `filterOf` the same
 * condition on another column holding the same values (a counted row's).
 */
interface FacetDefinition {
  column: SQL;
  filter: SQL;
  filterOf: (column: SQLWrapper) => SQL;
}
type FacetDefinitions = Record<string, FacetDefinition>;
/** A facet whose filter is optional: parameter `name` of type `type`, compared with `column`. */
const optionalFacet = (name: string, type: FilterType, column: SQLWrapper): FacetDefinition => ({
  column: sql`${column}`,
  filter: optionalFilter(name, type, column),
  filterOf: (counted) => optionalFilter(name, type, counted),
});
const businessType = (column: SQLWrapper) => sql`${column} = ${sql.placeholder('businessType')}`;
/** What a business's facets count by: a business, or a row of the counts kept per combination of them. */
interface BusinessFacetColumns {
  countryCode: SQLWrapper;
  businessType: SQLWrapper;
  subscription: SQLWrapper;
  verified: SQLWrapper;
  yearEstablished: SQLWrapper;
}
const businessFacetsOf = (columns: BusinessFacetColumns) =>
  ({
    country: optionalFacet('country', 'text', sql`${columns.countryCode}::text`),
    // The tab: always chosen.
    businessType: {
      column: sql`${columns.businessType}`,
      filter: businessType(columns.businessType),
      filterOf: businessType,
    },
    membership: optionalFacet('membership', 'text', columns.subscription),
    verified: optionalFacet('verified', 'boolean', columns.verified),
    yearsInBusiness: optionalFacet('yearsInBusiness', 'text', yearsInBusinessOf(columns.yearEstablished)),
  }) satisfies FacetDefinitions;
const businessFacets = businessFacetsOf({ ...businesses, yearEstablished: businesses.yearStablished });
/**
 * The same facets over `business_facet_counts` (migration 0029), whose years before 2000 count as 2000: in the same
 * bucket (20 and more) from 2020 on.
 */
const countedBusinessFacets = businessFacetsOf(businessFacetCounts);
/** What a product's facets count by: a product's search row, or a row of the counts kept per combination of them. */
interface ProductFacetColumns {
  countryCode: SQLWrapper;
  categoryID: SQLWrapper;
  /** The lead-time bucket's key (`SEARCH_FACET_BUCKETS.leadTime`), null for none. */
  leadTime: SQL;
  verified: SQLWrapper;
}
const productFacetsOf = (columns: ProductFacetColumns) => {
  const { leadTime } = columns;
  return {
    country: optionalFacet('country', 'text', sql`${columns.countryCode}::text`),
    category: optionalFacet('category', 'uuid', columns.categoryID),
    leadTime: optionalFacet('leadTime', 'text', leadTime),
    verified: optionalFacet('verified', 'boolean', columns.verified),
  } satisfies FacetDefinitions;
};
// The buckets of lead time are the database's `product_lead_time_bucket` (migration 0028), which the counts keep.
const productFacets = productFacetsOf({
  ...productSearch,
  leadTime: sql`product_lead_time_bucket(${productSearch.leadTimeDays})`,
});
/** The same facets over `product_facet_counts` (migration 0028): its rows are combinations of their values. */
const countedProductFacets = productFacetsOf({
  ...productFacetCounts,
  leadTime: sql`${productFacetCounts.leadTime}`,
});

/** The filters of the facets other than the tab's and the country's, which have statements of their own. */
const businessFacetFilters = and(
  businessFacets.membership.filter,
  businessFacets.verified.filter,
  businessFacets.yearsInBusiness.filter,
);
const countedBusinessFacetFilters = and(
  countedBusinessFacets.membership.filter,
  countedBusinessFacets.verified.filter,
  countedBusinessFacets.yearsInBusiness.filter,
);
const productFacetFilters = and(
  productFacets.category.filter,
  productFacets.leadTime.filter,
  productFacets.verified.filter,
);
const countedProductFacetFilters = and(
  countedProductFacets.category.filter,
  countedProductFacets.leadTime.filter,
  countedProductFacets.verified.filter,
);

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
  function frequentWordPage(
    name: string,
    kind: SearchKind,
    inCountry: boolean,
    facetFilters?: { counted: SQL; listed: SQL },
  ) {
    // Written with aliases: a one-table select leaves its columns unqualified, and the subqueries need the outer word.
    const ofCountry = (alias: string) =>
      inCountry ? sql`and ${sql.identifier(alias)}.country_code = ${country}` : sql``;
    // Under product facet filters, the total is the word's facet counts that pass them, and the list keeps the
    // products that pass them: still every match at or above the cutoff, so still the first of the filtered ranking.
    const total = facetFilters
      ? sql`(select coalesce(sum(${productFacetCounts.products}), 0) from ${productFacetCounts}
          where ${productFacetCounts.lexeme} = term.lexeme
          ${inCountry ? sql`and ${productFacetCounts.countryCode} = ${country}` : sql``}
          and ${facetFilters.counted})`
      : sql`(select coalesce(sum(counts.matches), 0) from ${searchTermCounts} as counts
          where counts.kind = term.kind and counts.lexeme = term.lexeme ${ofCountry('counts')})`;
    const statement = db
      .select({
        total: sql<number>`${total}`.mapWith(Number),
        listed: sql<string[]>`array(select top.id from ${searchTop} as top
          ${facetFilters ? sql`join ${productSearch} on ${productSearch.productID} = top.id` : sql``}
          where top.kind = term.kind and top.lexeme = term.lexeme ${ofCountry('top')}
          ${facetFilters ? sql`and ${facetFilters.listed}` : sql``}
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

  /**
   * The business searches of one country and of all; with `facetFilters` (`businessFacetFilters`), the statements of
   * the same searches under them, which a search uses only when one of them is chosen.
   */
  const businessSearchOf = (filtered: boolean) =>
    byCountry((inCountry, variant) => {
      const name = `search_businesses_${filtered ? 'filtered_' : ''}${variant}`;
      const facetFilters = filtered ? businessFacetFilters : undefined;
      const searched = {
        table: businesses,
        id: businesses.id,
        createdAt: businesses.createdAt,
        document: businesses.searchDocument,
      };
      const filters = and(
        eq(businesses.businessType, sql.placeholder('businessType')),
        inCountry ? eq(businesses.countryCode, country) : undefined,
        facetFilters,
      );
      const rank = sql`search_rank(${businesses.searchDocument}, ${tsquery}) * business_search_boost(${businesses.subscription}, ${businesses.verified})`;
      // The total without keyword from the facet counts (migration 0029), under any filters: counting the 30,000
      // manufacturers of 102,000 businesses took 40 ms.
      const total = db
        .select({ total: sql<number>`coalesce(sum(${businessFacetCounts.businesses}), 0)`.mapWith(Number) })
        .from(businessFacetCounts)
        .where(
          and(
            eq(businessFacetCounts.businessType, sql.placeholder('businessType')),
            inCountry ? eq(businessFacetCounts.countryCode, country) : undefined,
            filtered ? countedBusinessFacetFilters : undefined,
          ),
        )
        .prepare(`${name}_total`);
      return {
        ...searchOf(name, searched, filters, rank, { boosted: true, total }),
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
  const businessSearch = businessSearchOf(false);
  const filteredBusinessSearch = businessSearchOf(true);

  /**
   * The product searches of one country and of all; `filtered`, the statements of the same searches under the facet
   * filters (`productFacetFilters`), which a search uses only when one of them is chosen.
   */
  const productSearchWith = (filtered: boolean) =>
    byCountry((inCountry, variant) => {
      const name = `search_products_${filtered ? 'filtered_' : ''}${variant}`;
      const facetFilters = filtered ? productFacetFilters : undefined;
      const searched = {
        table: productSearch,
        id: productSearch.productID,
        createdAt: productSearch.createdAt,
        document: productSearch.document,
      };
      const filters = and(inCountry ? eq(productSearch.countryCode, country) : undefined, facetFilters);
      const rank = sql`search_rank(${productSearch.document}, ${tsquery}) * ${productSearch.searchBoost}
      + case when ${productSearch.document} @@ ${partNumberQuery} then ${sql.raw(String(SEARCH_RANKING.partNumberBonus))} else 0 end`;
      // Totals without keyword, and a frequent word's, from the facet counts (migration 0028), under any filters.
      const total = db
        .select({ total: sql<number>`coalesce(sum(${productFacetCounts.products}), 0)`.mapWith(Number) })
        .from(productFacetCounts)
        .where(
          and(
            eq(productFacetCounts.lexeme, ''),
            inCountry ? eq(productFacetCounts.countryCode, country) : undefined,
            filtered ? countedProductFacetFilters : undefined,
          ),
        )
        .prepare(`${name}_total`);
      return {
        ...searchOf(name, searched, filters, rank, { boosted: true, total }),
        frequent: frequentWordPage(
          name,
          'product',
          inCountry,
          facetFilters && countedProductFacetFilters
            ? { counted: countedProductFacetFilters, listed: facetFilters }
            : undefined,
        ),
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
  const productSearchOf = productSearchWith(false);
  const filteredProductSearch = productSearchWith(true);

  /**
   * The rows a search's facets count: each one's facet values (`f0`… in the order of `facets`) and how many
   * matches it stands for (`matches`: 1 for a matching row, a kept count's products), from `source` (a table and
   * condition).
   */
  function facetRows(facets: FacetDefinitions, source: SQL, matches: SQL) {
    const values = Object.values(facets).map(({ column }, n) => sql`${column} as ${sql.raw(`f${n}`)}`);
    return sql`select ${sql.join(values, sql`, `)}, ${matches} as matches from ${source}`;
  }

  /**
   * Each facet's values with how many matches each keeps, counted with every other facet's filter applied, so a chosen
   * value still shows its alternatives' counts. One pass over `rows` (`facetRows`) groups them by each facet at once
   * (grouping sets), each facet's sum taking only the rows its other filters keep; `grouping()` tells which facet a
   * result row is of. Over the 14,000 kept counts of every product this took a tenth of the time of grouping by every
   * combination and then expanding each group under each facet.
   */
  function facetCounts(name: string, facets: FacetDefinitions, rows: SQL) {
    const entries = Object.entries(facets).map(([facet, definition], n) => ({
      facet,
      definition,
      column: sql.raw(`f${n}`),
    }));
    const othersOf = (facet: string) =>
      and(
        ...entries
          .filter((other) => other.facet !== facet)
          .map((other) => other.definition.filterOf(other.column)),
      ) ?? sql`true`;
    const columns = sql.join(
      entries.map(({ column }) => column),
      sql`, `,
    );
    const sums = sql.join(
      entries.map(
        ({ facet }, n) => sql`sum(matches) filter (where ${othersOf(facet)}) as ${sql.raw(`c${n}`)}`,
      ),
      sql`, `,
    );
    // `grouping(f0, …)` has a bit per facet, the first the highest, set for each facet a row is not grouped by.
    const all = 2 ** entries.length - 1;
    const perFacet = sql.join(
      entries.map(
        ({ facet, column }, n) =>
          sql`(${sql.raw(`'${facet}'`)}, sets.${column}::text, sets.${sql.raw(`c${n}`)}, ${sql.raw(String(all - 2 ** (entries.length - 1 - n)))})`,
      ),
      sql`, `,
    );
    return db
      .select({
        facet: sql<string>`facet.name`,
        value: sql<string>`facet.value`,
        count: sql<number>`facet.count`.mapWith(Number),
      })
      .from(
        sql`(select grouping(${columns}) as grouped, ${columns}, ${sums} from (${rows}) as counted
          group by grouping sets (${sql.join(
            entries.map(({ column }) => sql`(${column})`),
            sql`, `,
          )})) as sets
        cross join lateral (values ${perFacet}) as facet(name, value, count, grouped)`,
      )
      .where(sql`facet.grouped = sets.grouped and facet.value is not null and facet.count > 0`)
      .prepare(name);
  }
  const keptProductCounts = sql`${productFacetCounts.products}`;
  /** Whether the keyword is one frequent product word, whose facet counts are kept (migration 0028). */
  const frequentProductWord = sql`${searchFrequentTerms.kind} = 'product' and ${searchFrequentTerms.query} = ${tsquery}`;
  const facetStatements = {
    businesses: {
      keyword: facetCounts(
        'search_facets_businesses_keyword',
        businessFacets,
        facetRows(
          businessFacets,
          sql`${businesses} where ${businesses.searchDocument} @@ ${tsquery}`,
          sql`1`,
        ),
      ),
      all: facetCounts(
        'search_facets_businesses_all',
        businessFacets,
        facetRows(
          countedBusinessFacets,
          sql`${businessFacetCounts} where ${businessFacetCounts.businesses} > 0`,
          sql`${businessFacetCounts.businesses}`,
        ),
      ),
    },
    // Every product and a frequent word read the kept counts; any other keyword counts its matches.
    products: {
      keyword: facetCounts(
        'search_facets_products_keyword',
        productFacets,
        sql`${facetRows(
          countedProductFacets,
          sql`${productFacetCounts} join ${searchFrequentTerms}
            on ${searchFrequentTerms.lexeme} = ${productFacetCounts.lexeme} and ${frequentProductWord}
            where ${productFacetCounts.products} > 0`,
          keptProductCounts,
        )}
        union all
        ${facetRows(
          productFacets,
          sql`${productSearch} where ${productSearch.document} @@ ${tsquery}
            and not exists (select from ${searchFrequentTerms} where ${frequentProductWord})`,
          sql`1`,
        )}`,
      ),
      all: facetCounts(
        'search_facets_products_all',
        productFacets,
        facetRows(
          countedProductFacets,
          sql`${productFacetCounts} where ${productFacetCounts.lexeme} = '' and ${productFacetCounts.products} > 0`,
          keptProductCounts,
        ),
      ),
    },
  };

  /** The values of a keyword for the statements, as `search` passes them. */
  const keywordValues = ({ words, codes, alternatives }: Keyword) => ({
    keyword: words.join(' '),
    codes: codes.join(' | '),
    alternatives,
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
    { words, codes, alternatives }: Keyword,
    values: Values & { country?: string | undefined },
    page: SearchPage,
  ): Promise<SearchHits> {
    const { newest, total, frequent, ranked, promoted } = values.country ? statements.one : statements.all;
    if (words.length > 0) {
      const keyword = { ...values, ...keywordValues({ words, codes, alternatives }) };
      const first = promoted ? (await promoted.execute(keyword)).map((row) => row.id) : [];
      // Only a keyword of one word is looked up among the frequent words: for more, the lookup was a statement more
      // that found nothing (two words that stem alike, or stop words beside one word, are ranked the ordinary way).
      // A part number is no frequent word either, and a word with synonyms finds more than the word's list.
      const plainWord = words.length === 1 && codes.length === 0 && alternatives.length === 0;
      const listed = plainWord && frequent ? await frequent(keyword, page) : null;
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
   * Typo tolerance's lookups for one kind of documents: which words of a keyword some document holds (or are stop
   * words), and the vocabulary words (`search_terms`) a word may become, with how many documents hold each, counted up
   * to `TYPO_COUNT_CAP` (enough to prefer the frequent word, cheap on a common one). Candidates of a short word are
   * its one-edit neighbours, looked up by equality; of a long one, the words trigram-similar to it, through the GIN
   * trigram index (`%` on the single-word `term` column is the form it serves; on PostgreSQL 15 `word_similarity`
   * was seen scanning). The count keeps only words of this kind's documents: a product search is never corrected to
   * a word only people or businesses hold.
   */
  function typoLookups(
    documents: 'businesses' | 'products' | 'users',
    table: SQLWrapper,
    document: SQLWrapper,
  ) {
    const documentsHolding = (word: SQLWrapper) =>
      sql<number>`(select count(*) from (select from ${table} where ${document} @@ plainto_tsquery('english', ${word})
        limit ${sql.raw(String(TYPO_COUNT_CAP))}) as holding)`.mapWith(Number);
    return {
      held: db
        .select({
          word: sql<string>`w.word`,
          held: sql<boolean>`numnode(plainto_tsquery('english', w.word)) = 0
            or exists (select from ${table} where ${document} @@ plainto_tsquery('english', w.word))`,
        })
        .from(sql`unnest(${sql.placeholder('words')}::text[]) with ordinality as w(word, position)`)
        .orderBy(sql`w.position`)
        .prepare(`search_typo_held_${documents}`),
      near: db
        .select({ term: searchTerms.term, documents: documentsHolding(searchTerms.term) })
        .from(searchTerms)
        .where(sql`${searchTerms.term} = any(${sql.placeholder('near')}::text[])`)
        .prepare(`search_typo_near_${documents}`),
      similar: db
        .select({ term: sql<string>`candidate.term`, documents: documentsHolding(sql`candidate.term`) })
        .from(
          db
            .select({ term: searchTerms.term })
            .from(searchTerms)
            .where(
              sql`${searchTerms.term} % ${sql.placeholder('word')}
                and similarity(${searchTerms.term}, ${sql.placeholder('word')}) >= ${SEARCH_RANKING.typoSimilarity}`,
            )
            .orderBy(sql`similarity(${searchTerms.term}, ${sql.placeholder('word')}) desc`, searchTerms.term)
            .limit(TYPO_SIMILAR_CANDIDATES)
            .as('candidate'),
        )
        .prepare(`search_typo_similar_${documents}`),
    };
  }
  const typo = {
    businesses: typoLookups('businesses', businesses, businesses.searchDocument),
    products: typoLookups('products', productSearch, productSearch.document),
    users: typoLookups('users', userSearch, userSearch.document),
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
    /**
     * Businesses of one type matching every word (all of them for no words), ranked; one country or all, and the
     * facet filters given.
     */
    businesses(
      keyword: Keyword,
      filter: { businessType: string; country?: string | undefined } & BusinessFacetFilters,
      page: SearchPage,
    ) {
      const { verified, membership, yearsInBusiness } = filter;
      const base = { businessType: filter.businessType, country: filter.country };
      if (verified === undefined && !membership && !yearsInBusiness) {
        return search(businessSearch, keyword, base, page);
      }
      return search(
        filteredBusinessSearch,
        keyword,
        {
          ...base,
          verified: verified ?? null,
          membership: membership ?? null,
          yearsInBusiness: yearsInBusiness ?? null,
        },
        page,
      );
    },

    /**
     * Products matching every word (all of them for no words), ranked; of businesses of one country or all, and the
     * facet filters given.
     */
    products(
      keyword: Keyword,
      filter: { country?: string | undefined } & ProductFacetFilters,
      page: SearchPage,
    ) {
      const { category, leadTime, verified } = filter;
      if (!category && !leadTime && verified === undefined) {
        return search(productSearchOf, keyword, { country: filter.country }, page);
      }
      return search(
        filteredProductSearch,
        keyword,
        {
          country: filter.country,
          category: category ?? null,
          leadTime: leadTime ?? null,
          verified: verified ?? null,
        },
        page,
      );
    },

    /** The facet counts of a business search (see `facetCounts`): its type is a facet too. */
    async businessFacets(
      keyword: Keyword,
      filter: { businessType: string; country?: string | undefined } & BusinessFacetFilters,
    ): Promise<FacetRows> {
      const statement =
        keyword.words.length > 0 ? facetStatements.businesses.keyword : facetStatements.businesses.all;
      return statement.execute({
        ...keywordValues(keyword),
        businessType: filter.businessType,
        country: filter.country ?? null,
        verified: filter.verified ?? null,
        membership: filter.membership ?? null,
        yearsInBusiness: filter.yearsInBusiness ?? null,
      });
    },

    /** The facet counts of a product search (see `facetCounts`). */
    async productFacets(
      keyword: Keyword,
      filter: { country?: string | undefined } & ProductFacetFilters,
    ): Promise<FacetRows> {
      const statement =
        keyword.words.length > 0 ? facetStatements.products.keyword : facetStatements.products.all;
      return statement.execute({
        ...keywordValues(keyword),
        country: filter.country ?? null,
        category: filter.category ?? null,
        leadTime: filter.leadTime ?? null,
        verified: filter.verified ?? null,
      });
    },

    /** People matching every word (everyone for no words), by relevance; of one country or all. */
    users(keyword: Keyword, filter: { country?: string | undefined }, page: SearchPage) {
      return search(userSearchOf, keyword, { country: filter.country }, page);
    },

    /**
     * For each word, in the keyword's order, itself when some document of the kind holds it (or it is a stop word or
     * not `correctable`), else the word nearest to it within `allowedEdits` among the vocabulary words of this kind's
     * documents and the words of the tree's names (`placeWords`): fewest edits first, then the most documents, then
     * alphabetical; itself when there is none.
     */
    /** Whether some document of this kind holds each of these words (a stop word counts as held). */
    async holdsEveryWord(words: string[], documents: keyof typeof typo): Promise<boolean> {
      return (await typo[documents].held.execute({ words })).every((row) => row.held);
    },

    async closestWords(
      words: string[],
      documents: keyof typeof typo,
      placeWords: ReadonlySet<string>,
    ): Promise<string[]> {
      const lookups = typo[documents];
      const held = await lookups.held.execute({ words });
      return Promise.all(
        held.map(async ({ word, held: known }) => {
          if (known || !correctable(word)) return word;
          const edits = allowedEdits(word);
          const near = edits === 1 ? oneEditAway(word) : [];
          const found =
            edits === 1 ? await lookups.near.execute({ near }) : await lookups.similar.execute({ word });
          // Words of the tree's names are this tab's words too: a category is browsed by its name.
          const ofPlaces = (edits === 1 ? near : [...placeWords])
            .filter((term) => placeWords.has(term) && !found.some((c) => c.term === term))
            .map((term) => ({ term, documents: 0 }));
          const best = [...found, ...ofPlaces]
            .map((c) => ({ ...c, edits: editDistance(word, c.term) }))
            .filter((c) => (c.documents > 0 || placeWords.has(c.term)) && c.edits <= edits)
            .sort(
              (a, b) => a.edits - b.edits || b.documents - a.documents || a.term.localeCompare(b.term),
            )[0];
          return best?.term ?? word;
        }),
      );
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
