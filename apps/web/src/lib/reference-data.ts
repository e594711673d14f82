import {
  BusinessTypeSchema,
  CountrySchema,
  dataEnvelope,
  GenderSchema,
  IndustrySchema,
  IndustryTreeSchema,
  JobPositionSchema,
  LanguageSchema,
  StateSchema,
} from '@b2b/contracts';
import { queryOptions, useQuery, type UseQueryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from './api-client.ts';

/** Reference data changes only with a deploy. */
const REFERENCE_STALE_MS = 60 * 60 * 1000;

/** Query options of one reference list: `path` is both the address and, split on `/`, the cache key. */
function referenceListQueryOptions<T extends z.ZodType>(path: string, item: T) {
  const answer = dataEnvelope(z.array(item));
  return queryOptions({
    queryKey: path.split('/').filter(Boolean),
    queryFn: async ({ signal }) => (await apiRequest(path, { schema: answer, signal })).data,
    staleTime: REFERENCE_STALE_MS,
  });
}

/** Reference-data failures give empty lists (section 8 of 01-). */
function useReferenceList<T>(options: UseQueryOptions<T[], Error, T[], string[]>, enabled = true): T[] {
  return useQuery({ ...options, enabled }).data ?? [];
}

export const getCountriesQueryOptions = () => referenceListQueryOptions('/ref-data/country', CountrySchema);
export const useCountries = () => useReferenceList(getCountriesQueryOptions());

export const getStatesQueryOptions = (countryCode: string) =>
  referenceListQueryOptions(`/ref-data/country/${encodeURIComponent(countryCode)}/state`, StateSchema);
/** The states of a country; none until a country is chosen. */
export const useStates = (countryCode: string | undefined) =>
  useReferenceList(getStatesQueryOptions(countryCode ?? ''), Boolean(countryCode));

export const getGendersQueryOptions = () => referenceListQueryOptions('/ref-data/gender', GenderSchema);
export const useGenders = () => useReferenceList(getGendersQueryOptions());

export const getLanguagesQueryOptions = () => referenceListQueryOptions('/ref-data/language', LanguageSchema);
export const useLanguages = () => useReferenceList(getLanguagesQueryOptions());

export const getJobPositionsQueryOptions = () =>
  referenceListQueryOptions('/ref-data/job-position', JobPositionSchema);
export const useJobPositions = () => useReferenceList(getJobPositionsQueryOptions());

export const getBusinessTypesQueryOptions = () =>
  referenceListQueryOptions('/ref-data/business-type', BusinessTypeSchema);
export const useBusinessTypes = () => useReferenceList(getBusinessTypesQueryOptions());

export const getIndustriesQueryOptions = () => referenceListQueryOptions('/catsys/industry', IndustrySchema);
export const useIndustries = () => useReferenceList(getIndustriesQueryOptions());

export const getIndustryTreeQueryOptions = () =>
  referenceListQueryOptions('/catsys/industry/full-tree', IndustryTreeSchema);

export function useIndustryTree() {
  return useQuery(getIndustryTreeQueryOptions());
}
