import pg from 'pg';
import { openDatabase, type DatabaseHandle } from './client.ts';
import type { DatabaseConfig } from './config.ts';
import { applyMigrations } from './migrate.ts';
import { seedReferenceData } from './seed/reference.ts';

/** The advisory lock the servers that prepare one PostgreSQL database take in turn (an arbitrary, fixed key). */
const PREPARE_LOCK = 72_271_001;

/**
 * Opens the configured database (PostgreSQL when `DATABASE_URL` is set, PGlite otherwise) as the owner of its tables
 * (`MIGRATION_DATABASE_URL` when set), migrates it and loads reference data. Several servers starting at once on one
 * PostgreSQL do this one after the other, under an advisory lock: the first migrates, the others find nothing to do.
 */
export async function prepareDatabase(config: DatabaseConfig): Promise<DatabaseHandle> {
  const url = config.MIGRATION_DATABASE_URL ?? config.DATABASE_URL;
  const handle = await openDatabase({
    url,
    dataDir: config.DATABASE_URL ? undefined : config.PGLITE_DIR,
    poolSize: config.DATABASE_POOL_SIZE,
  });
  try {
    await oneAtATime(url, async () => {
      await applyMigrations(handle);
      await seedReferenceData(handle.db);
    });
  } catch (error) {
    await handle.close();
    throw error;
  }
  return handle;
}

/** Runs `work` holding the preparation lock of the PostgreSQL at `url` (on a session of its own); PGlite has one user. */
async function oneAtATime(url: string | undefined, work: () => Promise<void>): Promise<void> {
  if (!url) return work();
  const session = new pg.Client({ connectionString: url });
  await session.connect();
  try {
    await session.query('select pg_advisory_lock($1)', [PREPARE_LOCK]);
    await work();
  } finally {
    // Ending the session releases the lock, also when the work failed.
    await session.end();
  }
}
