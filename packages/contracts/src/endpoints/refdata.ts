import { endpointsOf } from './endpoint.ts';

/** Reference data: countries, states, genders, languages, job positions, business types and the industry tree. Relative to `API_URL`. */
export const refdataEndpoints = endpointsOf({
  countries: ['GET', '/ref-data/country'],
  countryStates: ['GET', '/ref-data/country/:code/state'],
  genders: ['GET', '/ref-data/gender'],
  languages: ['GET', '/ref-data/language'],
  jobPositions: ['GET', '/ref-data/job-position'],
  businessTypes: ['GET', '/ref-data/business-type'],
  industries: ['GET', '/catsys/industry'],
  industryTree: ['GET', '/catsys/industry/full-tree'],
  industryCategories: ['GET', '/catsys/industry/:id/category'],
});
