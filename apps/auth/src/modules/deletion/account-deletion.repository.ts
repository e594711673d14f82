import { ACCOUNT_DELETED_CHANNEL } from '@b2b/contracts';
import { and, eq, gt, isNull, sql, tables, type Database } from '@b2b/db';

const { accounts, accountDeletions, loginFailures, sessions, sessionRevocations } = tables;

/** The conditions of a request that may still be confirmed: unused and unexpired. */
const open = (tokenHash: string, now: Date) =>
  and(
    eq(accountDeletions.tokenHash, tokenHash),
    isNull(accountDeletions.confirmedAt),
    gt(accountDeletions.expiresAt, now),
  );

/** The account service's half of a deletion (decision 0023): the request the portal opened, and the deletion itself. */
export function accountDeletionRepository(db: Database) {
  return {
    /** The open request of this token and the email of its account, or undefined. */
    async findOpen(tokenHash: string, now: Date) {
      const [row] = await db
        .select({ accountID: accounts.id, email: accounts.email })
        .from(accountDeletions)
        .innerJoin(accounts, eq(accounts.id, accountDeletions.userID))
        .where(open(tokenHash, now))
        .limit(1);
      return row;
    },

    /**
     * In one transaction: consumes the request (only one of two concurrent confirmations finds it open), publishes the
     * account's portal sessions as revoked, deletes the account (its sessions, refresh tokens and SSO sessions go with
     * it, and its address is free again) and tells the portals. False when the request was no longer open.
     */
    async confirm(
      request: { tokenHash: string; accountID: string; email: string },
      now: Date,
      publishedUntil: Date,
    ): Promise<boolean> {
      return db.transaction(async (tx) => {
        const [consumed] = await tx
          .update(accountDeletions)
          .set({ confirmedAt: now })
          .where(and(open(request.tokenHash, now), eq(accountDeletions.userID, request.accountID)))
          .returning({ id: accountDeletions.id });
        if (!consumed) return false;
        const portalSessions = await tx
          .select({ sessionID: sessions.id })
          .from(sessions)
          .where(eq(sessions.accountID, request.accountID));
        if (portalSessions.length > 0) {
          await tx
            .insert(sessionRevocations)
            .values(
              portalSessions.map(({ sessionID }) => ({
                sessionID,
                revokedAt: now,
                expiresAt: publishedUntil,
              })),
            )
            .onConflictDoNothing();
        }
        await tx.delete(accounts).where(eq(accounts.id, request.accountID));
        await tx.delete(loginFailures).where(eq(loginFailures.email, request.email));
        await tx.execute(sql`select pg_notify(${ACCOUNT_DELETED_CHANNEL}, ${consumed.id})`);
        return true;
      });
    },
  };
}

export type AccountDeletionRepository = ReturnType<typeof accountDeletionRepository>;
