import { eq, tables, type Database } from '@b2b/db';

export async function isSessionRevoked(db: Database, sessionID: string): Promise<boolean> {
  const rows = await db
    .select({ sessionID: tables.sessionRevocations.sessionID })
    .from(tables.sessionRevocations)
    .where(eq(tables.sessionRevocations.sessionID, sessionID))
    .limit(1);
  return rows.length > 0;
}
