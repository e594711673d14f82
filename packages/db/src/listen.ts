import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';

/**
 * Listens to a PostgreSQL notification channel (LISTEN/NOTIFY) until the answered function is called. `onGap` is called
 * after the connection was lost and listening again, since notifications sent meanwhile are gone: the listener catches
 * up from its own records.
 */
export type Listen = (
  channel: string,
  onPayload: (payload: string) => void,
  onGap?: () => void,
) => Promise<() => Promise<void>>;

const RECONNECT_MS = 1000;
/** A connection attempt the database does not answer fails after this, and is tried again, rather than waiting for ever. */
const CONNECT_TIMEOUT_MS = 5000;

/**
 * On PGlite, the database lives in this process: its notifications reach listeners directly. A closed database has no
 * listener left to remove, so stopping after it closed is a no-op.
 */
export const pgliteListen =
  (client: PGlite): Listen =>
  async (channel, onPayload) => {
    const unlisten = await client.listen(channel, onPayload);
    return async () => {
      if (!client.closed) await unlisten();
    };
  };

/**
 * On PostgreSQL, one connection of its own, outside the pool, since a pooled connection returns to the pool and stops
 * listening. When it drops (the server restarts) it connects again and reports the gap.
 */
export function postgresListen(url: string): Listen {
  return async (channel, onPayload, onGap) => {
    let stopped = false;
    let client: pg.Client | null = null;
    let retry: NodeJS.Timeout | undefined;

    async function connect(): Promise<void> {
      const next = new pg.Client({
        connectionString: url,
        connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
        keepAlive: true,
      });
      next.on('notification', (message) => {
        if (message.channel === channel && message.payload !== undefined) onPayload(message.payload);
      });
      next.on('error', () => {
        void next.end().catch(() => undefined);
        if (client === next) client = null;
        if (!stopped) retry = setTimeout(reconnect, RECONNECT_MS);
      });
      await next.connect();
      await next.query(`LISTEN "${channel.replaceAll('"', '""')}"`);
      client = next;
    }

    function reconnect(): void {
      if (stopped) return;
      connect().then(
        () => onGap?.(),
        () => {
          retry = setTimeout(reconnect, RECONNECT_MS);
        },
      );
    }

    await connect();
    return async () => {
      stopped = true;
      clearTimeout(retry);
      await client?.end().catch(() => undefined);
      client = null;
    };
  };
}
