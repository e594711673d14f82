import {
  type BusinessSearchFacets,
  type BusinessSearchInput,
  type BusinessSearchResult,
  type InterfaceLanguage,
  LIMITS,
  type ProductSearchFacets,
  type ProductSearchInput,
  type ProductSearchResult,
  referenceLanguageOf,
  type SearchBroadened,
  searchEndpoints,
  type SearchFacetFilters,
  type SearchRouteQuery,
  type UserCard,
  type UserSearchInput,
} from '@b2b/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { useLanguage } from '../../../lib/language.ts';

interface Found<K extends string, T, F = undefined> {
  kind: K;
  items: T[];
  total: number;
  suggestion: string | null;
  /** The parent place shown for an industry, category or subcategory that has nothing yet; never for people. */
  broadened: SearchBroadened;
  /** Each facet's values with how many results each keeps; people have none. */
  facets: F;
}

/** One page of results of whichever list the tab shows, in one shape for the heading, the paging and the empty state. */
export type SearchResults =
  | Found<'product', ProductSearchResult, ProductSearchFacets | undefined>
  | Found<'user', UserCard>
  | Found<'business', BusinessSearchResult, BusinessSearchFacets | undefined>;

async function search(
  query: SearchRouteQuery,
  filters: SearchFacetFilters,
  page: number,
  language: InterfaceLanguage,
  signal: AbortSignal,
): Promise<SearchResults> {
  const input = {
    textQuery: query.search,
    ...(query.exact ? { asTyped: true } : {}),
    country: query.countries,
    skip: (page - 1) * LIMITS.searchPageSize,
    size: LIMITS.searchPageSize,
  };
  const verified = filters.verified === undefined ? {} : { verified: filters.verified };
  if (query.business === 'PR') {
    const answer = await searchProducts(
      {
        ...input,
        ...verified,
        ...(filters.category ? { category: filters.category } : {}),
        ...(filters.leadTime ? { leadTime: filters.leadTime } : {}),
        facets: true,
      },
      language,
      signal,
    );
    return {
      kind: 'product',
      items: answer.results,
      total: answer.total_results,
      suggestion: answer.suggestion,
      broadened: answer.broadened,
      facets: answer.facets,
    };
  }
  if (query.business === 'UR') {
    const answer = await searchUsers(input, language, signal);
    return {
      kind: 'user',
      items: answer.profiles,
      total: answer.totalResults,
      suggestion: answer.suggestion,
      broadened: null,
      facets: undefined,
    };
  }
  const answer = await searchBusinesses(
    {
      ...input,
      businessType: query.business,
      ...verified,
      ...(filters.membership ? { membership: filters.membership } : {}),
      ...(filters.years ? { yearsInBusiness: filters.years } : {}),
      facets: true,
    },
    language,
    signal,
  );
  return {
    kind: 'business',
    items: answer.results,
    total: answer.total_results,
    suggestion: answer.suggestion,
    broadened: answer.broadened,
    facets: answer.facets,
  };
}

/**
 * Every query key of the domain: the tab, countries and words of the address, then the page and the language the
 * cards' categories are named in, then the facet filters.
 */
export const searchKeys = {
  results: (
    query: SearchRouteQuery,
    page: number,
    language: InterfaceLanguage,
    filters: SearchFacetFilters = {},
  ) =>
    [
      'search',
      query.business,
      query.countries,
      query.search,
      page,
      language,
      query.exact ?? false,
      filters,
    ] as const,
};

export const getSearchResultsQueryOptions = (
  query: SearchRouteQuery,
  page: number,
  language: InterfaceLanguage,
  filters: SearchFacetFilters = {},
) =>
  queryOptions({
    queryKey: searchKeys.results(query, page, language, filters),
    queryFn: ({ signal }) => search(query, filters, page, language, signal),
  });

/**
 * The results of the address. Turning a page or choosing a facet value (the country is one) keeps the previous results
 * and facets on screen, dimmed, until the next ones arrive, so an open Filters panel stays open; another tab or keyword
 * shows the placeholder, since the old list would answer a different question.
 */
export function useSearchResults(query: SearchRouteQuery, page: number, filters: SearchFacetFilters = {}) {
  return useQuery({
    ...getSearchResultsQueryOptions(query, page, useLanguage(), filters),
    placeholderData: (previous, previousQuery) => {
      const [, business, , search] = previousQuery?.queryKey ?? [];
      const samePages = business === query.business && search === query.search;
      return samePages ? keepPreviousData(previous) : undefined;
    },
  });
}

/** `POST search/business`: one page of businesses of a type, the exact total and the spelling suggestion. */
export const searchBusinesses = (
  input: BusinessSearchInput,
  language: InterfaceLanguage,
  signal?: AbortSignal,
) =>
  api(searchEndpoints.searchBusinesses, {
    query: { lang: referenceLanguageOf(language) },
    body: input,
    signal,
  });

/** `POST search/product`: one page of product cards, the exact total and the spelling suggestion. */
export const searchProducts = (
  input: ProductSearchInput,
  language: InterfaceLanguage,
  signal?: AbortSignal,
) =>
  api(searchEndpoints.searchProducts, {
    query: { lang: referenceLanguageOf(language) },
    body: input,
    signal,
  });

/** `POST user/search`: one page of people, the exact total and the spelling suggestion. */
export const searchUsers = (input: UserSearchInput, language: InterfaceLanguage, signal?: AbortSignal) =>
  api(searchEndpoints.searchUsers, { query: { lang: referenceLanguageOf(language) }, body: input, signal });
