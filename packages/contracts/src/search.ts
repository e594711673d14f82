import { z } from 'zod';
import { BUSINESS_TYPE_CODES } from './refdata.ts';

export const GLOBAL_COUNTRY = 'global';

/** Query of `/search-result`, which the header's search bar writes and reads. */
export const SearchRouteQuerySchema = z.object({
  business: z.enum(BUSINESS_TYPE_CODES).catch('MA'),
  countries: z.string().catch(GLOBAL_COUNTRY),
  search: z.string().catch(''),
});
export type SearchRouteQuery = z.infer<typeof SearchRouteQuerySchema>;

export const DEFAULT_SEARCH: SearchRouteQuery = { business: 'MA', countries: GLOBAL_COUNTRY, search: '' };
