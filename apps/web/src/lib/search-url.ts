import {
  DEFAULT_SEARCH,
  GLOBAL_COUNTRY,
  SearchRouteQuerySchema,
  type SearchRouteQuery,
} from '@b2b/contracts';

/**
 * `/search-result?business=..&countries=..&search=..`, the search text URL-encoded, and `&page=N` past the first page so
 * that a reload, a shared link and the back button keep the page.
 */
export function searchUrl(query: Partial<SearchRouteQuery>, page = 1): string {
  const q = { ...DEFAULT_SEARCH, ...query };
  const params = new URLSearchParams({ business: q.business, countries: q.countries, search: q.search });
  if (page > 1) params.set('page', String(page));
  return `/search-result?${params.toString().replaceAll('+', '%20')}`;
}

export function readSearchQuery(search: string): SearchRouteQuery {
  const params = new URLSearchParams(search);
  return SearchRouteQuerySchema.parse({
    business: params.get('business') ?? undefined,
    countries: params.get('countries') ?? undefined,
    search: params.get('search') ?? undefined,
  });
}

/** The results page of the address, from 1; anything that is not a whole number from 1 is the first page. */
export function readSearchPage(search: string): number {
  const page = Number(new URLSearchParams(search).get('page'));
  return Number.isSafeInteger(page) && page >= 1 ? page : 1;
}

/** Industry, category and subcategory links search manufacturers worldwide for the name (section 2 of 01-). */
export const industrySearchUrl = (name: string) =>
  searchUrl({ business: 'MA', countries: GLOBAL_COUNTRY, search: name });
