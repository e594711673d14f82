import { readFile } from 'node:fs/promises';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applyMigrations } from './migrate.ts';
import { openTestDatabase, type TestDatabase } from './testing/test-database.ts';

let database: TestDatabase;

beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(async () => {
  await database?.close();
});

async function appliedMigrations(): Promise<number> {
  const result = (await database.db.execute(
    sql`select count(*)::int as count from drizzle.__drizzle_migrations`,
  )) as unknown as { rows: { count: number }[] };
  return result.rows[0]!.count;
}

describe('applyMigrations', () => {
  it('has applied every migration of the journal, pg_trgm included', async () => {
    const journal = JSON.parse(
      await readFile(new URL('../migrations/meta/_journal.json', import.meta.url), 'utf8'),
    ) as { entries: unknown[] };
    expect(journal.entries.length).toBeGreaterThan(0);
    expect(await appliedMigrations()).toBe(journal.entries.length);
    const trgm = (await database.db.execute(
      sql`select similarity('valve', 'valves') > 0.5 as similar`,
    )) as unknown as { rows: { similar: boolean }[] };
    expect(trgm.rows[0]?.similar).toBe(true);
  });

  it('does nothing on an up-to-date database', async () => {
    const before = await appliedMigrations();
    await applyMigrations(database);
    expect(await appliedMigrations()).toBe(before);
  });
});
