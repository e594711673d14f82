import {
  languageOfPath,
  refdataEndpoints,
  referenceLanguageOf,
  type CategorySchema,
  type Industry,
  type InterfaceLanguage,
} from '@b2b/contracts';
import {
  queryOptions,
  useQuery,
  useQueryClient,
  type UseQueryOptions,
  type UseQueryResult,
} from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from './api-client.ts';
import { useLanguage } from './language.ts';

/** Reference data changes only with a deploy. */
const REFERENCE_STALE_MS = 60 * 60 * 1000;

/** The call of one reference list, named by its query key. */
function referenceListRequest<T>(
  key: readonly string[],
  call: (signal?: AbortSignal) => Promise<{ data: T[] }>,
) {
  const request = async (signal?: AbortSignal) => (await call(signal)).data;
  return typeof window === 'undefined' ? sharedOnServer(key.join('/'), request) : request;
}

/** The answers the server's renders share, by query key. */
const keptOnServer = new Map<string, { answer: Promise<unknown>; until: number }>();

/**
 * On the server every render has a query client of its own, so each page fetched, parsed and validated its reference
 * lists again (the industry tree behind the sidebar is 96 KB: a tenth of an industry page's time). The renders share one
 * answer per list for as long as a browser keeps it fresh; a failed call is not kept. The shared call carries no
 * page's abort signal, so a visitor leaving cannot fail it for the others.
 */
function sharedOnServer<T>(key: string, request: () => Promise<T>) {
  return async (): Promise<T> => {
    const kept = keptOnServer.get(key);
    if (kept && kept.until >= Date.now()) return kept.answer as Promise<T>;
    const answer = request();
    keptOnServer.set(key, { answer, until: Date.now() + REFERENCE_STALE_MS });
    answer.catch(() => {
      if (keptOnServer.get(key)?.answer === answer) keptOnServer.delete(key);
    });
    return answer;
  };
}

/** The language of the page a loader renders: the one of its address. */
export const languageOfRequest = (request: Request): InterfaceLanguage =>
  languageOfPath(new URL(request.url).pathname).language;

/**
 * The query of an answer whose reference names (industries, categories, job positions, ...) the API gives in the page's
 * language (`?lang=zh`; English, the names' own, has none), so each language's answer is cached apart, by the browser
 * and by the query cache alike.
 */
export const inLanguage = (language: InterfaceLanguage) => ({ lang: referenceLanguageOf(language) });

/**
 * Query options of one reference list: its key is the endpoint's name, its parameters and, for a list of names in the
 * page's language, the language, so a language switch never shows another language's names.
 */
function referenceListQueryOptions<T>(
  key: readonly string[],
  call: (signal?: AbortSignal) => Promise<{ data: T[] }>,
) {
  const request = referenceListRequest(key, call);
  return queryOptions({
    queryKey: [...key],
    queryFn: ({ signal }) => request(signal),
    staleTime: REFERENCE_STALE_MS,
  });
}

/** Reference-data failures give empty lists. */
function useReferenceList<T>(options: UseQueryOptions<T[], Error, T[], string[]>, enabled = true): T[] {
  return useQuery({ ...options, enabled }).data ?? [];
}

export const getCountriesQueryOptions = () =>
  referenceListQueryOptions(['countries'], (signal) => api(refdataEndpoints.countries, { signal }));
export const useCountries = (enabled = true) => useReferenceList(getCountriesQueryOptions(), enabled);

export const getStatesQueryOptions = (countryCode: string) =>
  referenceListQueryOptions(['countryStates', countryCode], (signal) =>
    api(refdataEndpoints.countryStates, { params: { code: countryCode }, signal }),
  );
/** The states of a country; none until a country is chosen. */
export const useStates = (countryCode: string | undefined) =>
  useReferenceList(getStatesQueryOptions(countryCode ?? ''), Boolean(countryCode));

export const getGendersQueryOptions = (language: InterfaceLanguage) =>
  referenceListQueryOptions(['genders', language], (signal) =>
    api(refdataEndpoints.genders, { query: inLanguage(language), signal }),
  );
export const useGenders = () => useReferenceList(getGendersQueryOptions(useLanguage()));

export const getLanguagesQueryOptions = (language: InterfaceLanguage) =>
  referenceListQueryOptions(['languages', language], (signal) =>
    api(refdataEndpoints.languages, { query: inLanguage(language), signal }),
  );
export const useLanguages = () => useReferenceList(getLanguagesQueryOptions(useLanguage()));

