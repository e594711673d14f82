import { LRUCache } from 'lru-cache';
import type { PreparedResponse } from './http-cache/prepared-response.ts';

export interface PageCacheOptions {
  /** How long a copy is answered; 0 turns the cache off. */
  ttlSeconds: number;
  /** Most bytes the copies may take, their compressed versions included; the least recently asked go first. */
  maxBytes: number;
}

/** A rendered page (a 200: nothing else is kept) as every visitor gets it: the HTML, tagged and compressed once. */
export interface CachedPage {
  body: PreparedResponse;
  /** The ids of what the page shows (businesses, products, people, ...): a change to any of them evicts it. */
  shows: ReadonlySet<string>;
}

/** A render in progress: what was invalidated after it started may be in its HTML already, or not. */
export interface RenderTicket {
  readonly started: number;
}

const sizeOf = (page: CachedPage) =>
  page.body.identity.body.length +
  (page.body.encoded.br?.body.length ?? 0) +
  (page.body.encoded.gzip?.body.length ?? 0);

/**
 * Rendered pages for visitors, in this server's memory for a few seconds. A write through the services names what it
 * changed (`invalidate(id)`) and every page showing it is dropped; a page rendered while one of its ids changed is not
 * kept, as its HTML may hold the old version. Other servers keep their own copies until these expire.
 */
export function pageCache(options: PageCacheOptions) {
  const enabled = options.ttlSeconds > 0;
  /** Which kept pages show an id. */
  const pagesShowing = new Map<string, Set<string>>();
  const pages = new LRUCache<string, CachedPage>({
    // Bytes bound it; pages are 10 KB at least, so this count is never what drops one.
    max: 10_000,
    maxSize: options.maxBytes,
    sizeCalculation: (page) => Math.max(1, sizeOf(page)),
    ttl: Math.max(1, options.ttlSeconds) * 1000,
    dispose: (page, key) => {
      for (const id of page.shows) {
        const keys = pagesShowing.get(id);
        keys?.delete(key);
        if (keys?.size === 0) pagesShowing.delete(id);
      }
    },
  });
  /** The last invalidation of each id, kept while a render that started before it is still running. */
  const invalidatedAt = new Map<string, number>();
  const rendering = new Set<RenderTicket>();
  let clock = 0;
  /** Lookups answered from a kept page and not, since the start (the metrics read them). */
  let hits = 0;
  let misses = 0;
  /** When every page was last dropped. */
  let clearedAt = 0;

  function forgetOldInvalidations() {
    if (rendering.size === 0) {
      invalidatedAt.clear();
      return;
    }
    const oldest = Math.min(...[...rendering].map((ticket) => ticket.started));
    for (const [id, at] of invalidatedAt) if (at < oldest) invalidatedAt.delete(id);
  }

  return {
    enabled,

    get(key: string): CachedPage | undefined {
      if (!enabled) return undefined;
      const page = pages.get(key);
      if (page) hits += 1;
      else misses += 1;
      return page;
    },

    /** Lookups since the start that found a kept page or not, and what is kept now. */
    stats: () => ({ hits, misses, pages: pages.size, bytes: pages.calculatedSize }),

    /** Call before rendering a page that may be kept. */
    startRender(): RenderTicket {
      const ticket = { started: (clock += 1) };
      rendering.add(ticket);
      return ticket;
    },

    /** Keeps the page, unless something it shows changed while it was rendered. */
    finishRender(ticket: RenderTicket, key: string, page?: CachedPage): void {
      rendering.delete(ticket);
      const stale =
        page &&
        (clearedAt > ticket.started ||
          [...page.shows].some((id) => (invalidatedAt.get(id) ?? 0) > ticket.started));
      if (page && !stale) {
        pages.set(key, page);
        for (const id of page.shows) {
          const keys = pagesShowing.get(id) ?? new Set<string>();
          keys.add(key);
          pagesShowing.set(id, keys);
        }
      }
      forgetOldInvalidations();
    },

    /** Drops every page that shows one of these ids; the services call it after each write. */
    invalidate(...ids: string[]): void {
      if (!enabled) return;
      clock += 1;
      for (const id of ids) {
        if (rendering.size > 0) invalidatedAt.set(id, clock);
        for (const key of [...(pagesShowing.get(id) ?? [])]) pages.delete(key);
      }
    },

    /**
     * Drops every page: something new was added that any list may show (the home page's latest businesses, search
     * results, an industry's page), which no id of a kept page names yet.
     */
    clearAll(): void {
      if (!enabled) return;
      clearedAt = clock += 1;
      pages.clear();
    },
  };
}

export type PageCache = ReturnType<typeof pageCache>;

/** What a service needs to tell the page cache: the ids its write changed. */
export type PageInvalidation = Pick<PageCache, 'invalidate' | 'clearAll'>;
