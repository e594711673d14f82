/**
 * Real, isolated databases for tests: every test file gets its own copy of a migrated, reference-seeded database, on
 * PGlite or on PostgreSQL as `TEST_DB` says. The template is built once per Vitest run (global setup) and copied per
 * file, because migrating and seeding take seconds while a copy takes a fraction of that.
 */
import { randomBytes } from 'node:crypto';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { openDatabase, type DatabaseHandle } from '../client.ts';
import { applyMigrations } from '../migrate.ts';
import { seedReferenceData } from '../seed/reference.ts';

export type TestDatabaseKind = 'pglite' | 'postgres';

/** CI's PostgreSQL: local, trust authentication for `postgres`. */
export const DEFAULT_TEST_DATABASE_URL = 'postgres://postgres@127.0.0.1:5432/postgres';

/** What the global setup hands to every test file. */
export type TestDatabaseTemplate =
  { kind: 'pglite'; dumpPath: string } | { kind: 'postgres'; adminUrl: string; template: string };

export interface TestDatabase extends DatabaseHandle {
  /** On PostgreSQL, the database's address as the administrator reaches it. */
  url?: string;
  /** Closes the connection and, on PostgreSQL, drops the file's database. */
  close(): Promise<void>;
}

export function testDatabaseKind(value: string | undefined = process.env.TEST_DB): TestDatabaseKind {
  if (value === undefined || value === '' || value === 'pglite') return 'pglite';
  if (value === 'postgres') return 'postgres';
  throw new Error(`TEST_DB must be pglite or postgres, not "${value}"`);
}

export function testDatabaseUrl(): string {
  return process.env.TEST_DATABASE_URL || DEFAULT_TEST_DATABASE_URL;
}

const NAME_PREFIX = 'b2b_test_';
/** No test run lasts this long, so an older database is a leftover of a run that was killed before its cleanup. */
const LEFTOVER_AGE_MS = 12 * 60 * 60 * 1000;

/** `b2b_test_<role>_<base-36 time>_<random>`: unique across concurrent runs, and its age readable by later ones. */
function uniqueName(role: 'tpl' | 'db'): string {
  return `${NAME_PREFIX}${role}_${Date.now().toString(36)}_${randomBytes(5).toString('hex')}`;
}

function ageOf(name: string): number | undefined {
  const match = /^b2b_test_(?:tpl|db)_([0-9a-z]+)_[0-9a-f]+$/.exec(name);
  return match?.[1] ? Date.now() - parseInt(match[1], 36) : undefined;
}

/** Database names come only from `uniqueName`, but quoting keeps a hand-set TEST_DATABASE_URL name safe too. */
const quoted = (name: string) => `"${name.replaceAll('"', '""')}"`;

function urlOf(adminUrl: string, database: string): string {
  const url = new URL(adminUrl);
  url.pathname = `/${database}`;
  return url.toString();
}

export async function withAdmin<T>(adminUrl: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: adminUrl, connectionTimeoutMillis: 5000 });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

async function dropDatabase(client: pg.Client, name: string): Promise<void> {
  // A template cannot be dropped; FORCE ends connections a crashed test file may have left open.
  await client.query(`ALTER DATABASE ${quoted(name)} WITH IS_TEMPLATE false`).catch(() => undefined);
  await client.query(`DROP DATABASE IF EXISTS ${quoted(name)} WITH (FORCE)`);
}

async function dropLeftovers(client: pg.Client): Promise<void> {
  const { rows } = await client.query<{ datname: string }>(
    `SELECT datname FROM pg_database WHERE datname LIKE 'b2b\\_test\\_%'`,
  );
  for (const { datname } of rows) {
    const age = ageOf(datname);
    if (age !== undefined && age > LEFTOVER_AGE_MS)
      await dropDatabase(client, datname).catch(() => undefined);
  }
}

async function migrateAndSeed(handle: DatabaseHandle): Promise<void> {
  await applyMigrations(handle);
  await seedReferenceData(handle.db);
}

/** Builds the run's template database; returns what test files need to copy it, and the teardown. */
export async function createTestTemplate(
  kind: TestDatabaseKind,
): Promise<{ template: TestDatabaseTemplate; teardown: () => Promise<void> }> {
  if (kind === 'pglite') {
    const handle = await openDatabase({});
    let dump: Blob;
    try {
      await migrateAndSeed(handle);
      const client = (handle.db as unknown as { $client: PGlite }).$client;
      // Uncompressed: gzip would save disk but cost every test file the time to inflate it.
      dump = await client.dumpDataDir('none');
    } finally {
      await handle.close();
    }
    const dir = await mkdtemp(join(tmpdir(), 'b2b-test-'));
    const dumpPath = join(dir, 'template.tar');
    await writeFile(dumpPath, new Uint8Array(await dump.arrayBuffer()));
    return {
      template: { kind, dumpPath },
      teardown: () => rm(dir, { recursive: true, force: true }),
    };
  }

  const adminUrl = testDatabaseUrl();
  const name = uniqueName('tpl');
  await withAdmin(adminUrl, async (client) => {
    await dropLeftovers(client);
    await client.query(`CREATE DATABASE ${quoted(name)}`);
  });
  try {
    const handle = await openDatabase({ url: urlOf(adminUrl, name), poolSize: 1 });
    try {
      await migrateAndSeed(handle);
    } finally {
      await handle.close();
    }
    // Copies fail while anyone is connected to the template, so nobody may connect to it any more.
    await withAdmin(adminUrl, (client) =>
      client.query(`ALTER DATABASE ${quoted(name)} WITH IS_TEMPLATE true ALLOW_CONNECTIONS false`),
    );
  } catch (error) {
    await withAdmin(adminUrl, (client) => dropDatabase(client, name)).catch(() => undefined);
    throw error;
  }
  return {
    template: { kind, adminUrl, template: name },
    teardown: () => withAdmin(adminUrl, (client) => dropDatabase(client, name)),
  };
}

/** A fresh copy of the template; on PostgreSQL a database of its own, dropped again by `close`. */
export async function copyTestTemplate(template: TestDatabaseTemplate): Promise<TestDatabase> {
  if (template.kind === 'pglite') {
    return openDatabase({ loadDataDir: new Blob([await readFile(template.dumpPath)]) });
  }
  const { adminUrl } = template;
  const name = uniqueName('db');
  await withAdmin(adminUrl, (client) =>
    client.query(`CREATE DATABASE ${quoted(name)} TEMPLATE ${quoted(template.template)}`),
  );
  const url = urlOf(adminUrl, name);
  const handle = await openDatabase({ url, poolSize: 4 });
  return {
    ...handle,
    url,
    async close() {
      await handle.close();
      await withAdmin(adminUrl, (client) => dropDatabase(client, name));
    },
  };
}

/** Why the PostgreSQL at `url` cannot be used for tests, or undefined when it answers. */
export async function probePostgres(url: string = testDatabaseUrl()): Promise<string | undefined> {
  try {
    await withAdmin(url, (client) => client.query('select 1'));
    return undefined;
  } catch (error) {
    return error instanceof Error ? error.message || error.name : String(error);
  }
}