export const getJobPositionsQueryOptions = (language: InterfaceLanguage) =>
  referenceListQueryOptions(['jobPositions', language], (signal) =>
    api(refdataEndpoints.jobPositions, { query: inLanguage(language), signal }),
  );
export const useJobPositions = () => useReferenceList(getJobPositionsQueryOptions(useLanguage()));

export const getBusinessTypesQueryOptions = () =>
  referenceListQueryOptions(['businessTypes'], (signal) => api(refdataEndpoints.businessTypes, { signal }));
export const useBusinessTypes = () => useReferenceList(getBusinessTypesQueryOptions());

export const getIndustriesQueryOptions = (language: InterfaceLanguage) =>
  referenceListQueryOptions(['industries', language], (signal) =>
    api(refdataEndpoints.industries, { query: inLanguage(language), signal }),
  );
export const useIndustries = () => useReferenceList(getIndustriesQueryOptions(useLanguage()));

const industryTree = (language: InterfaceLanguage) =>
  [
    ['industryTree', language],
    (signal?: AbortSignal) => api(refdataEndpoints.industryTree, { query: inLanguage(language), signal }),
  ] as const;
export const getIndustryTreeQueryOptions = (language: InterfaceLanguage) =>
  referenceListQueryOptions(...industryTree(language));

export function useIndustryTree() {
  return useQuery(getIndustryTreeQueryOptions(useLanguage()));
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
const requestIndustryTree = (language: InterfaceLanguage) => referenceListRequest(...industryTree(language));
export const getIndustryOutlineQueryOptions = (language: InterfaceLanguage) =>
  queryOptions({
    queryKey: ['catsys', 'industry', 'outline', language],
    queryFn: async ({ signal }): Promise<IndustryOutline[]> =>
      (await requestIndustryTree(language)(signal)).map(({ categories, ...industry }) => ({
        ...industry,
        categories: categories.map(({ name }) => ({ name })),
      })),
    staleTime: REFERENCE_STALE_MS,
  });

export function useIndustryOutline() {
  return useQuery(getIndustryOutlineQueryOptions(useLanguage()));
}

export const getIndustrySummaryQueryOptions = (language: InterfaceLanguage) =>
  queryOptions({
    queryKey: ['catsys', 'industry', 'summary', language],
    queryFn: async ({ signal }): Promise<IndustrySummary[]> =>
      (await requestIndustryTree(language)(signal)).map(({ categories, ...industry }) => ({
        ...industry,
        categoryCount: categories.length,
        firstCategories: categories.slice(0, SUMMARY_CATEGORIES).map(({ name }) => ({ name })),
      })),
    staleTime: REFERENCE_STALE_MS,
  });

export function useIndustrySummary() {
  return useQuery(getIndustrySummaryQueryOptions(useLanguage()));
}

export const getIndustryCategoriesQueryOptions = (industryID: string, language: InterfaceLanguage) =>
  referenceListQueryOptions(['industryCategories', industryID, language], (signal) =>
    api(refdataEndpoints.industryCategories, {
      params: { id: industryID },
      query: inLanguage(language),
      signal,
    }),
  );

/** What a page reads of one industry's categories: the list, and whether it is on its way or failed. */
type IndustryCategories = Pick<
  UseQueryResult<z.infer<typeof CategorySchema>[]>,
  'data' | 'isPending' | 'isError'
>;

/** The categories of one industry with their subcategories, fetched only while `enabled`. */
function useIndustryCategoriesInBrowser(industryID: string, enabled: boolean): IndustryCategories {
  return useQuery({ ...getIndustryCategoriesQueryOptions(industryID, useLanguage()), enabled });
}

/**
 * On the server a render never fetches, and the sidebar's, the cards' and /industries' industries are closed (they open
 * on a click): a query observer for each of them cost a twentieth of the page's render for nothing. One opened there
 * would show what a loader prefetched.
 */
function useIndustryCategoriesOnServer(industryID: string, enabled: boolean): IndustryCategories {
  const queryClient = useQueryClient();
  const language = useLanguage();
  const data = enabled
    ? queryClient.getQueryData(getIndustryCategoriesQueryOptions(industryID, language).queryKey)
    : undefined;
  return { data, isPending: data === undefined, isError: false };
}

// A build-time constant, so each build keeps only its own version.
export const useIndustryCategories = import.meta.env.SSR
  ? useIndustryCategoriesOnServer
  : useIndustryCategoriesInBrowser;
