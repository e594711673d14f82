import { and, eq, gt, isNull, lt, tables, type Database } from '@b2b/db';

const { ssoSessions, sessions, refreshTokens, handoffTokens, sessionRevocations } = tables;

export function sessionsRepository(db: Database) {
  return {
    async insertSsoSession(values: {
      accountId: string;
      tokenHash: string;
      expiresAt: Date;
    }): Promise<string> {
      const [row] = await db.insert(ssoSessions).values(values).returning({ id: ssoSessions.id });
      if (!row) throw new Error('The SSO session insert returned no row');
      return row.id;
    },

    async findActiveSsoSession(tokenHash: string, now: Date) {
      const [row] = await db
        .select({ id: ssoSessions.id, accountId: ssoSessions.accountId })
        .from(ssoSessions)
        .where(
          and(
            eq(ssoSessions.tokenHash, tokenHash),
            isNull(ssoSessions.revokedAt),
            gt(ssoSessions.expiresAt, now),
          ),
        )
        .limit(1);
      return row;
    },

    async revokeSsoSession(id: string, now: Date) {
      await db
        .update(ssoSessions)
        .set({ revokedAt: now })
        .where(and(eq(ssoSessions.id, id), isNull(ssoSessions.revokedAt)));
    },

    async insertHandoff(values: {
      tokenHash: string;
      accountId: string;
      ssoSessionId: string;
      portalOrigin: string;
      stateHash: string | null;
      expiresAt: Date;
    }) {
      await db.insert(handoffTokens).values(values);
    },

    /** Hand-offs live a minute, so the expired ones are few and worthless; each new one sweeps them away. */
    async deleteExpiredHandoffs(now: Date) {
      await db.delete(handoffTokens).where(lt(handoffTokens.expiresAt, now));
    },

    /** Marks the hand-off used and returns it, in one statement, so two concurrent requests cannot both redeem it. */
    async consumeHandoff(tokenHash: string, now: Date) {
      const [row] = await db
        .update(handoffTokens)
        .set({ usedAt: now })
        .where(
          and(
            eq(handoffTokens.tokenHash, tokenHash),
            isNull(handoffTokens.usedAt),
            gt(handoffTokens.expiresAt, now),
          ),
        )
        .returning({
          accountId: handoffTokens.accountId,
          ssoSessionId: handoffTokens.ssoSessionId,
          portalOrigin: handoffTokens.portalOrigin,
          stateHash: handoffTokens.stateHash,
        });
      return row;
    },

    /** A portal session and its first refresh token. */
    async insertSession(
      session: {
        /** The sign-in's time, from which the session's absolute lifetime runs. */
        createdAt: Date;
        accountId: string;
        ssoSessionId: string | null;
        portalOrigin: string;
        expiresAt: Date;
      },
      refresh: { tokenHash: string; expiresAt: Date },
    ): Promise<string> {
      return db.transaction(async (tx) => {
        const [row] = await tx.insert(sessions).values(session).returning({ id: sessions.id });
        if (!row) throw new Error('The session insert returned no row');
        await tx.insert(refreshTokens).values({ sessionId: row.id, ...refresh });
        return row.id;
      });
    },

    async findRefreshToken(tokenHash: string) {
      const [row] = await db
        .select({
          id: refreshTokens.id,
          sessionId: refreshTokens.sessionId,
          usedAt: refreshTokens.usedAt,
          expiresAt: refreshTokens.expiresAt,
          accountId: sessions.accountId,
          sessionCreatedAt: sessions.createdAt,
          sessionRevokedAt: sessions.revokedAt,
        })
        .from(refreshTokens)
        .innerJoin(sessions, eq(sessions.id, refreshTokens.sessionId))
        .where(eq(refreshTokens.tokenHash, tokenHash))
        .limit(1);
      return row;
    },

    /** Spends `usedId` and adds its successor; false when another request spent it first. */
    async rotateRefreshToken(
      usedId: string,
      now: Date,
      next: { sessionId: string; tokenHash: string; expiresAt: Date },
    ): Promise<boolean> {
      return db.transaction(async (tx) => {
        const spent = await tx
          .update(refreshTokens)
          .set({ usedAt: now })
          .where(and(eq(refreshTokens.id, usedId), isNull(refreshTokens.usedAt)))
          .returning({ id: refreshTokens.id });
        if (spent.length === 0) return false;
        await tx.insert(refreshTokens).values(next);
        await tx.update(sessions).set({ expiresAt: next.expiresAt }).where(eq(sessions.id, next.sessionId));
        // Spent tokens stay for reuse detection until they expire; after that they can no longer be presented at all.
        await tx
          .delete(refreshTokens)
          .where(and(eq(refreshTokens.sessionId, next.sessionId), lt(refreshTokens.expiresAt, now)));
        return true;
      });
    },

    async findSession(id: string) {
      const [row] = await db
        .select({ id: sessions.id, ssoSessionId: sessions.ssoSessionId })
        .from(sessions)
        .where(eq(sessions.id, id))
        .limit(1);
      return row;
    },

    /**
     * Ends a portal session and publishes it in session_revocations, where every API looks, until its last access token
     * has expired.
     */
    async revokeSession(sessionId: string, reason: string, now: Date, publishedUntil: Date) {
      await db.transaction(async (tx) => {
        await tx
          .update(sessions)
          .set({ revokedAt: now, revokedReason: reason })
          .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
        await tx
          .insert(sessionRevocations)
          .values({ sessionId, revokedAt: now, expiresAt: publishedUntil })
          .onConflictDoNothing();
        // Past its expiry a revocation guards no token any more (the table's own contract), so it is dropped.
        await tx.delete(sessionRevocations).where(lt(sessionRevocations.expiresAt, now));
      });
    },
  };
}

export type SessionsRepository = ReturnType<typeof sessionsRepository>;
