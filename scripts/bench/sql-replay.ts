import { createHash } from 'node:crypto';
import { PGlite } from '@electric-sql/pglite';
import { tables, type Database } from '@b2b/db';
import type { Logger } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import type pg from 'pg';
import { percentile } from './run-scenario.ts';

export interface CapturedQuery {
  text: string;
  params: unknown[];
}

/**
 * The database the benchmarked server is given: the same client as `db`, with a logger that, while a capture is on,
 * keeps the statements (text and driver values) the server sends. Off, it costs one function call per query.
 */
export function recordingDatabase(db: Database) {
  const client = (db as unknown as { $client: pg.Pool | PGlite }).$client;
  let recording: CapturedQuery[] | null = null;
  let lastQueryAt = 0;
  const logger: Logger = {
    logQuery: (text, params) => {
      lastQueryAt = Date.now();
      recording?.push({ text, params });
    },
  };
  const pool = client instanceof PGlite ? null : (client as pg.Pool);
  /** No statement running or queued on the pool, and none sent for a while (PGlite shows nothing more). */
  const quiet = () =>
    Date.now() - lastQueryAt > 100 &&
    (!pool || (pool.idleCount === pool.totalCount && pool.waitingCount === 0));
  const options = { schema: tables, casing: 'snake_case' as const, logger };
  const recorded = (client instanceof PGlite
    ? drizzlePglite({ client, ...options })
    : drizzlePg({ client: client as pg.Pool, ...options })) as unknown as Database;
  return {
    db: recorded,
    /**
     * Resolves once the database work of earlier requests is over: a request whose client went away (autocannon stops
     * without waiting) goes on running its statements, which must not be taken for the captured request's.
     */
    async settled(): Promise<void> {
      while (!quiet()) await new Promise((resolve) => setTimeout(resolve, 20));
    },
    /** The statements the server runs while `run` (one request) is under way. */
    async capture(run: () => Promise<unknown>): Promise<CapturedQuery[]> {
      recording = [];
      try {
        await run();
        return recording;
      } finally {
        recording = null;
      }
    },
    /**
     * Runs the statements of one request, one after the other, `runs` times, `concurrency` at once on the pool (PGlite
     * has one connection, so one at a time there); answers the milliseconds of each run, sorted.
     */
    async replay(queries: CapturedQuery[], runs: number, concurrency: number): Promise<number[]> {
      const times: number[] = [];
      let left = runs;
      const once = async (execute: (q: CapturedQuery) => Promise<unknown>) => {
        const started = process.hrtime.bigint();
        for (const query of queries) await execute(query);
        times.push(Number(process.hrtime.bigint() - started) / 1e6);
      };
      if (client instanceof PGlite) {
        while (left-- > 0) await once((q) => client.query(q.text, q.params));
      } else {
        const pool = client as pg.Pool;
        // Prepared once per connection under a name of its text, as the server prepares its statements.
        const prepared = (q: CapturedQuery) => ({
          name: `bench_${createHash('sha1').update(q.text).digest('hex').slice(0, 20)}`,
          text: q.text,
          values: q.params,
        });
        await Promise.all(
          Array.from({ length: concurrency }, async () => {
            while (left-- > 0) await once((q) => pool.query(prepared(q)));
          }),
        );
      }
      return times.sort((a, b) => a - b);
    },
    /** EXPLAIN ANALYZE of each statement, with its values. */
    async explain(queries: CapturedQuery[]): Promise<string[]> {
      const plans: string[] = [];
      for (const { text, params } of queries) {
        const explained = `EXPLAIN (ANALYZE, BUFFERS) ${text}`;
        const result =
          client instanceof PGlite
            ? await client.query<Record<string, string>>(explained, params)
            : await (client as pg.Pool).query<Record<string, string>>(explained, params as unknown[]);
        const lines = result.rows.map((row) => Object.values(row)[0]);
        plans.push([text, `values: ${JSON.stringify(params)}`, ...lines].join('\n'));
      }
      return plans;
    },
  };
}

export interface SqlTiming {
  statements: number;
  runs: number;
  p50: number;
  p95: number;
}

export const sqlTiming = (statements: number, sorted: number[]): SqlTiming => ({
  statements,
  runs: sorted.length,
  p50: percentile(sorted, 50),
  p95: percentile(sorted, 95),
});
