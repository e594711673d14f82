import { eq, sql, tables, type Database } from '@b2b/db';

const { sessionRevocations } = tables;

// Read on every signed-in call: the statement is prepared once per database.
const statements = new WeakMap<Database, ReturnType<typeof prepare>>();
const prepare = (db: Database) =>
  db
    .select({ sessionID: sessionRevocations.sessionID })
    .from(sessionRevocations)
    .where(eq(sessionRevocations.sessionID, sql.placeholder('sessionID')))
    .limit(1)
    .prepare('session_revoked');

export async function isSessionRevoked(db: Database, sessionID: string): Promise<boolean> {
  let statement = statements.get(db);
  if (!statement) {
    statement = prepare(db);
    statements.set(db, statement);
  }
  const rows = await statement.execute({ sessionID });
  return rows.length > 0;
}
