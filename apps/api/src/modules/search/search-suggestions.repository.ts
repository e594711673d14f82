import { and, sql, tables, type Database } from '@b2b/db';
import type { SQL } from 'drizzle-orm';

const { businesses, productSearch, users } = tables;

/**
 * Products read for their part numbers, at most: a code's beginning typed by a buyer ("gv94") is held by a handful of
 * products, and this bounds the rows read when a short one ("a1") is held by thousands.
 */
const PART_NUMBER_CANDIDATES = 50;

const country = sql.placeholder('country');
const limit = sql.placeholder('limit');
/** The typed text in lower case, by the database's `lower`, as the indexes hold the names. */
const typed = sql`lower(${sql.placeholder('text')}::text)`;

/**
 * The names that begin with the typed text, as a range of a `text_pattern_ops` index (byte order, whatever the
 * collation): from the text itself to the text followed by the last code point. Written as a range rather than
 * `like 'text%'`, which a prepared statement's generic plan cannot turn into one.
 */
const beginsWith = (key: SQL) => sql`${key} ~>=~ ${typed} and ${key} ~<~ (${typed} || chr(1114111))`;
/** Byte order, the order of the `text_pattern_ops` indexes, so a name-ordered read walks the index and stops early. */
const inIndexOrder = (key: SQL) => sql`${key} using ~<~`;

const personName = sql`lower(${users.firstName} || ' ' || ${users.lastName})`;
const companyName = sql`lower(${businesses.companyName})`;

/**
 * Suggestions' lookups. Each reads a bounded number of index entries, however many names begin with the text: the
 * names of the prefix indexes of migration 0027 in order, or the products holding a part number's beginning up to
 * `PART_NUMBER_CANDIDATES`. Each is prepared once per connection, with a statement of its own for one country and for
 * all (two plans).
 */
export function searchSuggestionsRepository(db: Database) {
  /**
   * Distinct product names beginning with the text, in name order: a loose index scan (each step one index probe for
   * the next name past the last), so a name a thousand products share costs one step, not a thousand rows.
   */
  const productNames = (inCountry: boolean) => {
    const ofCountry = inCountry ? sql`ps.country_code = ${country} and` : sql``;
    const next = (after: SQL) => sql`(select lower(ps.name) as key, ps.name from ${productSearch} as ps
      where ${ofCountry} ${beginsWith(sql`lower(ps.name)`)} ${after}
      order by ${inIndexOrder(sql`lower(ps.name)`)} limit 1)`;
    return db
      .select({ name: sql<string>`names.name` })
      .from(
        sql`(with recursive found(key, name) as (
          ${next(sql``)}
          union all
          select step.key, step.name from found cross join lateral
            ${next(sql`and lower(ps.name) ~>~ found.key`)} as step
        ) select name from found limit ${limit}) as names`,
      )
      .prepare(`search_suggest_product_names_${inCountry ? 'one_country' : 'all_countries'}`);
  };

  /**
   * Names of products holding a part number that begins with the text's letters and digits: the documents keep each
   * code unstemmed at weight A (migration 0024), and their GIN index answers the prefix query.
   */
  const partNumbers = (inCountry: boolean) =>
    db
      .select({ name: productSearch.name })
      .from(productSearch)
      .where(
        and(
          inCountry ? sql`${productSearch.countryCode} = ${country}` : undefined,
          sql`${productSearch.document} @@ to_tsquery('simple', ${sql.placeholder('code')}::text || ':*A')`,
        ),
      )
      .limit(PART_NUMBER_CANDIDATES)
      .prepare(`search_suggest_part_numbers_${inCountry ? 'one_country' : 'all_countries'}`);

  const companies = (inCountry: boolean) =>
    db
      .select({ id: businesses.id, name: businesses.companyName })
      .from(businesses)
      .where(
        and(
          sql`${businesses.businessType} = ${sql.placeholder('businessType')}`,
          inCountry ? sql`${businesses.countryCode} = ${country}` : undefined,
          beginsWith(companyName),
        ),
      )
      .orderBy(inIndexOrder(companyName))
      .limit(limit)
      .prepare(`search_suggest_companies_${inCountry ? 'one_country' : 'all_countries'}`);

  const people = (inCountry: boolean) =>
    db
      .select({ id: users.id, name: sql<string>`${users.firstName} || ' ' || ${users.lastName}` })
      .from(users)
      .where(and(inCountry ? sql`${users.countryCode} = ${country}` : undefined, beginsWith(personName)))
      .orderBy(inIndexOrder(personName))
      .limit(limit)
      .prepare(`search_suggest_people_${inCountry ? 'one_country' : 'all_countries'}`);

  const statements = {
    productNames: { one: productNames(true), all: productNames(false) },
    partNumbers: { one: partNumbers(true), all: partNumbers(false) },
    companies: { one: companies(true), all: companies(false) },
    people: { one: people(true), all: people(false) },
  };
  const of = <T>(pair: { one: T; all: T }, filter: { country?: string | undefined }) =>
    filter.country ? pair.one : pair.all;

  return {
    /** Distinct names of shown products beginning with `text` (any case), in name order; of one country or all. */
    async productNames(text: string, filter: { country?: string | undefined }, max: number) {
      const rows = await of(statements.productNames, filter).execute({
        text,
        country: filter.country,
        limit: max,
      });
      return rows.map((row) => row.name);
    },

    /**
     * Names of shown products holding a part number beginning with `code` (letters and digits, lower case), up to
     * `PART_NUMBER_CANDIDATES`, in no particular order.
     */
    async namesWithPartNumber(code: string, filter: { country?: string | undefined }) {
      const rows = await of(statements.partNumbers, filter).execute({ code, country: filter.country });
      return rows.map((row) => row.name);
    },

    /** Businesses of a type whose company name begins with `text`, in name order; of one country or all. */
    companies(text: string, filter: { businessType: string; country?: string | undefined }, max: number) {
      return of(statements.companies, filter).execute({ text, ...filter, limit: max });
    },

    /** People whose full name ("first last") begins with `text`, in name order; of one country or all. */
    people(text: string, filter: { country?: string | undefined }, max: number) {
      return of(statements.people, filter).execute({ text, country: filter.country, limit: max });
    },
  };
}

export type SearchSuggestionsRepository = ReturnType<typeof searchSuggestionsRepository>;
