import { SUBSCRIPTIONS } from './businesses-values.ts';
import type { SearchFacetFilters } from './search-values.ts';

// Apart from `search-values.ts`, which every page's header loads: only the results page reads these.

/** A range of whole numbers a facet counts in one value; `max` null for no upper end. */
export interface FacetBucket<K extends string = string> {
  key: K;
  min: number;
  max: number | null;
}

/**
 * The buckets of the numeric facets, in the order shown. A product's lead time is free text ("10–20 days", "2 weeks"):
 * its first number counts, in days (weeks × 7, months × 30; `product_lead_time_days`, migration 0026). Years in business
 * are the current year minus the year established.
 */
export const SEARCH_FACET_BUCKETS = {
  leadTime: [
    { key: '0-7', min: 0, max: 7 },
    { key: '8-14', min: 8, max: 14 },
    { key: '15-30', min: 15, max: 30 },
    { key: '31+', min: 31, max: null },
  ],
  yearsInBusiness: [
    { key: '0-4', min: 0, max: 4 },
    { key: '5-9', min: 5, max: 9 },
    { key: '10-19', min: 10, max: 19 },
    { key: '20+', min: 20, max: null },
  ],
} as const satisfies Record<string, readonly FacetBucket[]>;
export type LeadTimeBucket = (typeof SEARCH_FACET_BUCKETS.leadTime)[number]['key'];
export type YearsInBusinessBucket = (typeof SEARCH_FACET_BUCKETS.yearsInBusiness)[number]['key'];
export const LEAD_TIME_BUCKETS = /* @__PURE__ */ SEARCH_FACET_BUCKETS.leadTime.map((b) => b.key) as [
  LeadTimeBucket,
  ...LeadTimeBucket[],
];
export const YEARS_IN_BUSINESS_BUCKETS = /* @__PURE__ */ SEARCH_FACET_BUCKETS.yearsInBusiness.map(
  (b) => b.key,
) as [YearsInBusinessBucket, ...YearsInBusinessBucket[]];

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const oneOf = <T extends string>(values: readonly T[], value: string | null): value is T =>
  value !== null && values.some((known) => known === value);

/** The facet filters of a `/search-result` address; an unknown value is left out, as if not given. */
export function readSearchFacetFilters(params: URLSearchParams): SearchFacetFilters {
  const verified = params.get('verified');
  const membership = params.get('membership');
  const years = params.get('years');
  const category = params.get('category');
  const leadTime = params.get('leadTime');
  return {
    ...(verified === '1' || verified === '0' ? { verified: verified === '1' } : {}),
    ...(oneOf(SUBSCRIPTIONS, membership) ? { membership } : {}),
    ...(oneOf(YEARS_IN_BUSINESS_BUCKETS, years) ? { years } : {}),
    ...(category && UUID.test(category) ? { category: category.toLowerCase() } : {}),
    ...(oneOf(LEAD_TIME_BUCKETS, leadTime) ? { leadTime } : {}),
  };
}
