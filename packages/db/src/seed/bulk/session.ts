import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { PGlite } from '@electric-sql/pglite';
import { getTableColumns, is, SQL } from 'drizzle-orm';
import { toSnakeCase } from 'drizzle-orm/casing';
import { getTableConfig, type PgColumn, type PgTable } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { from as copyFrom } from 'pg-copy-streams';
import type { Database } from '../../client.ts';

/**
 * One connection for a bulk load: session settings and temporary tables must stay on it. Rows go in with COPY on
 * PostgreSQL; PGlite has no COPY from a client stream, so there they go in as one JSON document per batch, still a
 * single set-based statement.
 */
export interface BulkSession {
  query<T = Record<string, unknown>>(text: string): Promise<T[]>;
  /**
   * Writes rows of `table` (as drizzle inserts them) into `target`, that table or a staging copy of it; answers the
   * columns written.
   */
  copy(target: string, table: PgTable, rows: readonly object[]): Promise<string[]>;
  release(): Promise<void>;
}

const quote = (name: string) => `"${name.replaceAll('"', '""')}"`;

export const columnName = (column: PgColumn) => (column.keyAsName ? toSnakeCase(column.name) : column.name);

export function tableName(table: PgTable): string {
  const { name, schema } = getTableConfig(table);
  return schema ? `${quote(schema)}.${quote(name)}` : quote(name);
}

/** The columns of `table` that at least one row gives a value: the others keep their database defaults. */
function columnsGiven(table: PgTable, rows: readonly object[]): [key: string, column: PgColumn][] {
  const given = new Set<string>();
  for (const row of rows) {
    for (const [key, value] of Object.entries(row)) if (value !== undefined) given.add(key);
  }
  return Object.entries(getTableColumns(table)).filter(([key]) => given.has(key));
}

/** The value a column stores for a row that leaves it out: its constant default, otherwise NULL. */
function valueOf(column: PgColumn, value: unknown): unknown {
  if (value !== undefined) return value;
  return column.default !== undefined && !is(column.default, SQL) ? column.default : null;
}

const COPY_ESCAPES: Record<string, string> = { '\\': '\\\\', '\t': '\\t', '\n': '\\n', '\r': '\\r' };

/** One row in COPY's text format: tab-separated, backslash escapes, \N for NULL. */
function copyLine(columns: [string, PgColumn][], row: Record<string, unknown>): string {
  return columns
    .map(([key, column]) => {
      const value = valueOf(column, row[key]);
      if (value === null) return '\\N';
      const stored = column.mapToDriverValue(value);
      const text = typeof stored === 'string' ? stored : String(stored);
      return text.replace(/[\\\t\n\r]/g, (c) => COPY_ESCAPES[c]!);
    })
    .join('\t');
}

/** Lines in slices, so a batch of large rows never becomes one huge string. */
function* copyText(columns: [string, PgColumn][], rows: readonly object[]): Generator<string> {
  const slice = 500;
  for (let i = 0; i < rows.length; i += slice) {
    const lines = rows.slice(i, i + slice).map((row) => copyLine(columns, row as Record<string, unknown>));
    yield `${lines.join('\n')}\n`;
  }
}

function postgresSession(client: pg.PoolClient): BulkSession {
  return {
    async query<T>(text: string) {
      return (await client.query(text)).rows as T[];
    },
    async copy(target, table, rows) {
      const given = columnsGiven(table, rows);
      const columns = given.map(([, column]) => columnName(column));
      if (rows.length === 0) return columns;
      const stream = client.query(copyFrom(`COPY ${target} (${columns.map(quote).join(', ')}) FROM STDIN`));
      await pipeline(Readable.from(copyText(given, rows)), stream);
      return columns;
    },
    release: async () => client.release(),
  };
}

function pgliteSession(client: PGlite): BulkSession {
  return {
    async query<T>(text: string) {
      // exec runs several statements; the rows of the last one are the answer.
      const results = await client.exec(text);
      return (results.at(-1)?.rows ?? []) as T[];
    },
    async copy(target, table, rows) {
      const given = columnsGiven(table, rows);
      const columns = given.map(([, column]) => columnName(column));
      if (rows.length === 0) return columns;
      const documents = rows.map((row) =>
        Object.fromEntries(
          given.map(([key, column]) => {
            const value = valueOf(column, (row as Record<string, unknown>)[key]);
            // json_populate_recordset reads JSON arrays and objects itself; text and timestamps go in as text.
            return [columnName(column), value instanceof Date ? value.toISOString() : value];
          }),
        ),
      );
      const list = columns.map(quote).join(', ');
      await client.query(
        `INSERT INTO ${target} (${list}) SELECT ${list} FROM json_populate_recordset(null::${target}, $1::json)`,
        [JSON.stringify(documents)],
      );
      return columns;
    },
    release: async () => undefined,
  };
}

/**
 * Up to `count` sessions on the database behind `db`: connections of its pool, so several rounds load at once, or
 * PGlite itself, which has one connection.
 */
export async function openBulkSessions(db: Database, count: number): Promise<BulkSession[]> {
  const client = (db as unknown as { $client: unknown }).$client;
  if (client instanceof pg.Pool) {
    return Promise.all(Array.from({ length: count }, async () => postgresSession(await client.connect())));
  }
  if (client instanceof PGlite) return [pgliteSession(client)];
  throw new Error('The bulk load needs a database opened by openDatabase (a pg pool or PGlite).');
}
