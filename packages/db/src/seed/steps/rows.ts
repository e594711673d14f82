import { eq, inArray, sql } from 'drizzle-orm';
import type { PgColumn, PgInsertValue, PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '../../client.ts';

/** Rows in slices of 500: one statement each, far below the 65,535 parameters a statement may carry. */
export const batches = <T>(rows: T[], size = 500): T[][] =>
  Array.from({ length: Math.ceil(rows.length / size) }, (_, i) => rows.slice(i * size, (i + 1) * size));

/** Whether the table of `column` holds a row with this value in it: how a step tells that its entities are there. */
export async function hasRow(db: Database, column: PgColumn, value: string): Promise<boolean> {
  const rows = await db.select({ value: column }).from(column.table).where(eq(column, value)).limit(1);
  return rows.length > 0;
}

/** Those of `values` that `column` holds: the demo businesses of a page that have a step's rows already. */
export async function valuesIn(db: Database, column: PgColumn, values: string[]): Promise<Set<string>> {
  const rows = await db.selectDistinct({ value: column }).from(column.table).where(inArray(column, values));
  return new Set(rows.map((row) => row.value as string));
}

/** Inserts the rows in batches, leaving out those whose key is taken; answers how many went in. */
export async function insertNew<T extends PgTable>(
  db: Database,
  table: T,
  rows: PgInsertValue<T>[],
): Promise<number> {
  let made = 0;
  for (const batch of batches(rows)) {
    made += (
      await db
        .insert(table)
        .values(batch)
        .onConflictDoNothing()
        .returning({ one: sql`1` })
    ).length;
  }
  return made;
}
