import { DEFAULT_SEARCH, SearchRouteQuerySchema, type SearchRouteQuery } from '@b2b/contracts';

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
