import {
  administrationEndpoints,
  type MailStatusName,
  type AdminRejectInput,
  type ExchangeRate,
  NEED_HELP_LIMITS,
  type SupportSessionInput,
} from '@b2b/contracts';
import {
  infiniteQueryOptions,
  queryOptions,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { nextSkip } from '../../../lib/next-skip.ts';
import { useSession } from '../../../lib/session.ts';

/** Every query key of the domain; whatever sits under `all` may change when a request is decided. */
export const administrationKeys = {
  all: ['administration'] as const,
  administrator: (userID: string) => ['administrator', userID] as const,
  queue: ['administration', 'verification-queue'] as const,
  request: (requestID: string) => ['administration', 'verification', requestID] as const,
  support: (businessID: string) => ['administration', 'support', businessID] as const,
  needHelp: ['administration', 'need-help'] as const,
  mail: ['administration', 'mail'] as const,
  mailOf: (status: MailStatusName | null) => ['administration', 'mail', status ?? 'all'] as const,
  synonyms: ['administration', 'search-synonyms'] as const,
  exchangeRates: ['administration', 'exchange-rates'] as const,
  paymentMismatches: ['administration', 'payment-mismatches'] as const,
};

/** `GET user/administrator`: whether the signed-in person may use the administration; false for a visitor. */
export function useIsAdministrator() {
  const userID = useSession()?.userID ?? null;
  return useQuery({
    queryKey: administrationKeys.administrator(userID ?? ''),
    queryFn: async ({ signal }) =>
      (await api(administrationEndpoints.administrator, { signal })).data.administrator,
    enabled: userID !== null,
    staleTime: 5 * 60_000,
  });
}

/** `GET admin/verification-requests?cursor`: the queue, waiting requests first, page by page. */
export const getQueueQueryOptions = () =>
  infiniteQueryOptions({
    queryKey: administrationKeys.queue,
    queryFn: async ({ pageParam, signal }) => {
      return (
        await api(administrationEndpoints.adminVerificationRequests, { query: { cursor: pageParam }, signal })
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
        (await api(administrationEndpoints.adminVerificationRequest, { params: { requestID }, signal })).data,
    }),
  );

/** Approves (`reason` null) or rejects a request; the queue and the request are read again. */
export function useDecideVerification(requestID: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (rejection: AdminRejectInput | null) =>
      (
        await (rejection
          ? api(administrationEndpoints.adminVerificationReject, { params: { requestID }, body: rejection })
          : api(administrationEndpoints.adminVerificationApprove, { params: { requestID } }))
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
      (await api(administrationEndpoints.adminSupport, { params: { businessID: businessID ?? '' }, signal }))
        .data,
    enabled: businessID !== null,
  });

export function useRecordSupport(businessID: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: SupportSessionInput) =>
      (await api(administrationEndpoints.adminSupportRecord, { params: { businessID }, body: input })).data,
    onSuccess: (summary) => queryClient.setQueryData(administrationKeys.support(businessID), summary),
  });
}

/** `GET admin/need-help?skip&size`: the need-help enquiries, newest first, page by page. */
export const useNeedHelpEnquiries = () =>
  useInfiniteQuery(
    infiniteQueryOptions({
      queryKey: administrationKeys.needHelp,
      queryFn: async ({ pageParam, signal }) => {
        return (
          await api(administrationEndpoints.adminNeedHelp, {
            query: { skip: pageParam, size: NEED_HELP_LIMITS.pageSize },
            signal,
          })
        ).data;
      },
      initialPageParam: 0,
      getNextPageParam: nextSkip('enquiries'),
    }),
  );

/** Mismatches shown at a time. */
const MISMATCH_PAGE_SIZE = 20;

/** `GET admin/payment-mismatches?skip&size`: payments that did not pay their plan's price, newest first. */
export const usePaymentMismatches = () =>
  useInfiniteQuery(
    infiniteQueryOptions({
      queryKey: administrationKeys.paymentMismatches,
      queryFn: async ({ pageParam, signal }) =>
        (
          await api(administrationEndpoints.adminPaymentMismatches, {
            query: { skip: pageParam, size: MISMATCH_PAGE_SIZE },
            signal,
          })
        ).data,
      initialPageParam: 0,
      getNextPageParam: nextSkip('mismatches'),
    }),
  );

/** `GET admin/mail?status&skip`: the mail queue, newest first, of one status or all, page by page. */
export const useMailQueue = (status: MailStatusName | null) =>
  useInfiniteQuery(
    infiniteQueryOptions({
      queryKey: administrationKeys.mailOf(status),
      queryFn: async ({ pageParam, signal }) =>
        (
          await api(administrationEndpoints.adminMail, {
            query: { skip: pageParam, ...(status ? { status } : {}) },
            signal,
          })
        ).data,
      initialPageParam: 0,
      getNextPageParam: nextSkip('mails'),
      // The queue changes by itself as the workers send: each look at a status reads it again.
      staleTime: 0,
    }),
  );

/** `POST admin/mail/{id}/resend`: the mail is queued again; every view of the queue is read again. */
export function useResendMail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (mailID: string) => api(administrationEndpoints.adminMailResend, { params: { mailID } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: administrationKeys.mail }),
  });
}

/** `GET admin/search-synonyms`: the groups of search synonyms, alphabetically by their first term. */
export const useSearchSynonyms = () =>
  useQuery({
    queryKey: administrationKeys.synonyms,
    queryFn: async ({ signal }) => (await api(administrationEndpoints.adminSearchSynonyms, { signal })).data,
  });

/** `POST admin/search-synonyms` without an id, `PUT admin/search-synonyms/{id}` with one. */
export function useSaveSearchSynonym() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ synonymID, terms }: { synonymID?: string; terms: string[] }) =>
      (
        await (synonymID
          ? api(administrationEndpoints.adminSearchSynonymUpdate, { params: { synonymID }, body: { terms } })
          : api(administrationEndpoints.adminSearchSynonymAdd, { body: { terms } }))
      ).data,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: administrationKeys.synonyms }),
  });
}

/** `DELETE admin/search-synonyms/{id}`. */
export function useRemoveSearchSynonym() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (synonymID: string) =>
      api(administrationEndpoints.adminSearchSynonymRemove, { params: { synonymID } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: administrationKeys.synonyms }),
  });
}

/** `GET admin/exchange-rates`: the newest rate of each currency pair. */
export const useExchangeRates = () =>
  useQuery({
    queryKey: administrationKeys.exchangeRates,
    queryFn: async ({ signal }) => (await api(administrationEndpoints.adminExchangeRates, { signal })).data,
  });

/** `PUT admin/exchange-rates`: a pair's rate of a day; the compare tables use the newest at once. */
export function useSetExchangeRate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (rate: ExchangeRate) =>
      (await api(administrationEndpoints.adminExchangeRateSet, { body: rate })).data,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: administrationKeys.exchangeRates }),
  });
}
