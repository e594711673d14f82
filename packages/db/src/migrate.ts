import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import type { Database, DatabaseHandle } from './client.ts';

const migrationsFolder = fileURLToPath(new URL('../migrations', import.meta.url));

/** Applies the SQL migrations with drizzle's migrator; PGlite must be opened with its extensions first, which `openDatabase` does. */
export async function applyMigrations(handle: DatabaseHandle): Promise<void> {
  if (handle.driver === 'pglite') {
    await migratePglite(handle.db as unknown as PgliteDatabase, { migrationsFolder });
  } else {
    await migratePg(handle.db as unknown as NodePgDatabase, { migrationsFolder });
  }
}

/** When the newest migration of this build was made: drizzle records it as the migration's `created_at`. */
function newestMigrationMillis(): number {
  const journal = JSON.parse(readFileSync(`${migrationsFolder}/meta/_journal.json`, 'utf8')) as {
    entries: { when: number }[];
  };
  return Math.max(0, ...journal.entries.map((entry) => entry.when));
}

/**
 * Whether the database has every migration this build knows of, as drizzle's migrator recorded them
 * (`drizzle.__drizzle_migrations`, which the server roles may read): a process whose code expects a column that an
 * unapplied migration adds must not be sent requests.
 */
export async function migrationsApplied(db: Database): Promise<boolean> {
  const result = (await db.execute(
    sql`select coalesce(max(created_at), 0)::text as latest from drizzle.__drizzle_migrations`,
  )) as unknown as { rows: { latest: string }[] };
  return Number(result.rows[0]?.latest ?? 0) >= newestMigrationMillis();
}
