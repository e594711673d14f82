import type { Listen } from '@b2b/db';
import { keyedSets } from './keyed-sets.ts';
import { LIVE_CHANNEL, type LiveEvent } from './live-events.repository.ts';

/** One open stream as the hub sees it: the person it is for and where their events go. */
export interface LiveSubscriber {
  userID: string;
  deliver(event: LiveEvent): void;
  /** Notifications were lost (the database connection dropped): fetch what arrived since the last event sent. */
  catchUp(): void;
  /** The server is shutting down. */
  end(): void;
}

/**
 * The one listener of a server process: it hears every event any server records (PostgreSQL NOTIFY) and hands each to
 * the streams of this process whose person may act as its identity. Who may is read for each event, not when a stream
 * opens, so that a person who joins a business hears its events at once, and one who leaves it stops hearing them,
 * without reconnecting. It starts listening with the first stream.
 */
export function liveHub(listen: Listen, peopleActingAs: (identityID: string) => Promise<string[]>) {
  const subscribers = new Set<LiveSubscriber>();
  /**
   * The same streams by person: an event goes to the few people who may act as its identity, found here, instead of
   * being tested against every stream (with 5,000 streams a process, that test took a quarter of the process's time).
   */
  const byPerson = keyedSets<string, LiveSubscriber>();
  let listening: Promise<() => Promise<void>> | null = null;
  /** Events are handed over one after the other, in the order they were recorded, whatever each lookup takes. */
  let delivering = Promise.resolve();

  function dispatch(payload: string): void {
    const event = JSON.parse(payload) as LiveEvent;
    delivering = delivering
      .then(async () => {
        if (subscribers.size === 0) return;
        for (const userID of new Set(await peopleActingAs(event.data.identityID))) {
          for (const subscriber of byPerson.get(userID) ?? []) subscriber.deliver(event);
        }
      })
      // An event that could not be routed is as good as lost: every stream fetches what it missed.
      .catch(() => {
        for (const subscriber of subscribers) subscriber.catchUp();
      });
  }

  return {
    /** The streams open on this process. */
    get openStreams(): number {
      return subscribers.size;
    },

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
      byPerson.add(subscriber.userID, subscriber);
      return () => {
        subscribers.delete(subscriber);
        byPerson.delete(subscriber.userID, subscriber);
      };
    },

    /** Ends every stream and stops listening, so that the server can close. */
    async stop(): Promise<void> {
      for (const subscriber of subscribers) subscriber.end();
      subscribers.clear();
      byPerson.clear();
      const unlisten = await listening?.catch(() => null);
      listening = null;
      await unlisten?.();
    },
  };
}
export type LiveHub = ReturnType<typeof liveHub>;
