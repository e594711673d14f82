import { randomUUID } from 'node:crypto';
import { sql, type Database, type Listen } from '@b2b/db';
import type { FastifyBaseLogger } from 'fastify';
import type { PageCache, PageInvalidation } from './page-cache.ts';

/** The notification channel every portal process of one database tells the others what changed on. */
export const PAGE_CACHE_CHANNEL = 'page_cache';
/** Ids a notification names at most: 100 ids keep its payload far under PostgreSQL's 8,000 bytes. */
const IDS_PER_NOTICE = 100;

interface Notice {
  /** The process that wrote it, which has already dropped its own pages. */
  from: string;
  ids?: string[];
  all?: true;
}

/**
 * Makes every process's page cache drop what a write in any of them changed: the services' `invalidate` and
 * `clearAll` act on this process's pages at once and are told to the others through the database (LISTEN/NOTIFY).
 * A process that lost its listening connection drops all its pages, since what changed meanwhile is unknown. A
 * notification that cannot be sent is logged; the others' pages then live out their time (SSR_CACHE_TTL_SECONDS).
 */
export function sharedPageCache(
  pages: PageCache,
  database: { db: Database; listen: Listen },
  log: FastifyBaseLogger,
) {
  const self = randomUUID();
  const tell = (notice: Omit<Notice, 'from'>) => {
    if (!pages.enabled) return;
    database.db
      .execute(sql`select pg_notify(${PAGE_CACHE_CHANNEL}, ${JSON.stringify({ from: self, ...notice })})`)
      .catch((error: unknown) => log.warn({ err: error }, 'page cache: the other processes were not told'));
  };
  const shared: PageInvalidation = {
    invalidate(...ids) {
      pages.invalidate(...ids);
      for (let at = 0; at < ids.length; at += IDS_PER_NOTICE)
        tell({ ids: ids.slice(at, at + IDS_PER_NOTICE) });
    },
    clearAll() {
      pages.clearAll();
      tell({ all: true });
    },
  };
  return {
    ...pages,
    ...shared,
    /** Starts hearing the other processes; answers the function that stops. */
    listen: () =>
      database.listen(
        PAGE_CACHE_CHANNEL,
        (payload) => {
          const notice = JSON.parse(payload) as Notice;
          if (notice.from === self) return;
          if (notice.all) pages.clearAll();
          else if (notice.ids) pages.invalidate(...notice.ids);
        },
        () => pages.clearAll(),
      ),
  };
}
