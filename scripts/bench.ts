/**
 * Load-tests the portal API in this process on a loopback port: PostgreSQL when `DATABASE_URL` is set (that database is
 * migrated and given reference data, nothing else), otherwise a fresh PGlite in a temporary folder.
 * BENCH_DURATION (seconds, default 10) and BENCH_CONNECTIONS (default 10) shape the load.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import type { AddressInfo } from 'node:net';
import type { PgTable } from 'drizzle-orm/pg-core';
import { buildApp, loadPortalEnv } from '@b2b/api';
import { count, prepareDatabase, tables, type Database } from '@b2b/db';
import { formatResults } from './bench/report.ts';
import { runScenario, type Scenario, type ScenarioResult } from './bench/run-scenario.ts';

/** The first one is the trivial route that the others are compared with. */
const scenarios: Scenario[] = [
  { name: 'trivial', method: 'GET', path: '/api/ref-data/gender' },
  { name: 'industry full tree', method: 'GET', path: '/api/catsys/industry/full-tree' },
];

const WARMUP_SECONDS = 2;

function positiveInteger(name: string, fallback: number): number {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value <= 0)
    throw new Error(`${name} must be a positive integer, not "${raw}"`);
  return value;
}

async function dataSetSize(db: Database) {
  const rows = async (table: PgTable) => (await db.select({ n: count() }).from(table))[0]?.n ?? 0;
  return {
    industries: await rows(tables.industries),
    categories: await rows(tables.categories),
    subcategories: await rows(tables.subcategories),
  };
}

async function main() {
  const load = {
    duration: positiveInteger('BENCH_DURATION', 10),
    connections: positiveInteger('BENCH_CONNECTIONS', 10),
    warmup: WARMUP_SECONDS,
  };
  // Undone in reverse order however far the start got, so a failed run leaves no server, pool or folder behind.
  const cleanups: (() => Promise<unknown>)[] = [];
  try {
    const pgliteDir = process.env.DATABASE_URL ? undefined : await mkdtemp(join(tmpdir(), 'b2b-bench-'));
    if (pgliteDir) cleanups.push(() => rm(pgliteDir, { recursive: true, force: true }));
    const env = loadPortalEnv({
      ...process.env,
      ...(pgliteDir ? { PGLITE_DIR: pgliteDir } : {}),
      LOG_LEVEL: 'silent',
      // Every request comes from 127.0.0.1; the default limit would turn most of them into 429s.
      RATE_LIMIT_PER_MINUTE: String(1_000_000_000),
    });
    const handle = await prepareDatabase(env);
    cleanups.push(() => handle.close());
    // Only the API: the web app would need a build, and no scenario asks for a page yet.
    const app = await buildApp({ env, database: { db: handle.db, driver: handle.driver } });
    cleanups.push(() => app.close());
    await app.listen({ host: '127.0.0.1', port: 0 });
    const { port } = app.server.address() as AddressInfo;

    const size = await dataSetSize(handle.db);
    const cpu = cpus();
    // The load average tells whether something else was competing for the cores during the run.
    console.log(
      `machine: ${cpu.length} cores (${cpu[0]?.model.trim() ?? 'unknown'}), Node ${process.version}, ` +
        `load average ${loadavg()[0]?.toFixed(2)}`,
    );
    console.log(`database: ${handle.driver}`);
    console.log(
      `data set: ${size.industries} industries, ${size.categories} categories, ${size.subcategories} subcategories`,
    );
    console.log(
      `load: ${load.connections} connections, ${load.duration} s per scenario after ${load.warmup} s of warm-up\n`,
    );
    const results: ScenarioResult[] = [];
    for (const scenario of scenarios) {
      results.push(await runScenario(`http://127.0.0.1:${port}`, scenario, load));
    }
    console.log(formatResults(results));
  } finally {
    for (const cleanup of cleanups.reverse()) await cleanup();
  }
}

main().catch((error: unknown) => {
  // A failed query's message carries the whole statement; its cause says what went wrong.
  const cause = error instanceof Error && error.cause instanceof Error ? error.cause : error;
  console.error(cause instanceof Error ? cause.message : cause);
  process.exit(1);
});
