import {
  DEFAULT_SEARCH,
  GLOBAL_COUNTRY,
  SearchRouteQuerySchema,
  type SearchRouteQuery,
} from '@b2b/contracts';

/** `/search-result?business=..&countries=..&search=..`, the search text URL-encoded. */
export function searchUrl(query: Partial<SearchRouteQuery>): string {
  const q = { ...DEFAULT_SEARCH, ...query };
  const params = new URLSearchParams({ business: q.business, countries: q.countries, search: q.search });
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

/** Industry, category and subcategory links search manufacturers worldwide for the name (section 2 of 01-). */
export const industrySearchUrl = (name: string) =>
  searchUrl({ business: 'MA', countries: GLOBAL_COUNTRY, search: name });
