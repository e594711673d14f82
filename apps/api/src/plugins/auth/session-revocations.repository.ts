import { anyOf, eq, lt, sql, tables, type Database } from '@b2b/db';

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

/** Which of the sessions were signed out or revoked: one statement for any number of them. */
export async function revokedSessionsAmong(db: Database, sessionIDs: string[]): Promise<string[]> {
  if (sessionIDs.length === 0) return [];
  const rows = await db
    .select({ sessionID: sessionRevocations.sessionID })
    .from(sessionRevocations)
    .where(anyOf(sessionRevocations.sessionID, 'sessionIDs'))
    .execute({ sessionIDs });
  return rows.map((row) => row.sessionID);
}

/** Records revocations the account service published (its feed), once each. */
export async function recordSessionRevocations(
  db: Database,
  revocations: { sessionID: string; revokedAt: string; expiresAt: string }[],
): Promise<void> {
  if (revocations.length === 0) return;
  await db
    .insert(sessionRevocations)
    .values(
      revocations.map((r) => ({
        sessionID: r.sessionID,
        revokedAt: new Date(r.revokedAt),
        expiresAt: new Date(r.expiresAt),
      })),
    )
    .onConflictDoNothing();
  // Past its expiry a revocation guards no token any more, so it is dropped, as the account service does.
  await db.delete(sessionRevocations).where(lt(sessionRevocations.expiresAt, sql`now()`));
}
