import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { sql } from 'drizzle-orm';
import { pgliteListen, postgresListen, type Listen } from './listen.ts';
import * as schema from './schema/index.ts';

export type Schema = typeof schema;
export type Database = PgDatabase<PgQueryResultHKT, Schema>;
export type Driver = 'pglite' | 'postgres';

export interface DatabaseHandle {
  db: Database;
  driver: Driver;
  /** Notifications of the database (LISTEN/NOTIFY), which every server process connected to it receives. */
  listen: Listen;
  close(): Promise<void>;
}

export interface OpenOptions {
  /** PostgreSQL connection string; PGlite is used when absent. */
  url?: string | undefined;
  /** PGlite folder; in memory when absent. */
  dataDir?: string | undefined;
  poolSize?: number;
  /**
   * PostgreSQL only: how long a query waits for a connection (a new one, or a free one of a full pool) before it fails;
   * 5 seconds unless given.
   */
  connectTimeoutMs?: number;
  /** A PGlite data folder dump to start from (tests start from a migrated template). */
  loadDataDir?: Blob;
}

const casing = 'snake_case' as const;
const DEFAULT_CONNECT_TIMEOUT_MS = 5000;

export async function openDatabase(options: OpenOptions): Promise<DatabaseHandle> {
  if (options.url) {
    const pool = new pg.Pool({
      connectionString: options.url,
      max: options.poolSize ?? 10,
      // Without a timeout a request waits for ever on a database that accepts no connection (node-postgres's default):
      // it fails instead, and the server answers 503 with Retry-After.
      connectionTimeoutMillis: options.connectTimeoutMs ?? DEFAULT_CONNECT_TIMEOUT_MS,
      // A connection whose peer vanished (a failover, a network cut) is found dead by the kernel, not kept in the pool.
      keepAlive: true,
    });
    // An idle client's error (e.g. the server restarting) must not crash the process; the pool replaces it.
    pool.on('error', () => undefined);
    const db = drizzlePg({ client: pool, schema, casing }) as unknown as Database;
    return { db, driver: 'postgres', listen: postgresListen(options.url), close: () => pool.end() };
  }
  if (options.dataDir) mkdirSync(options.dataDir, { recursive: true });
  const client = await PGlite.create(options.dataDir ?? 'memory://', {
    extensions: { pg_trgm },
    ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}),
  });
  const db = drizzlePglite({ client, schema, casing }) as unknown as Database;
  return { db, driver: 'pglite', listen: pgliteListen(client), close: () => client.close() };
}

/** A PostgreSQL pool's connections as node-postgres counts them. */
export interface PoolStats {
  /** Most connections the pool opens (DATABASE_POOL_SIZE). */
  max: number;
  /** Connections open, busy or idle. */
  total: number;
  idle: number;
  /** Queries waiting for a connection: the pool is at `max` and all are busy. */
  waiting: number;
}

/**
 * The pool's counters, or null on PGlite: it has one connection inside the process, which runs one statement at a
 * time, so there is no pool to measure.
 */
export function poolStats(db: Database): PoolStats | null {
  const client = (db as { $client?: unknown }).$client;
  if (!(client instanceof pg.Pool)) return null;
  return {
    max: client.options.max ?? 10,
    total: client.totalCount,
    idle: client.idleCount,
    waiting: client.waitingCount,
  };
}

export async function pingDatabase(db: Database): Promise<void> {
  await db.execute(sql`select 1`);
}
