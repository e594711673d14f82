import type { Subscription } from './businesses-values.ts';
import { LIMITS } from './limits.ts';
import { BUSINESS_TYPE_CODES, type BusinessTypeCode } from './refdata-values.ts';
import type { LeadTimeBucket, YearsInBusinessBucket } from './search-facet-values.ts';

export const GLOBAL_COUNTRY = 'global';

/**
 * The facet filters of `/search-result` besides the tab (`business`) and the country (`countries`), which are facets
 * too. Business tabs: `verified`, `membership`, `years`; the products tab: `category`, `leadTime`, `verified`. Kept
 * apart from `SearchRouteQuery`: a new search from the header's bar starts without them.
 */
export interface SearchFacetFilters {
  /** `verified=1` or `verified=0`: the business is (its products' business is) verified or not. */
  verified?: boolean;
  membership?: Subscription;
  years?: YearsInBusinessBucket;
  /** A category's id. */
  category?: string;
  leadTime?: LeadTimeBucket;
}

/** Query of `/search-result`, which the header's search bar writes and reads. */
export interface SearchRouteQuery {
  business: BusinessTypeCode;
  countries: string;
  search: string;
  /** `exact=1`: the keyword searched as typed, without typo correction (the link under "Showing results for"). */
  exact?: true;
}

/** The facet filters an address may carry, in the order they are written into it. */
export const SEARCH_FACET_PARAMS = ['verified', 'membership', 'years', 'category', 'leadTime'] as const;

/** The facet filters as an address writes them: name and value, in `SEARCH_FACET_PARAMS` order (a GET form's fields). */
export function searchFacetParams(filters: SearchFacetFilters): [string, string][] {
  return SEARCH_FACET_PARAMS.flatMap((name): [string, string][] => {
    const value = filters[name];
    if (value === undefined) return [];
    return [[name, typeof value === 'boolean' ? (value ? '1' : '0') : value]];
  });
}

export const DEFAULT_SEARCH: SearchRouteQuery = { business: 'MA', countries: GLOBAL_COUNTRY, search: '' };

const isBusinessTypeCode = (code: string | null): code is BusinessTypeCode =>
  BUSINESS_TYPE_CODES.some((known) => known === code);

/**
 * The query of a `/search-result` address; what is missing or unknown reads as the default search (manufacturers,
 * worldwide, every keyword), so a hand-edited address still shows a page.
 */
export function readSearchRouteQuery(params: URLSearchParams): SearchRouteQuery {
  const business = params.get('business');
  return {
    business: isBusinessTypeCode(business) ? business : DEFAULT_SEARCH.business,
    countries: params.get('countries') ?? DEFAULT_SEARCH.countries,
    search: params.get('search') ?? DEFAULT_SEARCH.search,
    ...(params.get('exact') === '1' ? { exact: true as const } : {}),
  };
}

/**
 * `/search-result?business=..&countries=..&search=..`, the search text URL-encoded, then the facet filters, and
 * `&page=N` past the first page so that a reload, a shared link and the back button keep the page.
 */
function searchAddress(query: Partial<SearchRouteQuery>, page: number, facets: [string, string][]): string {
  const q = { ...DEFAULT_SEARCH, ...query };
  const params = new URLSearchParams({ business: q.business, countries: q.countries, search: q.search });
  if (q.exact) params.set('exact', '1');
  for (const [name, value] of facets) params.set(name, value);
  if (page > 1) params.set('page', String(page));
  return `/search-result?${params.toString().replaceAll('+', '%20')}`;
}

/** A search's address without facet filters: what the header's bar and every link outside the results page write. */
export const searchUrl = (query: Partial<SearchRouteQuery>, page = 1): string =>
  searchAddress(query, page, []);

/**
 * A search's address with its facet filters: the results page's own links. Apart from `searchUrl` so that the code
 * writing filters loads with the results page, not with every page's search bar.
 */
export const facetedSearchUrl = (
  query: Partial<SearchRouteQuery>,
  page: number,
  filters: SearchFacetFilters,
): string => searchAddress(query, page, searchFacetParams(filters));

const industrySearchUrls = new Map<string, string>();

/**
 * Industry, category and subcategory links search manufacturers worldwide for the name. The names are the reference
 * data's (a bounded set, in each language) and the industries page draws some 1,100 of them, so each name's address is
 * made once.
 */
export function industrySearchUrl(name: string): string {
  let url = industrySearchUrls.get(name);
  if (url === undefined) {
    url = searchUrl({ business: 'MA', countries: GLOBAL_COUNTRY, search: name });
    industrySearchUrls.set(name, url);
  }
  return url;
}

/** The page count of a result list: total divided by the page size, rounded up. */
export const searchPageCount = (total: number) => Math.ceil(total / LIMITS.searchPageSize);

export const SEARCH_LIMITS = {
  /**
   * Keywords of any length are accepted; only this many characters of them are searched, so a pasted page of text
   * answers like its beginning instead of failing.
   */
  textQueryChars: 200,
  /** Search words past this many are ignored, for the same reason. */
  textQueryWords: 12,
  /** Suggestions as a buyer types: asked for from this many characters on, at most `suggestions` of them. */
  suggestionMinChars: 2,
  /** Longer text is no completion any more: it is cut to this many characters before it is matched. */
  suggestionMaxChars: 100,
  suggestions: 8,
  /** The latest registered businesses are shown for these types, `LIMITS.latestRegisteredPerType` each. */
  latestRegisteredTypes: ['MA', 'DI', 'EX', 'CO'] as const,
} as const;
