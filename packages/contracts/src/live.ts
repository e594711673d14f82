import { z } from 'zod';

/**
 * What the live stream (`GET /api/live/stream`, Server-Sent Events) tells an identity. Every event carries the identity
 * it is for and that identity's unread count after it (threads for `request.*`, notifications for `notification.*`), so
 * a header count needs no extra call.
 */
export const REQUEST_LIVE_EVENT_TYPES = [
  /** A thread was opened with the identity. */
  'request.created',
  /** A message arrived in one of its threads (its own messages too, for its other tabs). */
  'request.message',
  /** One of its threads was ended. */
  'request.closed',
  /** It read a thread, in this tab or another. */
  'request.read',
  /** A side of one of its threads marked the deal closed, reviewed it or answered the review. */
  'request.deal',
] as const;
export const NOTIFICATION_LIVE_EVENT_TYPES = [
  /** A notification arrived for the identity. */
  'notification.created',
  /** Its notifications were read, in this tab or another, by any of its people. */
  'notification.read',
  /** A notification went away: its like or follow was taken back, or its subject was removed. */
  'notification.removed',
] as const;
export const LIVE_EVENT_TYPES = [...REQUEST_LIVE_EVENT_TYPES, ...NOTIFICATION_LIVE_EVENT_TYPES] as const;
export type RequestLiveEventType = (typeof REQUEST_LIVE_EVENT_TYPES)[number];
export type NotificationLiveEventType = (typeof NOTIFICATION_LIVE_EVENT_TYPES)[number];
export type LiveEventType = (typeof LIVE_EVENT_TYPES)[number];

/** A thread's event: `unread` is the identity's unread threads. */
export const RequestLiveEventDataSchema = z.object({
  identityID: z.uuid(),
  requestID: z.uuid(),
  unread: z.number().int(),
});
export type RequestLiveEventData = z.infer<typeof RequestLiveEventDataSchema>;
/** A notification's event: `unread` is the identity's unread notifications. */
export const NotificationLiveEventDataSchema = z.object({
  identityID: z.uuid(),
  unread: z.number().int(),
});
export type NotificationLiveEventData = z.infer<typeof NotificationLiveEventDataSchema>;

/** An event as it is recorded and sent: its type (the SSE event name) says which data it carries. */
export type LiveEventBody =
  | { type: RequestLiveEventType; data: RequestLiveEventData }
  | { type: NotificationLiveEventType; data: NotificationLiveEventData };
export type LiveEventData = LiveEventBody['data'];

/** The first event of every stream: its `id` is where a reconnect resumes when nothing else arrived. */
export const LIVE_READY_EVENT = 'ready';
/**
 * The last event of a stream the server closes on purpose, before it ends the response: the client opens no new stream
 * for `retryAfter` seconds. `replaced`: the person (or their address) opened more streams than the server keeps, and
 * the oldest made way for the newest; it reopens only from a tab in view. `restarting`: the server process is
 * stopping; the stream reopens at once, through the proxy to another process, and misses nothing.
 */
export const LIVE_CLOSED_EVENT = 'closed';
export const LIVE_CLOSE_REASONS = ['replaced', 'restarting'] as const;
export const LiveClosedDataSchema = z.object({
  reason: z.enum(LIVE_CLOSE_REASONS),
  retryAfter: z.number().int().min(0),
});
export type LiveClosedData = z.infer<typeof LiveClosedDataSchema>;
/** How long a stream that made way for newer ones waits before it takes a place again (from a tab in view). */
export const LIVE_REPLACED_RETRY_SECONDS = 300;
/** How long a stream of a stopping process waits before it reopens elsewhere. */
export const LIVE_RESTARTING_RETRY_SECONDS = 1;

/** How long a stream ticket may wait to be used; it opens one stream, once. */
export const LIVE_TICKET_SECONDS = 60;

export const LiveTicketAnswerSchema = z.object({
  success: z.literal(true),
  data: z.object({ ticket: z.string(), expiresIn: z.number().int() }),
});
export const LiveStreamQuerySchema = z.object({
  ticket: z.string().regex(/^[A-Za-z0-9_-]{43}$/, 'ticket must be one POST /api/live/ticket gave'),
  /** Where to resume when the client reopens the stream itself (EventSource sends `Last-Event-ID` on its own retries). */
  lastEventId: z.coerce.number().int().min(0).optional(),
});
/** What an EventSource sends by itself when it retries: the id of the last event it received. */
export const LiveStreamHeadersSchema = z.object({
  'last-event-id': z.coerce.number().int().min(0).optional(),
});
