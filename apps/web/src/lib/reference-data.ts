import { CountrySchema, dataEnvelope, IndustryTreeSchema } from '@b2b/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from './api-client.ts';

/** Reference data changes only with a deploy. */
const REFERENCE_STALE_MS = 60 * 60 * 1000;

const CountriesAnswer = dataEnvelope(z.array(CountrySchema));
const IndustryTreeAnswer = dataEnvelope(z.array(IndustryTreeSchema));

export const getCountries = async (signal?: AbortSignal) =>
  (await apiRequest('/ref-data/country', { schema: CountriesAnswer, ...(signal ? { signal } : {}) })).data;

export const getCountriesQueryOptions = () =>
  queryOptions({
    queryKey: ['ref-data', 'country'],
    queryFn: ({ signal }) => getCountries(signal),
    staleTime: REFERENCE_STALE_MS,
  });

/** Reference-data failures give empty lists (section 8 of 01-). */
export function useCountries() {
  return useQuery(getCountriesQueryOptions()).data ?? [];
}

export const getIndustryTree = async (signal?: AbortSignal) =>
  (
    await apiRequest('/catsys/industry/full-tree', {
      schema: IndustryTreeAnswer,
      ...(signal ? { signal } : {}),
    })
  ).data;

export const getIndustryTreeQueryOptions = () =>
  queryOptions({
    queryKey: ['catsys', 'industry', 'full-tree'],
    queryFn: ({ signal }) => getIndustryTree(signal),
    staleTime: REFERENCE_STALE_MS,
  });

export function useIndustryTree() {
  return useQuery(getIndustryTreeQueryOptions());
}
