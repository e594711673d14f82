import { endpointsOf } from './endpoint.ts';

/** The searches and the suggestions while typing. Relative to `API_URL`. */
export const searchEndpoints = endpointsOf({
  searchBusinesses: ['POST', '/search/business'],
  searchProducts: ['POST', '/search/product'],
  searchUsers: ['POST', '/user/search'],
  searchSuggestions: ['GET', '/search/suggestions'],
  lastRegistered: ['GET', '/search/business/last-registered'],
});
