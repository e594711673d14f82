import { keyedSets } from './keyed-sets.ts';

export interface SessionWatchOptions {
  /** Which of these sessions were signed out or revoked. */
  revokedAmong(sessionIDs: string[]): Promise<string[]>;
  /** How often the sessions are asked about. */
  periodMs: number;
}

/**
 * The sessions of this process's open streams, asked about together: once a period, one statement names those signed
 * out or revoked, and their streams end. Asking once per stream cost a read a stream a period: 400 reads a second for
 * 10,000 streams at 25 s.
 */
export function sessionWatch({ revokedAmong, periodMs }: SessionWatchOptions) {
  /** What ends each stream of a session, by session. */
  const watched = keyedSets<string, () => void>();
  let timer: NodeJS.Timeout | undefined;
  let asking = false;

  async function check(): Promise<void> {
    if (asking || watched.size === 0) return;
    asking = true;
    try {
      for (const sessionID of await revokedAmong([...watched.keys()])) {
        for (const end of [...(watched.get(sessionID) ?? [])]) end();
      }
    } catch {
      // The database did not answer: the streams stay and their sessions are asked again next period. Ending them all
      // would send every client back at once to a server that cannot open their streams either.
    } finally {
      asking = false;
    }
  }

  return {
    /** Calls `end` once the session is found signed out or revoked; answers what stops watching for it. */
    watch(sessionID: string, end: () => void): () => void {
      watched.add(sessionID, end);
      if (!timer) {
        timer = setInterval(() => void check(), periodMs);
        // Open streams keep the server running, not this timer.
        timer.unref();
      }
      return () => {
        if (!watched.delete(sessionID, end)) return;
        if (watched.size === 0 && timer) {
          clearInterval(timer);
          timer = undefined;
        }
      };
    },

    /** The sessions watched now (for tests). */
    get sessions(): number {
      return watched.size;
    },
  };
}
export type SessionWatch = ReturnType<typeof sessionWatch>;
