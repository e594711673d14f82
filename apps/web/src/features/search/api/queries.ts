import {
  LIMITS,
  type BusinessSearchResult,
  type ProductSearchResult,
  type SearchRouteQuery,
  type UserCard,
  type BusinessSearchAnswerSchema,
  type BusinessSearchInput,
  type ProductSearchAnswerSchema,
  type ProductSearchInput,
  type UserSearchAnswerSchema,
  type UserSearchInput,
  type InterfaceLanguage,
  type SearchBroadened,
} from '@b2b/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { useLanguage } from '../../../lib/language.ts';
import { inLanguage } from '../../../lib/reference-data.ts';

interface Found<K extends string, T> {
  kind: K;
  items: T[];
  total: number;
  suggestion: string | null;
  /** The parent place shown for an industry, category or subcategory that has nothing yet; never for people. */
  broadened: SearchBroadened;
}

/** One page of results of whichever list the tab shows, in one shape for the heading, the paging and the empty state. */
export type SearchResults =
  Found<'product', ProductSearchResult> | Found<'user', UserCard> | Found<'business', BusinessSearchResult>;

async function search(
  query: SearchRouteQuery,
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
  if (query.business === 'PR') {
    const answer = await searchProducts(input, language, signal);
    return {
      kind: 'product',
      items: answer.results,
      total: answer.total_results,
      suggestion: answer.suggestion,
      broadened: answer.broadened,
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
    };
  }
  const answer = await searchBusinesses({ ...input, businessType: query.business }, language, signal);
  return {
    kind: 'business',
    items: answer.results,
    total: answer.total_results,
    suggestion: answer.suggestion,
    broadened: answer.broadened,
  };
}

/**
 * Every query key of the domain: the tab, countries and words of the address, then the page and the language the
 * cards' categories are named in.
 */
export const searchKeys = {
  results: (query: SearchRouteQuery, page: number, language: InterfaceLanguage) =>
    ['search', query.business, query.countries, query.search, page, language, query.exact ?? false] as const,
};

export const getSearchResultsQueryOptions = (
  query: SearchRouteQuery,
  page: number,
  language: InterfaceLanguage,
) =>
  queryOptions({
    queryKey: searchKeys.results(query, page, language),
    queryFn: ({ signal }) => search(query, page, language, signal),
  });

/**
 * The results of the address. Turning a page keeps the previous page on screen until the next one arrives; any other
 * change (tab, country, keyword) shows the placeholder, since the old list would answer a different question.
 */
export function useSearchResults(query: SearchRouteQuery, page: number) {
  return useQuery({
    ...getSearchResultsQueryOptions(query, page, useLanguage()),
    placeholderData: (previous, previousQuery) => {
      const [, business, countries, search] = previousQuery?.queryKey ?? [];
      const samePages =
        business === query.business && countries === query.countries && search === query.search;
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
  apiRequest<typeof BusinessSearchAnswerSchema>(inLanguage('/search/business', language), {
    method: 'POST',
    body: { ...input },
    ...(signal ? { signal } : {}),
  });

/** `POST search/product`: one page of product cards, the exact total and the spelling suggestion. */
export const searchProducts = (
  input: ProductSearchInput,
  language: InterfaceLanguage,
  signal?: AbortSignal,
) =>
  apiRequest<typeof ProductSearchAnswerSchema>(inLanguage('/search/product', language), {
    method: 'POST',
    body: { ...input },
    ...(signal ? { signal } : {}),
  });

/** `POST user/search`: one page of people, the exact total and the spelling suggestion. */
export const searchUsers = (input: UserSearchInput, language: InterfaceLanguage, signal?: AbortSignal) =>
  apiRequest<typeof UserSearchAnswerSchema>(inLanguage('/user/search', language), {
    method: 'POST',
    body: { ...input },
    ...(signal ? { signal } : {}),
  });
