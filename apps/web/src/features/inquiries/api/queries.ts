import { inquiriesEndpoints, type RequestLiveEventData, type SendInquiryInput } from '@b2b/contracts';
import {
  infiniteQueryOptions,
  useInfiniteQuery,
  useMutation,
  useQueryClient,
  type InfiniteData,
  type QueryClient,
} from '@tanstack/react-query';
import i18next from 'i18next';
import { useEffect, useMemo } from 'react';
import { api } from '../../../lib/api-client.ts';
import { applyUnreadCount, useUnreadCountsQuery } from '../../../lib/live-stream.ts';
import { toastFailure } from '../../../lib/toast-failure.ts';
import { toast } from '../../../lib/toast.tsx';

/** Every query key of the domain; `all` is what a new request makes stale. */
export const inquiryKeys = {
  all: ['inquiries'] as const,
  /** Every list of an identity, whatever its search. */
  threadsOf: (identityID: string) => ['inquiries', 'threads', identityID] as const,
  threads: (identityID: string, search: string) => ['inquiries', 'threads', identityID, search] as const,
  /** A thread as any identity reads it. */
  threadAll: (requestID: string) => ['inquiries', 'thread', requestID] as const,
  thread: (requestID: string, identityID: string) => ['inquiries', 'thread', requestID, identityID] as const,
  unread: (userID: string) => ['inquiries', 'unread', userID] as const,
};

/** `GET business/request?ubid&q&cursor`: a page of an identity's threads, newest activity first, and the next cursor. */
export async function getThreads(identityID: string, search: string, cursor?: string, signal?: AbortSignal) {
  const answer = await api(inquiriesEndpoints.inquiries, {
    query: { ubid: identityID, q: search, cursor },
    signal,
  });
  return { threads: answer.data, next: answer.next };
}

export const getThreadsQueryOptions = (identityID: string, search: string) =>
  infiniteQueryOptions({
    queryKey: inquiryKeys.threads(identityID, search),
    queryFn: ({ pageParam, signal }) => getThreads(identityID, search, pageParam, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (lastPage) => lastPage.next ?? undefined,
  });

export const useThreads = (identityID: string, search: string) =>
  useInfiniteQuery(getThreadsQueryOptions(identityID, search));

/**
 * `GET business/request/{rid}/get-messages?bid&before`: the thread, its newest messages or (with `before`, an answer's
 * `older`) the page before those; reading marks it read for `bid`.
 */
export async function getThread(
  requestID: string,
  identityID: string,
  before?: string,
  signal?: AbortSignal,
) {
  const answer = await api(inquiriesEndpoints.inquiryMessages, {
    params: { rid: requestID },
    query: { bid: identityID, before },
    signal,
  });
  return answer.data;
}

/** A thread's pages, newest first: the first is what opening it shows, each next one the messages before it. */
export const getThreadQueryOptions = (requestID: string, identityID: string) =>
  infiniteQueryOptions({
    queryKey: inquiryKeys.thread(requestID, identityID),
    queryFn: ({ pageParam, signal }) => getThread(requestID, identityID, pageParam, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.older ?? undefined,
  });

/**
 * The open thread as one list of messages, oldest first, with `loadOlder` for the page before the oldest shown. Once
 * read, its unread mark goes from the identity's lists at once, whether or not the stream is up.
 */
export function useThread(requestID: string | undefined, identityID: string) {
  const queryClient = useQueryClient();
  const thread = useInfiniteQuery({
    ...getThreadQueryOptions(requestID ?? '', identityID),
    enabled: Boolean(requestID),
  });
  const readAt = thread.dataUpdatedAt;
  useEffect(() => {
    if (readAt && requestID) markReadInLists(queryClient, identityID, requestID);
  }, [readAt, requestID, identityID, queryClient]);
  const pages = thread.data?.pages;
  const data = useMemo(
    () =>
      pages?.[0] && {
        request: pages[0].request,
        messages: [...pages].reverse().flatMap((page) => page.messages),
      },
    [pages],
  );
  return {
    data,
    error: thread.error,
    isError: thread.isError,
    hasOlder: thread.hasNextPage,
    loadingOlder: thread.isFetchingNextPage,
    loadOlder: () => void thread.fetchNextPage(),
  };
}

type ThreadPages = InfiniteData<Awaited<ReturnType<typeof getThreads>>, string | undefined>;

function markReadInLists(queryClient: QueryClient, identityID: string, requestID: string) {
  queryClient.setQueriesData<ThreadPages>({ queryKey: inquiryKeys.threadsOf(identityID) }, (data) =>
    data
      ? {
          ...data,
          pages: data.pages.map((page) => ({
            ...page,
            threads: page.threads.map((thread) =>
              thread.requestID === requestID && thread.unread ? { ...thread, unread: false } : thread,
            ),
          })),
        }
      : data,
  );
}

/** `GET business/request/unread`: unread threads of the person and of each of their businesses, for the header. */
export const getUnreadCounts = async (signal?: AbortSignal) =>
  (await api(inquiriesEndpoints.inquiriesUnread, { signal })).data;

export const useUnreadCounts = () => useUnreadCountsQuery(inquiryKeys.unread, getUnreadCounts);

/** `POST business/request`: `from` is left out when the person sends it as themself. */
export const sendInquiry = async (input: SendInquiryInput) =>
  (await api(inquiriesEndpoints.inquirySend, { body: input })).data.requestID;

export function useSendInquiry() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendInquiry,
    onSuccess: async () => {
      toast.success(i18next.t('inquiries:send.sent'));
      await queryClient.invalidateQueries({ queryKey: inquiryKeys.all });
    },
    onError: (error) => toastFailure(error),
  });
}

