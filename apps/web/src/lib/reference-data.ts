import {
  BusinessTypeSchema,
  CategorySchema,
  CountrySchema,
  dataEnvelope,
  GenderSchema,
  IndustrySchema,
  IndustryTreeSchema,
  type Industry,
  JobPositionSchema,
  LanguageSchema,
  StateSchema,
} from '@b2b/contracts';
import { queryOptions, useQuery, type UseQueryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from './api-client.ts';

/** Reference data changes only with a deploy. */
const REFERENCE_STALE_MS = 60 * 60 * 1000;

/** The call of one reference list, checked against its schema. */
function referenceListRequest<T extends z.ZodType>(path: string, item: T) {
  const answer = dataEnvelope(z.array(item));
  const request = async (signal?: AbortSignal) =>
    (await apiRequest(path, { schema: answer, ...(signal ? { signal } : {}) })).data;
  return typeof window === 'undefined' ? sharedOnServer(request) : request;
}

/**
 * On the server every render has a query client of its own, so each page fetched, parsed and validated its reference
 * lists again (the industry tree behind the sidebar is 96 KB: a tenth of an industry page's time). The renders share one
 * answer per list for as long as a browser keeps it fresh; a failed call is not kept. The shared call carries no
 * page's abort signal, so a visitor leaving cannot fail it for the others.
 */
function sharedOnServer<T>(request: () => Promise<T>) {
  let kept: { answer: Promise<T>; until: number } | undefined;
  return async (): Promise<T> => {
    if (!kept || kept.until < Date.now()) {
      const answer = request();
      kept = { answer, until: Date.now() + REFERENCE_STALE_MS };
      answer.catch(() => {
        if (kept?.answer === answer) kept = undefined;
      });
    }
    return kept.answer;
  };
}

/** Query options of one reference list: `path` is both the address and, split on `/`, the cache key. */
function referenceListQueryOptions<T extends z.ZodType>(path: string, item: T) {
  const request = referenceListRequest(path, item);
  return queryOptions({
    queryKey: path.split('/').filter(Boolean),
    queryFn: ({ signal }) => request(signal),
    staleTime: REFERENCE_STALE_MS,
  });
}

/** Reference-data failures give empty lists (section 8 of 01-). */
function useReferenceList<T>(options: UseQueryOptions<T[], Error, T[], string[]>, enabled = true): T[] {
  return useQuery({ ...options, enabled }).data ?? [];
}

export const getCountriesQueryOptions = () => referenceListQueryOptions('/ref-data/country', CountrySchema);
export const useCountries = (enabled = true) => useReferenceList(getCountriesQueryOptions(), enabled);

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

const INDUSTRY_TREE_PATH = '/catsys/industry/full-tree';
export const getIndustryTreeQueryOptions = () =>
  referenceListQueryOptions(INDUSTRY_TREE_PATH, IndustryTreeSchema);

export function useIndustryTree() {
  return useQuery(getIndustryTreeQueryOptions());
}

/** An industry with the names of its categories: what the sidebar and the industry cards show without a click. */
export type IndustryOutline = Industry & { categories: { name: string }[] };

/**
 * The industries and their category names. A public page carries this in its HTML and dehydrated state instead of the
 * full tree, whose 940 subcategories load per industry when they are asked for (a sidebar flyout, a View more).
 */
const requestIndustryTree = referenceListRequest(INDUSTRY_TREE_PATH, IndustryTreeSchema);
export const getIndustryOutlineQueryOptions = () =>
  queryOptions({
    queryKey: ['catsys', 'industry', 'outline'],
    queryFn: async ({ signal }): Promise<IndustryOutline[]> =>
      (await requestIndustryTree(signal)).map(({ categories, ...industry }) => ({
        ...industry,
        categories: categories.map(({ name }) => ({ name })),
      })),
    staleTime: REFERENCE_STALE_MS,
  });

export function useIndustryOutline() {
  return useQuery(getIndustryOutlineQueryOptions());
}

export const getIndustryCategoriesQueryOptions = (industryID: string) =>
  referenceListQueryOptions(`/catsys/industry/${encodeURIComponent(industryID)}/category`, CategorySchema);

/** The categories of one industry with their subcategories, fetched only while `enabled`. */
export function useIndustryCategories(industryID: string, enabled: boolean) {
  return useQuery({ ...getIndustryCategoriesQueryOptions(industryID), enabled });
}
