import type { ServerResponse } from 'node:http';
import {
  LIVE_CLOSED_EVENT,
  LIVE_READY_EVENT,
  LIVE_REPLACED_RETRY_SECONDS,
  LIVE_RESTARTING_RETRY_SECONDS,
  type LiveClosedData,
} from '@b2b/contracts';
import type { LiveEvent, LiveEventsRepository } from './live-events.repository.ts';
import type { LiveHub } from './live-hub.ts';

/** Events fetched at a time when a stream resumes. */
const REPLAY_BATCH = 500;

export interface StreamOptions {
  hub: LiveHub;
  repo: Pick<LiveEventsRepository, 'since' | 'latestID'>;
  /** The person the stream is for. */
  userID: string;
  /** The identities whose events the stream sends, as of now: the person and their businesses. */
  identities(): Promise<string[]>;
  /** The id of the last event the client saw, when it reconnects. */
  lastEventId: number | undefined;
  /** Sends a comment line this often, so proxies keep the connection. */
  heartbeatMs: number;
  /** Calls `end` once the session that opened the stream is signed out or revoked; answers what stops watching. */
  watchSession(end: () => void): () => void;
  /**
   * Counts the stream against the caps as it opens, with what closes it when newer streams take its place; answers
   * what uncounts it when it ends.
   */
  admit(evict: () => void): () => void;
}

const frame = (event: LiveEvent) =>
  `id: ${event.id}\nevent: ${event.type}\ndata: ${JSON.stringify(event.data)}\n\n`;

/**
 * The last words of a stream that made way for newer ones: `retry` keeps a plain EventSource from coming straight back,
 * and the event tells the portal's client to wait (it reopens streams itself, with a new ticket).
 */
const closedFrame = (data: LiveClosedData) =>
  `retry: ${data.retryAfter * 1000}\nevent: ${LIVE_CLOSED_EVENT}\ndata: ${JSON.stringify(data)}\n\n`;
const REPLACED_FRAME = closedFrame({ reason: 'replaced', retryAfter: LIVE_REPLACED_RETRY_SECONDS });
/** The last words of every stream of a stopping server: reopen soon, elsewhere, from the last event seen. */
const RESTARTING_FRAME = closedFrame({ reason: 'restarting', retryAfter: LIVE_RESTARTING_RETRY_SECONDS });

/**
 * Serves one Server-Sent Events stream on `raw` until the client leaves, the session ends or the server stops. A
 * client that comes back with the id of the last event it saw first gets everything recorded since, then live events;
 * events that arrive while it catches up are held back and sent after, once.
 */
export async function serveStream(raw: ServerResponse, options: StreamOptions): Promise<void> {
  const { hub, repo } = options;
  let lastSent = options.lastEventId ?? 0;
  /** While catching up: live events held back. */
  let held: LiveEvent[] | null = [];
  /**
   * What the last catch-up read from the table: events after `after`, and the ids it sent. Live events come in the
   * order they were recorded, but one recorded before the catch-up read may reach the hub after it (its routing waits
   * on the database): such trailing events are dropped until the first live event recorded after the catch-up read,
   * which proves that every older one has passed.
   */
  let replayed: { after: number; ids: Set<number> } | null = null;
  let closed = false;

  const write = (text: string) => {
    if (!closed) raw.write(text);
  };
  const emit = (event: LiveEvent) => {
    lastSent = Math.max(lastSent, event.id);
    write(frame(event));
  };
  const send = (event: LiveEvent) => {
    if (replayed) {
      if (replayed.ids.has(event.id)) return;
      // Newer than the catch-up's start and not read by it: recorded after it read.
      if (event.id > replayed.after) replayed = null;
    }
    emit(event);
  };

  async function catchUp(after: number): Promise<void> {
    // A catch-up that starts while the last one's events may still trail keeps what that one sent.
    const caught = (replayed ??= { after, ids: new Set() });
    for (;;) {
      const batch = await repo.since(await options.identities(), after, REPLAY_BATCH);
      for (const event of batch) {
        if (caught.ids.has(event.id)) continue;
        caught.ids.add(event.id);
        emit(event);
      }
      if (batch.length < REPLAY_BATCH) return;
      after = batch.at(-1)!.id;
    }
  }

  /** Sends the held-back events and goes live. */
  function goLive(): void {
    const pending = held ?? [];
    held = null;
    pending.forEach(send);
  }

  let unsubscribe: () => void = () => undefined;
  // Counted before anything is awaited, so that streams opened at once all meet the caps.
  const release = options.admit(() => {
    write(REPLACED_FRAME);
    close();
  });
  const heartbeat = setInterval(() => write(': ping\n\n'), options.heartbeatMs);
  const close = () => {
    if (closed) return;
    closed = true;
    clearInterval(heartbeat);
    unwatch();
    release();
    unsubscribe();
    raw.end();
  };
  const unwatch = options.watchSession(close);
  raw.on('close', close);

  unsubscribe = await hub.subscribe({
    userID: options.userID,
    deliver: (event) => (held ? held.push(event) : send(event)),
    catchUp: () => {
      held ??= [];
      catchUp(lastSent).then(goLive, close);
    },
    end: () => {
      write(RESTARTING_FRAME);
      close();
    },
  });
  if (closed) {
    unsubscribe();
    return;
  }
  // A fresh stream starts from the newest event of all, so that a reconnect has an id to resume from.
  const start = options.lastEventId ?? (await repo.latestID());
  if (options.lastEventId !== undefined) await catchUp(options.lastEventId);
  write(
    `retry: 3000\n${options.lastEventId === undefined ? `id: ${start}\n` : ''}event: ${LIVE_READY_EVENT}\n` +
      `data: ${JSON.stringify({ identities: await options.identities() })}\n\n`,
  );
  goLive();
}
