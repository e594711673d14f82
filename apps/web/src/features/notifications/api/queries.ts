import {
  type NotificationLiveEventData,
  type NotificationLiveEventType,
  notificationsEndpoints,
} from '@b2b/contracts';
import {
  infiniteQueryOptions,
  useInfiniteQuery,
  useMutation,
  useQueryClient,
  type QueryClient,
} from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { applyUnreadCount, useUnreadCountsQuery } from '../../../lib/live-stream.ts';
import { useSession } from '../../../lib/session.ts';

/** Every query key of the domain. */
export const notificationKeys = {
  all: ['notifications'] as const,
  list: (userID: string) => ['notifications', 'list', userID] as const,
  unread: (userID: string) => ['notifications', 'unread', userID] as const,
};

/** `GET notifications?before`: the newest page of the person's and their businesses' notifications, or an older one. */
export async function getNotifications(before?: number, signal?: AbortSignal) {
  return (await api(notificationsEndpoints.notifications, { query: { before }, signal })).data;
}

export const getNotificationsQueryOptions = (userID: string) =>
  infiniteQueryOptions({
    queryKey: notificationKeys.list(userID),
    queryFn: ({ pageParam, signal }) => getNotifications(pageParam, signal),
    initialPageParam: undefined as number | undefined,
    getNextPageParam: (page) => page.next ?? undefined,
    // Read again each time it opens, so that what was read since shows as read.
    staleTime: 0,
  });

/** The list, read once it is first shown (`enabled`), then kept current by the live stream. */
export function useNotifications(enabled: boolean) {
  const userID = useSession()?.userID ?? '';
  const list = useInfiniteQuery({
    ...getNotificationsQueryOptions(userID),
    enabled: enabled && Boolean(userID),
  });
  return {
    notifications: list.data?.pages.flatMap((page) => page.notifications),
    isPending: list.isPending,
    isError: list.isError,
    hasOlder: list.hasNextPage,
    loadingOlder: list.isFetchingNextPage,
    loadOlder: () => void list.fetchNextPage(),
  };
}

export const getUnreadNotifications = async (signal?: AbortSignal) =>
  (await api(notificationsEndpoints.notificationsUnread, { signal })).data;

/** Unread notifications of the person and of each of their businesses, for the header's count. */
export const useUnreadNotifications = () =>
  useUnreadCountsQuery(notificationKeys.unread, getUnreadNotifications);

/** `POST notifications/read {upTo}`: marks read what the person has seen, up to the newest shown. */
export const markNotificationsRead = (upTo: number) =>
  api(notificationsEndpoints.notificationsRead, { body: { upTo } });

/** Marking read sets the count at once; the stream's `notification.read` confirms it in every tab. */
export function useMarkNotificationsRead() {
  const queryClient = useQueryClient();
  const userID = useSession()?.userID ?? '';
  return useMutation({
    mutationFn: markNotificationsRead,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: notificationKeys.unread(userID) }),
  });
}

/**
 * Puts a live event's unread count into the header's count; a notification that came or went reads the list again. A
 * read leaves the list as it is, so that an open list keeps marking what was new when it opened.
 */
export function applyNotificationEvent(
  queryClient: QueryClient,
  userID: string,
  type: NotificationLiveEventType,
  event: NotificationLiveEventData,
) {
  applyUnreadCount(queryClient, notificationKeys.unread(userID), event);
  if (type !== 'notification.read') {
    void queryClient.invalidateQueries({ queryKey: notificationKeys.list(userID) });
  }
}

/** What a first live stream does: reads the count and the list again. */
export const reloadNotifications = (queryClient: QueryClient) =>
  queryClient.invalidateQueries({ queryKey: notificationKeys.all });
