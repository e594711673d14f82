import {
  NEED_HELP_LIMITS,
  type AdminNeedHelpListAnswerSchema,
  type AdminRejectInput,
  type AdminVerificationAnswerSchema,
  type AdminVerificationListAnswerSchema,
  type AdministratorAnswerSchema,
  type SearchSynonymAnswerSchema,
  type SearchSynonymDeletedAnswerSchema,
  type SearchSynonymListAnswerSchema,
  type SupportSessionInput,
  type SupportSummaryAnswerSchema,
} from '@b2b/contracts';
import {
  infiniteQueryOptions,
  queryOptions,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { useSession } from '../../../lib/session.ts';

/** Every query key of the domain; whatever sits under `all` may change when a request is decided. */
export const administrationKeys = {
  all: ['administration'] as const,
  administrator: (userID: string) => ['administrator', userID] as const,
  queue: ['administration', 'verification-queue'] as const,
  request: (requestID: string) => ['administration', 'verification', requestID] as const,
  support: (businessID: string) => ['administration', 'support', businessID] as const,
  needHelp: ['administration', 'need-help'] as const,
  synonyms: ['administration', 'search-synonyms'] as const,
};

const withSignal = (signal: AbortSignal | undefined) => (signal ? { signal } : {});
const requestPath = (requestID: string) => `/admin/verification-requests/${encodeURIComponent(requestID)}`;
const supportPath = (businessID: string) => `/admin/businesses/${encodeURIComponent(businessID)}/support`;

/** `GET user/administrator`: whether the signed-in person may use the administration; false for a visitor. */
export function useIsAdministrator() {
  const userID = useSession()?.userID ?? null;
  return useQuery({
    queryKey: administrationKeys.administrator(userID ?? ''),
    queryFn: async ({ signal }) =>
      (await apiRequest<typeof AdministratorAnswerSchema>('/user/administrator', withSignal(signal))).data
        .administrator,
    enabled: userID !== null,
    staleTime: 5 * 60_000,
  });
}

/** `GET admin/verification-requests?cursor`: the queue, waiting requests first, page by page. */
export const getQueueQueryOptions = () =>
  infiniteQueryOptions({
    queryKey: administrationKeys.queue,
    queryFn: async ({ pageParam, signal }) => {
      const query = pageParam ? `?${new URLSearchParams({ cursor: pageParam }).toString()}` : '';
      return (
        await apiRequest<typeof AdminVerificationListAnswerSchema>(
          `/admin/verification-requests${query}`,
          withSignal(signal),
        )
      ).data;
    },
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (lastPage) => lastPage.next ?? undefined,
  });

export const useVerificationQueue = () => useInfiniteQuery(getQueueQueryOptions());

export const useVerificationRequest = (requestID: string) =>
  useQuery(
    queryOptions({
      queryKey: administrationKeys.request(requestID),
      queryFn: async ({ signal }) =>
        (await apiRequest<typeof AdminVerificationAnswerSchema>(requestPath(requestID), withSignal(signal)))
          .data,
    }),
  );

/** Approves (`reason` null) or rejects a request; the queue and the request are read again. */
export function useDecideVerification(requestID: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (rejection: AdminRejectInput | null) =>
      (
        await apiRequest<typeof AdminVerificationAnswerSchema>(
          `${requestPath(requestID)}/${rejection ? 'reject' : 'approve'}`,
          { method: 'POST', ...(rejection ? { body: rejection } : {}) },
        )
      ).data,
    onSuccess: (detail) => {
      queryClient.setQueryData(administrationKeys.request(requestID), detail);
      return queryClient.invalidateQueries({ queryKey: administrationKeys.queue });
    },
  });
}

export const useSupportSummary = (businessID: string | null) =>
  useQuery({
    queryKey: administrationKeys.support(businessID ?? ''),
    queryFn: async ({ signal }) =>
      (await apiRequest<typeof SupportSummaryAnswerSchema>(supportPath(businessID ?? ''), withSignal(signal)))
        .data,
    enabled: businessID !== null,
  });

export function useRecordSupport(businessID: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: SupportSessionInput) =>
      (
        await apiRequest<typeof SupportSummaryAnswerSchema>(supportPath(businessID), {
          method: 'POST',
          body: input,
        })
      ).data,
    onSuccess: (summary) => queryClient.setQueryData(administrationKeys.support(businessID), summary),
  });
}

/** `GET admin/need-help?skip&size`: the need-help enquiries, newest first, page by page. */
export const useNeedHelpEnquiries = () =>
  useInfiniteQuery(
    infiniteQueryOptions({
      queryKey: administrationKeys.needHelp,
      queryFn: async ({ pageParam, signal }) => {
        const query = new URLSearchParams({
          skip: String(pageParam),
          size: String(NEED_HELP_LIMITS.pageSize),
        });
        return (
          await apiRequest<typeof AdminNeedHelpListAnswerSchema>(
            `/admin/need-help?${query.toString()}`,
            withSignal(signal),
          )
        ).data;
      },
      initialPageParam: 0,
      getNextPageParam: (lastPage, pages) => {
        const read = pages.reduce((sum, page) => sum + page.enquiries.length, 0);
        return read < lastPage.total && lastPage.enquiries.length > 0 ? read : undefined;
      },
    }),
  );

const synonymsPath = '/admin/search-synonyms';

/** `GET admin/search-synonyms`: the groups of search synonyms, alphabetically by their first term. */
export const useSearchSynonyms = () =>
  useQuery({
    queryKey: administrationKeys.synonyms,
    queryFn: async ({ signal }) =>
      (await apiRequest<typeof SearchSynonymListAnswerSchema>(synonymsPath, withSignal(signal))).data,
  });

/** `POST admin/search-synonyms` without an id, `PUT admin/search-synonyms/{id}` with one. */
export function useSaveSearchSynonym() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ synonymID, terms }: { synonymID?: string; terms: string[] }) =>
      (
        await apiRequest<typeof SearchSynonymAnswerSchema>(
          synonymID ? `${synonymsPath}/${encodeURIComponent(synonymID)}` : synonymsPath,
          { method: synonymID ? 'PUT' : 'POST', body: { terms } },
        )
      ).data,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: administrationKeys.synonyms }),
  });
}

/** `DELETE admin/search-synonyms/{id}`. */
export function useRemoveSearchSynonym() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (synonymID: string) =>
      apiRequest<typeof SearchSynonymDeletedAnswerSchema>(
        `${synonymsPath}/${encodeURIComponent(synonymID)}`,
        {
          method: 'DELETE',
        },
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: administrationKeys.synonyms }),
  });
}
