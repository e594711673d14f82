import { openDatabase, type DatabaseHandle } from './client.ts';
import type { DatabaseConfig } from './config.ts';
import { applyMigrations } from './migrate.ts';
import { seedReferenceData } from './seed/reference.ts';

/**
 * Opens the configured database (PostgreSQL when `DATABASE_URL` is set, PGlite otherwise) as the owner of its tables
 * (`MIGRATION_DATABASE_URL` when set), migrates it and loads reference data.
 */
export async function prepareDatabase(config: DatabaseConfig): Promise<DatabaseHandle> {
  const handle = await openDatabase({
    url: config.MIGRATION_DATABASE_URL ?? config.DATABASE_URL,
    dataDir: config.DATABASE_URL ? undefined : config.PGLITE_DIR,
    poolSize: config.DATABASE_POOL_SIZE,
  });
  try {
    await applyMigrations(handle);
    await seedReferenceData(handle.db);
  } catch (error) {
    await handle.close();
    throw error;
  }
  return handle;
}
