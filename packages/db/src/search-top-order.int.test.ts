import { sql, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase, type TestDatabase } from './testing/test-database.ts';

let database: TestDatabase;

beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(async () => {
  await database?.close();
});

/**
 * The plan of a read of the lists, with sorting priced out of reach: it still sorts when no index gives the order.
 * The tables are empty here, so the planner's choice between index and sort is forced rather than costed.
 */
async function planOf(query: SQL): Promise<string> {
  return database.db.transaction(async (tx) => {
    await tx.execute(sql`set local enable_sort = off`);
    await tx.execute(sql`set local enable_seqscan = off`);
    const result = (await tx.execute(sql`explain (format json) ${query}`)) as unknown as {
      rows: Record<string, unknown>[];
    };
    return JSON.stringify(result.rows);
  });
}

describe('the indexes of the lists of frequent words (search_top)', () => {
  it('give a list best first, in all countries and in one, and its last one, without sorting', async () => {
    const reads = [
      sql`select id from search_top where kind = 'user' and lexeme = 'engin'
        order by score desc, created_at desc, id desc limit 5`,
      sql`select id from search_top where kind = 'product' and lexeme = 'steel' and country_code = 'CN'
        order by score desc, created_at desc, id desc limit 5`,
      sql`select id from search_top where kind = 'product' and lexeme = 'steel'
        order by score, created_at, id limit 1`,
    ];
    for (const read of reads) {
      const plan = await planOf(read);
      expect(plan).toContain('search_top_kind_lexeme');
      expect(plan).not.toMatch(/"Node Type\\?":\s*\\?"(Sort|Incremental Sort)/);
    }
  });
});
