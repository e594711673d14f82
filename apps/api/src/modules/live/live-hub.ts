import type { Listen } from '@b2b/db';
import { LIVE_CHANNEL, type LiveEvent } from './live-events.repository.ts';

/** One open stream as the hub sees it: the identities it follows and where their events go. */
export interface LiveSubscriber {
  identities: ReadonlySet<string>;
  deliver(event: LiveEvent): void;
  /** Notifications were lost (the database connection dropped): fetch what arrived since the last event sent. */
  catchUp(): void;
  /** The server is shutting down. */
  end(): void;
}

/**
 * The one listener of a server process: it hears every event any server records (PostgreSQL NOTIFY) and hands each to
 * the streams of this process that follow its identity. It starts listening with the first stream.
 */
export function liveHub(listen: Listen) {
  const subscribers = new Set<LiveSubscriber>();
  let listening: Promise<() => Promise<void>> | null = null;

  function dispatch(payload: string): void {
    const event = JSON.parse(payload) as LiveEvent;
    for (const subscriber of subscribers) {
      if (subscriber.identities.has(event.data.identityID)) subscriber.deliver(event);
    }
  }

  return {
    /** Follows the subscriber's identities until the answered function is called. */
    async subscribe(subscriber: LiveSubscriber): Promise<() => void> {
      // A failed start is tried again by the next stream rather than remembered.
      listening ??= listen(LIVE_CHANNEL, dispatch, () => {
        for (const s of subscribers) s.catchUp();
      }).catch((error: unknown) => {
        listening = null;
        throw error;
      });
      await listening;
      subscribers.add(subscriber);
      return () => subscribers.delete(subscriber);
    },

    /** Ends every stream and stops listening, so that the server can close. */
    async stop(): Promise<void> {
      for (const subscriber of subscribers) subscriber.end();
      subscribers.clear();
      const unlisten = await listening?.catch(() => null);
      listening = null;
      await unlisten?.();
    },
  };
}
export type LiveHub = ReturnType<typeof liveHub>;
