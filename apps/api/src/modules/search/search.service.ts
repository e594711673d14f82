import {
  LEAD_TIME_BUCKETS,
  LIMITS,
  PROFILE_BUSINESS_TYPE_CODES,
  SEARCH_LIMITS,
  SUBSCRIPTIONS,
  YEARS_IN_BUSINESS_BUCKETS,
  type BusinessCard,
  type BusinessSearchAnswer,
  type BusinessSearchFacets,
  type IndustryTree,
  type ProductCard,
  type ProductSearchAnswer,
  type ProductSearchFacets,
  type SearchBroadened,
  type UserCard,
  type UserSearchAnswer,
} from '@b2b/contracts';
import type { Awaitable, NamedPlace } from '../refdata/refdata.service.ts';
import { keywordWords, partNumbers } from './search-keyword.ts';
import type {
  BusinessFacetFilters,
  FacetRows,
  Keyword,
  ProductFacetFilters,
  SearchHits,
  SearchPage,
  SearchRepository,
} from './search.repository.ts';

/** Letters or digits joined by a character the text search parser keeps inside a word (a host, a file, `o'neil`). */
const JOINED_WORDS = /[\p{L}\p{N}][./@_'][\p{L}\p{N}]/u;

type CardsOf<T> = (ids: string[]) => Promise<Map<string, T>>;

export interface SearchServiceOptions {
  repo: SearchRepository;
  businessCards: CardsOf<BusinessCard>;
  productCards: CardsOf<ProductCard>;
  userCards: CardsOf<UserCard>;
  /** The English name of a reference name in another language, which the search documents hold. */
  englishNameOf: (text: string) => Promise<string | undefined>;
  /** The industry, category or subcategory a keyword names, with the places above it (`refdata.placeNamed`). */
  placeNamed: (text: string) => Promise<NamedPlace | undefined>;
  /** The one place whose name a keyword begins, misspelt or not (`refdata.placeBegun`). */
  placeBegun: (text: string) => Promise<NamedPlace | undefined>;
  /** The words of the tree's names, which typo tolerance may correct to (`refdata.placeWords`). */
  placeWords: () => Awaitable<ReadonlySet<string>>;
  /** The keyword with synonyms of its terms (`searchSynonymsService.alternatives`). */
  synonymsOf: (words: string[]) => Promise<string[]>;
  /** The industry tree in English (`refdata.industryTree`): the category facet's names. */
  industryTree: () => Awaitable<IndustryTree[]>;
}

interface Found extends SearchHits {
  suggestion: string | null;
  broadened: SearchBroadened;
  /** The keyword these results are of (as written, corrected or broadened): the facets count its matches. */
  keyword: Keyword;
}

/**
 * The values of one facet, each with its count, in the order given (`order`: the buckets' or levels' own order) or,
 * without one, most first and then by value.
 */
function facetValues<V>(
  rows: FacetRows,
  facet: string,
  read: (value: string) => V | undefined,
  order?: readonly V[],
): { value: V; count: number }[] {
  const values = rows.flatMap((row) => {
    const value = row.facet === facet ? read(row.value) : undefined;
    return value === undefined ? [] : [{ value, count: row.count, text: row.value }];
  });
  const sorted = order
    ? values.sort((a, b) => order.indexOf(a.value) - order.indexOf(b.value))
    : values.sort((a, b) => b.count - a.count || a.text.localeCompare(b.text));
  return sorted.map(({ value, count }) => ({ value, count }));
}
const known =
  <V extends string>(values: readonly V[]) =>
  (value: string): V | undefined =>
    values.find((v) => v === value);
const asBoolean = (value: string) => (value === 'true' ? true : value === 'false' ? false : undefined);
const asText = (value: string) => value;

/** The category facet's names by id, made once per tree the reference data hands out. */
const categoryNamesOf = new WeakMap<IndustryTree[], Map<string, string>>();
function categoryNames(tree: IndustryTree[]): Map<string, string> {
  let names = categoryNamesOf.get(tree);
  if (!names) {
    names = new Map(tree.flatMap((industry) => industry.categories.map((c) => [c.id, c.name] as const)));
    categoryNamesOf.set(tree, names);
  }
  return names;
}

/** The cards of a page in the page's order; an item removed between the two reads is left out. */
async function cardsInOrder<T>(ids: string[], cardsOf: CardsOf<T>): Promise<T[]> {
  const cards = await cardsOf(ids);
  return ids.flatMap((id) => {
    const card = cards.get(id);
    return card ? [card] : [];
  });
}

export function searchService({
  repo,
  businessCards,
  productCards,
  userCards,
  englishNameOf,
  placeNamed,
  placeBegun,
  placeWords,
  synonymsOf,
  industryTree,
}: SearchServiceOptions) {
  /**
   * The search as written. When it finds less than a page and the keyword names a place of the industry tree that has
   * no members, the search of the nearest place above it that has some (a subcategory without suppliers yet shows its
   * category's), named as `broadened`. Otherwise the search with each unknown word replaced by the closest known one
   * (`closestWords`), if that finds more (then named as the suggestion), or, when it finds nothing either and the
   * corrected keyword names a place, that place's broadening. The choice depends on the keyword only, never on the
   * page asked for, so every page of one keyword comes from the same search.
   */
  async function withTypoTolerance(
    textQuery: string,
    documents: Parameters<SearchRepository['closestWords']>[1],
    runKeyword: (keyword: Keyword) => Promise<SearchHits>,
    hasMembers: (place: string) => Promise<boolean>,
    asTyped = false,
  ): Promise<Found> {
    const searchFor = async (keyword: Keyword) => ({ ...(await runKeyword(keyword)), keyword });
    const run = async ({ words, codes }: Omit<Keyword, 'alternatives'>) =>
      searchFor({ words, codes, alternatives: await synonymsOf(words) });
    // A category's link in Chinese searches for its Chinese name: it finds what its English name finds.
    const text = (await englishNameOf(textQuery)) ?? textQuery;
    const words = keywordWords(text);
    const codes = partNumbers(text);
    // Written with dots, slashes or apostrophes inside words ("Sp. z o.o.", "B.V."), a name is also searched as the
    // documents' parser reads it, which keeps "o.o" one word where the keyword's words are "o" and "o".
    const exact = JOINED_WORDS.test(text)
      ? await searchFor({ words, codes, alternatives: [text, ...(await synonymsOf(words))] })
      : await run({ words, codes });
    const asWritten = { ...exact, suggestion: null, broadened: null };
    if (words.length === 0 || exact.total >= LIMITS.searchPageSize) return asWritten;
    const broaden = async (keyword: string, loosely: boolean) => {
      // Few results for a place's name: what mentions its words, unless the place has members of its own. A place is
      // known by its name with those of the places above it ("Lighting Home & Construction"): a product's or
      // business's reference names hold them all, while one word alone ("light") is in many other places' names.
      // Loosely, a keyword that begins a place's name, misspelt or not, means that place too.
      const named = (await placeNamed(keyword)) ?? (loosely ? await placeBegun(keyword) : undefined);
      const path = (places: { name: string }[]) => places.map((place) => place.name).join(' ');
      if (!named || (await hasMembers(path([named.place, ...named.parents])))) return null;
      for (const [n, parent] of named.parents.entries()) {
        const parentPath = path(named.parents.slice(n));
        if (!(await hasMembers(parentPath))) continue;
        const found = await run({ words: keywordWords(parentPath), codes: [] });
        return { ...found, broadened: { asked: named.place, shown: parent } };
      }
      return null;
    };
    const broadened = await broaden(textQuery, !asTyped);
    if (broadened) return { ...broadened, suggestion: null };
    if (asTyped) return asWritten;
    const corrected = await repo.closestWords(words, documents, await placeWords());
    const suggestion = corrected.join(' ');
    if (suggestion !== words.join(' ')) {
      const fixed = await run({ words: corrected, codes });
      if (fixed.total > exact.total) return { ...fixed, suggestion, broadened: null };
      // A misspelt place's name: its corrected name's place, or the nearest place above it with something to show.
      const fixedPlace = fixed.total === 0 ? await broaden(suggestion, true) : null;
      if (fixedPlace) return { ...fixedPlace, suggestion };
    }
    const fewer =
      exact.total === 0 && codes.length === 0 ? await withoutOneWord(corrected, documents, run) : null;
    return fewer ?? asWritten;
  }

  /**
   * A keyword of three to six words, each held by some document but never all together: the search without one word,
   * the one whose omission still finds something and keeps the rarest words (the fewest results; on a tie, the later
   * word goes), shown as the suggestion ("organic green tea": "organic tea"). A word no document holds is what the
   * buyer needs, not one to leave out ("perpetual motion engine" finds nothing). Each omission is one search, hence
   * the bound on words.
   */
  async function withoutOneWord(
    words: string[],
    documents: Parameters<SearchRepository['closestWords']>[1],
    run: (keyword: Omit<Keyword, 'alternatives'>) => Promise<SearchHits & { keyword: Keyword }>,
  ): Promise<Found | null> {
    if (words.length < 3 || words.length > 6 || !(await repo.holdsEveryWord(words, documents))) return null;
    const tries = await Promise.all(
      words.map(async (_, n) => {
        const kept = words.filter((_word, m) => m !== n);
        return { n, kept, found: await run({ words: kept, codes: [] }) };
      }),
    );
    const best = tries
      .filter(({ found }) => found.total > 0)
      .sort((a, b) => a.found.total - b.found.total || b.n - a.n)[0];
    return best ? { ...best.found, suggestion: best.kept.join(' '), broadened: null } : null;
  }

  /** The facets of the businesses a keyword found, under the filters the search had. */
  async function businessFacets(
    keyword: Keyword,
    filter: Parameters<SearchRepository['businessFacets']>[1],
  ): Promise<BusinessSearchFacets> {
    const rows = await repo.businessFacets(keyword, filter);
    return {
      country: facetValues(rows, 'country', asText),
      businessType: facetValues(
        rows,
        'businessType',
        known(PROFILE_BUSINESS_TYPE_CODES),
        PROFILE_BUSINESS_TYPE_CODES,
      ),
      membership: facetValues(rows, 'membership', known(SUBSCRIPTIONS), SUBSCRIPTIONS),
      verified: facetValues(rows, 'verified', asBoolean, [true, false]),
      yearsInBusiness: facetValues(
        rows,
        'yearsInBusiness',
        known(YEARS_IN_BUSINESS_BUCKETS),
        YEARS_IN_BUSINESS_BUCKETS,
      ),
    };
  }

  /** The facets of the products a keyword found, under the filters the search had; categories named in English. */
  async function productFacets(
    keyword: Keyword,
    filter: Parameters<SearchRepository['productFacets']>[1],
  ): Promise<ProductSearchFacets> {
    const [rows, tree] = await Promise.all([repo.productFacets(keyword, filter), industryTree()]);
    const names = categoryNames(tree);
    return {
      country: facetValues(rows, 'country', asText),
      category: facetValues(rows, 'category', asText).flatMap(({ value, count }) => {
        const name = names.get(value);
        return name ? [{ id: value, name, count }] : [];
      }),
      leadTime: facetValues(rows, 'leadTime', known(LEAD_TIME_BUCKETS), LEAD_TIME_BUCKETS),
      verified: facetValues(rows, 'verified', asBoolean, [true, false]),
    };
  }

  return {
    async businesses(
      input: {
        textQuery: string;
        asTyped?: boolean | undefined;
        businessType: string;
        country?: string | undefined;
        facets?: boolean | undefined;
      } & BusinessFacetFilters &
        SearchPage,
    ): Promise<BusinessSearchAnswer> {
      const found = await withTypoTolerance(
        input.textQuery,
        'businesses',
        (keyword) => repo.businesses(keyword, input, input),
        (place) => repo.placeHasBusinesses(place, input),
        input.asTyped,
      );
      const [cards, facets] = await Promise.all([
        cardsInOrder(found.ids, businessCards),
        input.facets ? businessFacets(found.keyword, input) : undefined,
      ]);
      const promoted = new Set(found.promoted);
      return {
        success: true,
        results: cards.map((card) => ({
          businessProfile: card,
          reactions: card.reactions,
          promoted: promoted.has(card.businessID),
        })),
        total_results: found.total,
        suggestion: found.suggestion,
        broadened: found.broadened,
        ...(facets ? { facets } : {}),
      };
    },

    async products(
      input: {
        textQuery: string;
        asTyped?: boolean | undefined;
        country?: string | undefined;
        facets?: boolean | undefined;
      } & ProductFacetFilters &
        SearchPage,
    ): Promise<ProductSearchAnswer> {
      const found = await withTypoTolerance(
        input.textQuery,
        'products',
        (keyword) => repo.products(keyword, input, input),
        (place) => repo.placeHasProducts(place, input),
        input.asTyped,
      );
      const promoted = new Set(found.promoted);
      const [cards, facets] = await Promise.all([
        cardsInOrder(found.ids, productCards),
        input.facets ? productFacets(found.keyword, input) : undefined,
      ]);
      return {
        success: true,
        results: cards.map((card) => ({ ...card, promoted: promoted.has(card.productID) })),
        total_results: found.total,
        suggestion: found.suggestion,
        broadened: found.broadened,
        ...(facets ? { facets } : {}),
      };
    },

    async users(
      input: { textQuery: string; asTyped?: boolean | undefined; country?: string | undefined } & SearchPage,
    ): Promise<UserSearchAnswer> {
      // People belong to no place of the industry tree.
      const found = await withTypoTolerance(
        input.textQuery,
        'users',
        (keyword) => repo.users(keyword, input, input),
        async () => true,
        input.asTyped,
      );
      return {
        success: true,
        profiles: await cardsInOrder(found.ids, userCards),
        totalResults: found.total,
        suggestion: found.suggestion,
      };
    },

    /** The newest businesses, `LIMITS.latestRegisteredPerType` of each type the home page shows, newest first. */
    async lastRegistered(): Promise<BusinessCard[]> {
      const ids = await repo.lastRegistered(
        SEARCH_LIMITS.latestRegisteredTypes,
        LIMITS.latestRegisteredPerType,
      );
      return cardsInOrder(ids, businessCards);
    },
  };
}

export type SearchService = ReturnType<typeof searchService>;
