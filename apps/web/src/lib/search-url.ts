import { readSearchRouteQuery, type SearchRouteQuery } from '@b2b/contracts';

export const readSearchQuery = (search: string): SearchRouteQuery =>
  readSearchRouteQuery(new URLSearchParams(search));

/** The results page of the address, from 1; anything that is not a whole number from 1 is the first page. */
export function readSearchPage(search: string): number {
  const page = Number(new URLSearchParams(search).get('page'));
  return Number.isSafeInteger(page) && page >= 1 ? page : 1;
}
