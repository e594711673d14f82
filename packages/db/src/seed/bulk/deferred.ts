import type { PgTable } from 'drizzle-orm/pg-core';
import type { BulkSession } from './session.ts';
import { tableName } from './session.ts';

interface Definition {
  table: string;
  name: string;
  definition: string;
}

/** Runs the statements on the sessions, each session taking the next one when it is done with its own. */
async function spread(
  sessions: BulkSession[],
  statements: string[],
  done: (statement: string, ms: number) => void,
) {
  const queue = [...statements];
  await Promise.all(
    sessions.map(async (session) => {
      for (let next = queue.shift(); next !== undefined; next = queue.shift()) {
        const started = Date.now();
        await session.query(next);
        done(next, Date.now() - started);
      }
    }),
  );
}

/**
 * Drops the secondary indexes and foreign keys of `tables` and disables their triggers, so rows go in without per-row
 * index upkeep, key checks or document triggers; the answer puts everything back, building each index once over the
 * loaded rows and checking each key with one join, spread over the sessions. Primary keys and unique constraints stay:
 * they keep the load honest.
 */
export async function deferIndexesAndKeys(
  sessions: BulkSession[],
  tables: PgTable[],
  log: (line: string) => void,
): Promise<() => Promise<void>> {
  const [session] = sessions as [BulkSession, ...BulkSession[]];
  const names = tables.map(tableName);
  const list = `ARRAY[${names.map((n) => `'${n}'`).join(', ')}]::regclass[]`;
  const indexes = await session.query<Definition>(`
    SELECT i.indrelid::regclass::text AS "table", i.indexrelid::regclass::text AS name,
      pg_get_indexdef(i.indexrelid) AS definition
    FROM pg_index i
    WHERE i.indrelid = ANY (${list}) AND NOT i.indisprimary
      AND NOT EXISTS (SELECT 1 FROM pg_constraint c WHERE c.conindid = i.indexrelid AND c.conrelid = i.indrelid)
    ORDER BY 2`);
  const keys = await session.query<Definition>(`
    SELECT conrelid::regclass::text AS "table", quote_ident(conname) AS name,
      pg_get_constraintdef(oid) AS definition
    FROM pg_constraint
    WHERE contype = 'f' AND conrelid = ANY (${list})
    ORDER BY 1, 2`);
  await session.query(
    [
      ...keys.map((k) => `ALTER TABLE ${k.table} DROP CONSTRAINT ${k.name}`),
      ...indexes.map((i) => `DROP INDEX ${i.name}`),
      ...names.map((n) => `ALTER TABLE ${n} DISABLE TRIGGER USER`),
    ].join(';\n'),
  );
  log(
    `deferred ${indexes.length} indexes, ${keys.length} foreign keys and the triggers of ${names.length} tables`,
  );

  return async () => {
    const started = Date.now();
    // The search documents' GIN indexes take longest: started first, the other session does the rest meanwhile.
    const ordered = [...indexes].sort(
      (a, b) => Number(b.definition.includes('gin')) - Number(a.definition.includes('gin')),
    );
    await spread(
      sessions,
      ordered.map((i) => i.definition),
      (statement, ms) => {
        // The big ones are worth knowing about; the rest are summed up below.
        if (ms > 5_000) log(`  ${statement.replace(/ USING .*/, '')}: ${ms} ms`);
      },
    );
    const built = Date.now();
    log(`indexes rebuilt: ${indexes.length} in ${built - started} ms`);
    await spread(
      sessions,
      keys.map((key) => `ALTER TABLE ${key.table} ADD CONSTRAINT ${key.name} ${key.definition}`),
      () => undefined,
    );
    await session.query(names.map((n) => `ALTER TABLE ${n} ENABLE TRIGGER USER`).join(';\n'));
    log(`foreign keys checked and triggers enabled: ${keys.length} keys in ${Date.now() - built} ms`);
  };
}

/** ANALYZE of the tables, spread over the sessions. */
export const analyze = (sessions: BulkSession[], tables: string[]) =>
  spread(
    sessions,
    tables.map((table) => `ANALYZE ${table}`),
    () => undefined,
  );
