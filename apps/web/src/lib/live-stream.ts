import {
  LIVE_CLOSED_EVENT,
  LIVE_READY_EVENT,
  type LiveClosedData,
  liveEndpoints,
  NOTIFICATION_LIVE_EVENT_TYPES,
  type NotificationLiveEventData,
  type NotificationLiveEventType,
  REQUEST_LIVE_EVENT_TYPES,
  type RequestLiveEventData,
  type RequestLiveEventType,
  type UnreadCounts,
} from '@b2b/contracts';
import { useQuery, type QueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { api, apiAddress } from './api-client.ts';
import { useSession } from './session.ts';

/** What the page does with the live stream's events; each domain handles its own. */
export interface LiveStreamListeners {
  /** What the page read may be out of date (a first stream knows nothing from before it opened): read it again. */
  reload(): void;
  request(type: RequestLiveEventType, data: RequestLiveEventData): void;
  notification(type: NotificationLiveEventType, data: NotificationLiveEventData): void;
}

/** The first wait before a dropped stream is reopened; each failure in a row doubles it, up to `RECONNECT_MAX_MS`. */
const RECONNECT_MS = 3000;
const RECONNECT_MAX_MS = 60_000;

/**
 * The signed-in person's unread counts of one kind (threads or notifications) for the header's count: under the
 * domain's own key of the person (`keyOf`), read once signed in, then kept current by `applyUnreadCount`.
 */
export function useUnreadCountsQuery(
  keyOf: (userID: string) => readonly unknown[],
  read: (signal: AbortSignal) => Promise<UnreadCounts>,
) {
  const userID = useSession()?.userID ?? '';
  return useQuery({
    queryKey: keyOf(userID),
    queryFn: ({ signal }) => read(signal),
    enabled: Boolean(userID),
  });
}

/**
 * Puts a live event's unread count of one identity into the counts under `queryKey` (threads or notifications) and
 * their total; counts read before the identity existed (a business made or joined since) are read again.
 */
export function applyUnreadCount(
  queryClient: QueryClient,
  queryKey: readonly unknown[],
  event: { identityID: string; unread: number },
) {
  const counts = queryClient.getQueryData<UnreadCounts>(queryKey);
  if (counts && !counts.identities.some((row) => row.identityID === event.identityID)) {
    void queryClient.invalidateQueries({ queryKey });
  }
  queryClient.setQueryData<UnreadCounts>(queryKey, (counts) => {
    if (!counts) return counts;
    const identities = counts.identities.map((row) =>
      row.identityID === event.identityID ? { ...row, unread: event.unread } : row,
    );
    return { identities, total: identities.reduce((sum, row) => sum + row.unread, 0) };
  });
}

/**
 * Follows the live stream (one for the whole visit, whatever it carries) while the person is signed in. Each opening
 * asks a one-time ticket (an EventSource cannot send the token), so when the connection drops the browser's own retry
 * would be refused: the stream is reopened with a new ticket and the id of the last event seen, and the server sends
 * what arrived meanwhile first. The server fixes a stream's identities when it opens, so it waits for `businessIDs`
 * (the person's businesses, undefined while they load), and a change of them opens a new one and reloads.
 *
 * Failures in a row wait longer each time (a refused ticket, a server away). A stream the server closed to make room
 * for the person's newer ones (they hold more tabs than it keeps) waits the time the server says, and then reopens
 * only once its tab is in view: tabs in the background never take each other's places in turn. A stream of a server
 * that is stopping reopens after the second it says, in every tab.
 */
export function useLiveStream(businessIDs: readonly string[] | undefined, listeners: LiveStreamListeners) {
  const userID = useSession()?.userID;
  const identities = businessIDs?.join(' ');
  const seenIdentities = useRef(identities);
  const current = useRef(listeners);
  useEffect(() => {
    current.current = listeners;
  });
  useEffect(() => {
    if (!userID || identities === undefined) return;
    if (seenIdentities.current !== undefined && seenIdentities.current !== identities) {
      current.current.reload();
    }
    seenIdentities.current = identities;
    let source: EventSource | null = null;
    let lastEventId: string | undefined;
    let retry: number | undefined;
    let stopped = false;
    let failures = 0;
    /** Set while a replaced stream waits for its tab to be in view. */
    let waitingForView = false;

    const reopenLater = () => {
      source?.close();
      source = null;
      if (stopped) return;
      const wait = Math.min(RECONNECT_MS * 2 ** failures, RECONNECT_MAX_MS);
      failures += 1;
      retry = window.setTimeout(() => void open(), wait);
    };
    const reopenInView = () => {
      if (!waitingForView || document.visibilityState !== 'visible') return;
      waitingForView = false;
      void open();
    };
    const replaced = (seconds: number) => {
      source?.close();
      source = null;
      if (stopped) return;
      retry = window.setTimeout(() => {
        waitingForView = true;
        reopenInView();
      }, seconds * 1000);
    };
    // The server process is stopping: every tab comes back soon, through the proxy to another one.
    const restarting = (seconds: number) => {
      source?.close();
      source = null;
      if (!stopped) retry = window.setTimeout(() => void open(), seconds * 1000);
    };
    document.addEventListener('visibilitychange', reopenInView);

    async function open() {
      try {
        const { data } = await api(liveEndpoints.liveTicket);
        if (stopped) return;
        source = new EventSource(
          apiAddress(liveEndpoints.liveStream, { query: { ticket: data.ticket, lastEventId } }),
        );
        const remember = (message: MessageEvent) => {
          if (message.lastEventId) lastEventId = message.lastEventId;
        };
        source.addEventListener(LIVE_READY_EVENT, (message: MessageEvent) => {
          failures = 0;
          // A reopened stream is sent what it missed instead.
          if (!lastEventId) current.current.reload();
          remember(message);
        });
        source.addEventListener(LIVE_CLOSED_EVENT, (message: MessageEvent<string>) => {
          const closed = JSON.parse(message.data) as LiveClosedData;
          if (closed.reason === 'replaced') replaced(closed.retryAfter);
          else restarting(closed.retryAfter);
        });
        // The server writes each event from the contract's types, as it serializes its answers (no Zod in the browser).
        for (const type of REQUEST_LIVE_EVENT_TYPES) {
          source.addEventListener(type, (message: MessageEvent<string>) => {
            remember(message);
            current.current.request(type, JSON.parse(message.data) as RequestLiveEventData);
          });
        }
        for (const type of NOTIFICATION_LIVE_EVENT_TYPES) {
          source.addEventListener(type, (message: MessageEvent<string>) => {
            remember(message);
            current.current.notification(type, JSON.parse(message.data) as NotificationLiveEventData);
          });
        }
        source.onerror = reopenLater;
      } catch {
        reopenLater();
      }
    }

    void open();
    return () => {
      stopped = true;
      window.clearTimeout(retry);
      document.removeEventListener('visibilitychange', reopenInView);
      source?.close();
    };
  }, [userID, identities]);
}
