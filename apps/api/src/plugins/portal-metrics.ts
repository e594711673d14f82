import { poolStats, type Database, type Driver } from '@b2b/db';
import { Counter, Gauge, type Registry } from 'prom-client';
import type { MailWorkerCounters } from '../modules/mail/mail-worker.ts';
import type { PageCache } from './page-cache.ts';
import type { RenderThreads } from './render-threads.ts';

/** What the portal's metrics read, each when Prometheus scrapes (nothing is counted twice on the request path). */
export interface PortalMetricSources {
  db: Database;
  driver: Driver;
  /** The live streams open on this process. */
  openStreams(): number;
  /** How many mails wait in the outbox, and how many failed for good: one grouped count, at each scrape. */
  outboxDepth(): Promise<{ waiting: number; failed: number }>;
  pages: Pick<PageCache, 'stats'>;
}

/**
 * The portal's own metrics, beside the request, process and rate-limit ones every server has: the database pool, the
 * live streams, the outbox, the page cache. Answers the counters the mail worker reports to.
 */
export function portalMetrics(
  registry: Registry,
  sources: PortalMetricSources,
): { mail: MailWorkerCounters } {
  const registers = [registry];

  new Gauge({
    name: 'b2b_database_info',
    help: 'The database driver: postgres (a pool of connections) or pglite (one in-process connection, one statement at a time).',
    labelNames: ['driver'],
    registers,
  }).set({ driver: sources.driver }, 1);
  if (poolStats(sources.db)) {
    const stats = () => poolStats(sources.db)!;
    new Gauge({
      name: 'b2b_db_pool_connections',
      help: 'Connections of the PostgreSQL pool, by state: busy (running a query or in a transaction) or idle.',
      labelNames: ['state'],
      registers,
      collect() {
        const { total, idle } = stats();
        this.set({ state: 'busy' }, total - idle);
        this.set({ state: 'idle' }, idle);
      },
    });
    new Gauge({
      name: 'b2b_db_pool_max_connections',
      help: 'Most connections the pool opens (DATABASE_POOL_SIZE).',
      registers,
      collect() {
        this.set(stats().max);
      },
    });
    new Gauge({
      name: 'b2b_db_pool_waiting',
      help: 'Queries waiting for a free connection: above 0 for long, the pool is too small or the database too slow.',
      registers,
      collect() {
        this.set(stats().waiting);
      },
    });
  }

  new Gauge({
    name: 'b2b_live_streams_open',
    help: 'Live event streams (Server-Sent Events) open on this process.',
    registers,
    collect() {
      this.set(sources.openStreams());
    },
  });

  new Gauge({
    name: 'b2b_mail_outbox',
    help: 'Mails in the outbox, by status: waiting to be sent, or failed for good (an administrator may send them again).',
    labelNames: ['status'],
    registers,
    async collect() {
      try {
        const depth = await sources.outboxDepth();
        this.set({ status: 'waiting' }, depth.waiting);
        this.set({ status: 'failed' }, depth.failed);
      } catch {
        // The database does not answer (readiness says so): the scrape goes on without the outbox's series.
        this.reset();
      }
    },
  });
  const sent = new Counter({
    name: 'b2b_mail_sent_total',
    help: "Mails this process's worker sent.",
    registers,
  });
  const failures = new Counter({
    name: 'b2b_mail_send_failures_total',
    help: "Failed tries of this process's worker, by outcome: retry (tried again later) or failed (given up).",
    labelNames: ['outcome'],
    registers,
  });

  new Counter({
    name: 'b2b_page_cache_lookups_total',
    help: 'Pages asked of the page cache, by result: hit (answered from memory) or miss (rendered).',
    labelNames: ['result'],
    registers,
    collect() {
      const { hits, misses } = sources.pages.stats();
      this.reset();
      this.inc({ result: 'hit' }, hits);
      this.inc({ result: 'miss' }, misses);
    },
  });
  new Gauge({
    name: 'b2b_page_cache_bytes',
    help: 'Memory the kept pages take, their compressed versions included (at most SSR_CACHE_MAX_MB).',
    registers,
    collect() {
      this.set(sources.pages.stats().bytes);
    },
  });

  return {
    mail: {
      sent: (count) => sent.inc(count),
      failed: (final) => failures.inc({ outcome: final ? 'failed' : 'retry' }),
    },
  };
}

/** The render threads' gauges (SSR_THREADS): how many, the renders running on them and those queued for a slot. */
export function renderThreadMetrics(registry: Registry, threads: Pick<RenderThreads, 'stats'>): void {
  new Gauge({
    name: 'b2b_render_threads',
    help: 'Threads that render pages beside the server thread (SSR_THREADS).',
    registers: [registry],
    collect() {
      this.set(threads.stats().threads);
    },
  });
  new Gauge({
    name: 'b2b_render_tasks',
    help: 'Page renders on the render threads, by state: running, or queued until a thread has a free slot.',
    labelNames: ['state'],
    registers: [registry],
    collect() {
      const { running, queued } = threads.stats();
      this.set({ state: 'running' }, running);
      this.set({ state: 'queued' }, queued);
    },
  });
}
