import type { SQL } from 'drizzle-orm';
import type { Database } from './client.ts';

/**
 * Runs a raw statement and answers its rows: node-postgres and PGlite both answer `{ rows }`, which the shared
 * `Database` type leaves untyped. Its values are the drivers' own (booleans, numbers, strings), not mapped by columns.
 */
export async function rowsOf<T>(executor: Database, query: SQL): Promise<T[]> {
  const result = (await executor.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}
