import { eq, tables, type Database } from '@b2b/db';

export async function isSessionRevoked(db: Database, sessionId: string): Promise<boolean> {
  const rows = await db
    .select({ sessionId: tables.sessionRevocations.sessionId })
    .from(tables.sessionRevocations)
    .where(eq(tables.sessionRevocations.sessionId, sessionId))
    .limit(1);
  return rows.length > 0;
}