/** What a reply or an end changes: the thread and the lists of the identity that wrote. */
const refreshThread = (queryClient: QueryClient, requestID: string, identityID: string) =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: inquiryKeys.threadAll(requestID) }),
    queryClient.invalidateQueries({ queryKey: inquiryKeys.threadsOf(identityID) }),
  ]);

/** `POST business/request/{rid}/send-message?bid`: a reply as `identityID`; 409 once the thread has ended. */
export const sendMessage = (requestID: string, identityID: string, content: string) =>
  api(inquiriesEndpoints.inquiryReply, {
    params: { rid: requestID },
    query: { bid: identityID },
    body: { content },
  });

export function useSendMessage(requestID: string, identityID: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (content: string) => sendMessage(requestID, identityID, content),
    onSuccess: () => refreshThread(queryClient, requestID, identityID),
    // A refusal is most often the other side ending the thread meanwhile: reading it again shows it closed.
    onError: async (error) => {
      toastFailure(error);
      await refreshThread(queryClient, requestID, identityID);
    },
  });
}

/** `POST business/request/{rid}/end-request?bid`: ends the conversation for both sides. */
export const endRequest = (requestID: string, identityID: string) =>
  api(inquiriesEndpoints.inquiryEnd, { params: { rid: requestID }, query: { bid: identityID } });

export function useEndRequest(requestID: string, identityID: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => endRequest(requestID, identityID),
    onSuccess: async () => {
      toast.success(i18next.t('inquiries:conversation.ended'));
      await refreshThread(queryClient, requestID, identityID);
    },
    onError: (error) => toastFailure(error),
  });
}

/** `POST business/request/{rid}/deal-closed?bid`: marks the deal closed for `identityID`'s side. */
export const markDealClosed = (requestID: string, identityID: string) =>
  api(inquiriesEndpoints.inquiryDealClosed, { params: { rid: requestID }, query: { bid: identityID } });

export function useMarkDealClosed(requestID: string, identityID: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => markDealClosed(requestID, identityID),
    onSuccess: () => refreshThread(queryClient, requestID, identityID),
    onError: (error) => toastFailure(error),
  });
}

/** Puts an event's unread count into the header's counts, and reloads what it changed. */
export function applyRequestEvent(queryClient: QueryClient, userID: string, event: RequestLiveEventData) {
  applyUnreadCount(queryClient, inquiryKeys.unread(userID), event);
  void readAgain(queryClient, inquiryKeys.threadsOf(event.identityID));
  void readAgain(queryClient, inquiryKeys.thread(event.requestID, event.identityID));
}

/**
 * Reads the queries under `queryKey` again, each once its fetch under way (if any) has finished. Invalidating at once
 * would cancel a page of older messages (or of older threads) being loaded, and the new read would bring back only
 * the pages shown before: the person's click would come to nothing.
 */
function readAgain(queryClient: QueryClient, queryKey: readonly unknown[]) {
  return Promise.all(
    queryClient
      .getQueryCache()
      .findAll({ queryKey })
      .map(async ({ queryKey: key, state }) => {
        if (state.fetchStatus === 'fetching') {
          await queryClient.refetchQueries({ queryKey: key, exact: true }, { cancelRefetch: false });
        }
        await queryClient.invalidateQueries({ queryKey: key, exact: true });
      }),
  );
}

/** What a first live stream does: reads again what the page read before it opened, so nothing between is missed. */
export const reloadInquiries = (queryClient: QueryClient) => readAgain(queryClient, inquiryKeys.all);
