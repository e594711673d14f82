import type {
  BusinessTypeSchema,
  CategorySchema,
  CountrySchema,
  dataEnvelope,
  GenderSchema,
  IndustrySchema,
  IndustryTreeSchema,
  Industry,
  JobPositionSchema,
  LanguageSchema,
  StateSchema,
} from '@b2b/contracts';
import { queryOptions, useQuery, type UseQueryOptions } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from './api-client.ts';

/** Reference data changes only with a deploy. */
const REFERENCE_STALE_MS = 60 * 60 * 1000;

/** The answer of a reference list: the contract's envelope around a list of the item's schema. */
type ReferenceListAnswer<T extends z.ZodType> = ReturnType<typeof dataEnvelope<z.ZodArray<T>>>;

/** The call of one reference list; `T` is the schema of an item, as a type (see `apiRequest`). */
function referenceListRequest<T extends z.ZodType>(path: string) {
  const request = async (signal?: AbortSignal) =>
    (await apiRequest<ReferenceListAnswer<T>>(path, signal ? { signal } : {})).data;
  return typeof window === 'undefined' ? sharedOnServer(path, request) : request;
}

/** The answers the server's renders share, by path. */
const keptOnServer = new Map<string, { answer: Promise<unknown>; until: number }>();

/**
 * On the server every render has a query client of its own, so each page fetched, parsed and validated its reference
 * lists again (the industry tree behind the sidebar is 96 KB: a tenth of an industry page's time). The renders share one
 * answer per list for as long as a browser keeps it fresh; a failed call is not kept. The shared call carries no
 * page's abort signal, so a visitor leaving cannot fail it for the others.
 */
function sharedOnServer<T>(path: string, request: () => Promise<T>) {
  return async (): Promise<T> => {
    const kept = keptOnServer.get(path);
    if (kept && kept.until >= Date.now()) return kept.answer as Promise<T>;
    const answer = request();
    keptOnServer.set(path, { answer, until: Date.now() + REFERENCE_STALE_MS });
    answer.catch(() => {
      if (keptOnServer.get(path)?.answer === answer) keptOnServer.delete(path);
    });
    return answer;
  };
}

/** Query options of one reference list: `path` is both the address and, split on `/`, the cache key. */
function referenceListQueryOptions<T extends z.ZodType>(path: string) {
  const request = referenceListRequest<T>(path);
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

export const getCountriesQueryOptions = () =>
  referenceListQueryOptions<typeof CountrySchema>('/ref-data/country');
export const useCountries = (enabled = true) => useReferenceList(getCountriesQueryOptions(), enabled);

export const getStatesQueryOptions = (countryCode: string) =>
  referenceListQueryOptions<typeof StateSchema>(`/ref-data/country/${encodeURIComponent(countryCode)}/state`);
/** The states of a country; none until a country is chosen. */
export const useStates = (countryCode: string | undefined) =>
  useReferenceList(getStatesQueryOptions(countryCode ?? ''), Boolean(countryCode));

export const getGendersQueryOptions = () =>
  referenceListQueryOptions<typeof GenderSchema>('/ref-data/gender');
export const useGenders = () => useReferenceList(getGendersQueryOptions());

export const getLanguagesQueryOptions = () =>
  referenceListQueryOptions<typeof LanguageSchema>('/ref-data/language');
export const useLanguages = () => useReferenceList(getLanguagesQueryOptions());

export const getJobPositionsQueryOptions = () =>
  referenceListQueryOptions<typeof JobPositionSchema>('/ref-data/job-position');
export const useJobPositions = () => useReferenceList(getJobPositionsQueryOptions());

export const getBusinessTypesQueryOptions = () =>
  referenceListQueryOptions<typeof BusinessTypeSchema>('/ref-data/business-type');
export const useBusinessTypes = () => useReferenceList(getBusinessTypesQueryOptions());

export const getIndustriesQueryOptions = () =>
  referenceListQueryOptions<typeof IndustrySchema>('/catsys/industry');
export const useIndustries = () => useReferenceList(getIndustriesQueryOptions());

const INDUSTRY_TREE_PATH = '/catsys/industry/full-tree';
export const getIndustryTreeQueryOptions = () =>
  referenceListQueryOptions<typeof IndustryTreeSchema>(INDUSTRY_TREE_PATH);

export function useIndustryTree() {
  return useQuery(getIndustryTreeQueryOptions());
}

/** An industry with the names of all its categories: what /industries lists before a category is expanded. */
export type IndustryOutline = Industry & { categories: { name: string }[] };

/**
 * An industry with how many categories it has and the names of the first few: what the sidebar and the home page's
 * cards show without a click. Every page with the sidebar carries it, so it holds no more than they draw.
 */
export type IndustrySummary = Industry & { categoryCount: number; firstCategories: { name: string }[] };

/** The categories an industry's summary names; the rest load when asked for (a card's View more). */
export const SUMMARY_CATEGORIES = 3;

/**
 * Public pages carry these shapes in their HTML and dehydrated state instead of the full tree, whose 940 subcategories
 * load per industry when they are asked for (a sidebar flyout, a View more).
 */
const requestIndustryTree = referenceListRequest<typeof IndustryTreeSchema>(INDUSTRY_TREE_PATH);
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

export const getIndustrySummaryQueryOptions = () =>
  queryOptions({
    queryKey: ['catsys', 'industry', 'summary'],
    queryFn: async ({ signal }): Promise<IndustrySummary[]> =>
      (await requestIndustryTree(signal)).map(({ categories, ...industry }) => ({
        ...industry,
        categoryCount: categories.length,
        firstCategories: categories.slice(0, SUMMARY_CATEGORIES).map(({ name }) => ({ name })),
      })),
    staleTime: REFERENCE_STALE_MS,
  });

export function useIndustrySummary() {
  return useQuery(getIndustrySummaryQueryOptions());
}

export const getIndustryCategoriesQueryOptions = (industryID: string) =>
  referenceListQueryOptions<typeof CategorySchema>(
    `/catsys/industry/${encodeURIComponent(industryID)}/category`,
  );

/** The categories of one industry with their subcategories, fetched only while `enabled`. */
export function useIndustryCategories(industryID: string, enabled: boolean) {
  return useQuery({ ...getIndustryCategoriesQueryOptions(industryID), enabled });
}
