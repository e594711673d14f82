import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../client.ts';
import { openTestDatabase, type TestDatabase } from '../testing/test-database.ts';
import {
  referenceCountries,
  referenceIndustryTree,
  referenceStates,
  seedReferenceData,
} from './reference.ts';

const TABLES = [
  'countries',
  'states',
  'genders',
  'languages',
  'job_positions',
  'business_types',
  'industries',
  'categories',
  'subcategories',
] as const;

type Snapshot = Record<string, { count: number; checksum: string; rows: string[] }>;

async function rowsOf<T>(db: Database, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

/** Every row of every reference table as text, with a count and a checksum computed by the database itself. */
async function snapshot(db: Database): Promise<Snapshot> {
  const result: Snapshot = {};
  for (const table of TABLES) {
    const [summary] = await rowsOf<{ count: number; checksum: string }>(
      db,
      sql`select count(*)::int as count, md5(coalesce(string_agg(t::text, '|' order by t::text), '')) as checksum
          from ${sql.identifier(table)} t`,
    );
    const rows = await rowsOf<{ row: string }>(
      db,
      sql`select t::text as row from ${sql.identifier(table)} t order by 1`,
    );
    result[table] = { count: summary!.count, checksum: summary!.checksum, rows: rows.map((r) => r.row) };
  }
  return result;
}

let database: TestDatabase;
let seeded: Snapshot;

beforeAll(async () => {
  database = await openTestDatabase();
  seeded = await snapshot(database.db);
});
afterAll(async () => {
  await database?.close();
});

describe('seedReferenceData', () => {
  it('loads every reference row', () => {
    const countries = referenceCountries();
    const tree = referenceIndustryTree();
    expect(seeded.countries?.count).toBe(countries.length);
    expect(seeded.states?.count).toBe(referenceStates(new Set(countries.map((c) => c.code))).length);
    expect(seeded.business_types?.count).toBe(11);
    expect(seeded.genders?.count).toBe(3);
    expect(seeded.industries?.count).toBe(15);
    expect(seeded.categories?.count).toBe(tree.categoryRows.length);
    expect(seeded.subcategories?.count).toBe(tree.subcategoryRows.length);
    for (const table of TABLES) expect(seeded[table]?.checksum, table).toMatch(/^[0-9a-f]{32}$/);
  });

  it('changes nothing when run again, twice', async () => {
    await seedReferenceData(database.db);
    expect(await snapshot(database.db)).toEqual(seeded);
    await seedReferenceData(database.db);
    expect(await snapshot(database.db)).toEqual(seeded);
  });

  it('brings an edited row back to the reference value', async () => {
    await database.db.execute(sql`update countries set name = 'Cathay', dial_code = '0' where code = 'CN'`);
    await database.db.execute(sql`update subcategories set sort_order = 99 where sort_order = 1`);
    expect((await snapshot(database.db)).countries?.checksum).not.toBe(seeded.countries?.checksum);
    await seedReferenceData(database.db);
    expect(await snapshot(database.db)).toEqual(seeded);
  });

  it('makes the same rows, ids included, when run on empty tables', async () => {
    await database.db.execute(
      sql`truncate countries, states, genders, languages, job_positions, business_types, industries, categories, subcategories cascade`,
    );
    expect((await snapshot(database.db)).industries?.count).toBe(0);
    await seedReferenceData(database.db);
    expect(await snapshot(database.db)).toEqual(seeded);
  });
});
