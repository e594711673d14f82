import { and, asc, eq, gt, gte, isNull, lt, ne, or, tables, type Database } from '@b2b/db';

const { ssoSessions, sessions, refreshTokens, handoffTokens, sessionRevocations } = tables;

export function sessionsRepository(db: Database) {
  return {
    async insertSsoSession(values: {
      accountID: string;
      tokenHash: string;
      expiresAt: Date;
    }): Promise<string> {
      const [row] = await db.insert(ssoSessions).values(values).returning({ id: ssoSessions.id });
      if (!row) throw new Error('The SSO session insert returned no row');
      return row.id;
    },

    async findActiveSsoSession(tokenHash: string, now: Date) {
      const [row] = await db
        .select({ id: ssoSessions.id, accountID: ssoSessions.accountID })
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

    /**
     * Ends an SSO session and every portal session handed off from it (one browser's sign-in on every portal of the
     * network), publishing those in session_revocations like a logout's.
     */
    async revokeSsoSessionEverywhere(id: string, reason: string, now: Date, publishedUntil: Date) {
      await db.transaction(async (tx) => {
        await tx
          .update(ssoSessions)
          .set({ revokedAt: now })
          .where(and(eq(ssoSessions.id, id), isNull(ssoSessions.revokedAt)));
        const ended = await tx
          .update(sessions)
          .set({ revokedAt: now, revokedReason: reason })
          .where(and(eq(sessions.ssoSessionID, id), isNull(sessions.revokedAt)))
          .returning({ id: sessions.id });
        if (ended.length > 0) {
          await tx
            .insert(sessionRevocations)
            .values(
              ended.map(({ id: sessionID }) => ({ sessionID, revokedAt: now, expiresAt: publishedUntil })),
            )
            .onConflictDoNothing();
        }
      });
    },

    async insertHandoff(values: {
      tokenHash: string;
      accountID: string;
      ssoSessionID: string;
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
          accountID: handoffTokens.accountID,
          ssoSessionID: handoffTokens.ssoSessionID,
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
        accountID: string;
        ssoSessionID: string | null;
        portalOrigin: string;
        expiresAt: Date;
      },
      refresh: { tokenHash: string; expiresAt: Date },
    ): Promise<string> {
      return db.transaction(async (tx) => {
        const [row] = await tx.insert(sessions).values(session).returning({ id: sessions.id });
        if (!row) throw new Error('The session insert returned no row');
        await tx.insert(refreshTokens).values({ sessionID: row.id, ...refresh });
        return row.id;
      });
    },

    async findRefreshToken(tokenHash: string) {
      const [row] = await db
        .select({
          id: refreshTokens.id,
          sessionID: refreshTokens.sessionID,
          usedAt: refreshTokens.usedAt,
          expiresAt: refreshTokens.expiresAt,
          accountID: sessions.accountID,
          sessionCreatedAt: sessions.createdAt,
          sessionRevokedAt: sessions.revokedAt,
        })
        .from(refreshTokens)
        .innerJoin(sessions, eq(sessions.id, refreshTokens.sessionID))
        .where(eq(refreshTokens.tokenHash, tokenHash))
        .limit(1);
      return row;
    },

    /** Spends `usedID` and adds its successor; false when another request spent it first. */
    async rotateRefreshToken(
      usedID: string,
      now: Date,
      next: { sessionID: string; tokenHash: string; expiresAt: Date },
    ): Promise<boolean> {
      return db.transaction(async (tx) => {
        const spent = await tx
          .update(refreshTokens)
          .set({ usedAt: now })
          .where(and(eq(refreshTokens.id, usedID), isNull(refreshTokens.usedAt)))
          .returning({ id: refreshTokens.id });
        if (spent.length === 0) return false;
        await tx.insert(refreshTokens).values(next);
        await tx.update(sessions).set({ expiresAt: next.expiresAt }).where(eq(sessions.id, next.sessionID));
        // Spent tokens stay for reuse detection until they expire; after that they can no longer be presented at all.
        await tx
          .delete(refreshTokens)
          .where(and(eq(refreshTokens.sessionID, next.sessionID), lt(refreshTokens.expiresAt, now)));
        return true;
      });
    },

    async findSession(id: string) {
      const [row] = await db
        .select({ id: sessions.id, ssoSessionID: sessions.ssoSessionID })
        .from(sessions)
        .where(eq(sessions.id, id))
        .limit(1);
      return row;
    },

    /**
     * Ends a portal session and publishes it in session_revocations, where every API looks, until its last access token
     * has expired.
     */
    async revokeSession(sessionID: string, reason: string, now: Date, publishedUntil: Date) {
      await db.transaction(async (tx) => {
        await tx
          .update(sessions)
          .set({ revokedAt: now, revokedReason: reason })
          .where(and(eq(sessions.id, sessionID), isNull(sessions.revokedAt)));
        await tx
          .insert(sessionRevocations)
          .values({ sessionID, revokedAt: now, expiresAt: publishedUntil })
          .onConflictDoNothing();
        // Past its expiry a revocation guards no token any more (the table's own contract), so it is dropped.
        await tx.delete(sessionRevocations).where(lt(sessionRevocations.expiresAt, now));
      });
    },

    /**
     * Ends every session of the account but those of `keepSsoSessionID` (and that SSO session itself): its portal
     * sessions (whose refresh tokens then work no more) are published in session_revocations like a logout's, so every
     * API refuses their access tokens at once.
     */
    async revokeAccountSessions(
      accountID: string,
      reason: string,
      now: Date,
      publishedUntil: Date,
      keepSsoSessionID?: string,
    ) {
      await db.transaction(async (tx) => {
        const ended = await tx
          .update(sessions)
          .set({ revokedAt: now, revokedReason: reason })
          .where(
            and(
              eq(sessions.accountID, accountID),
              isNull(sessions.revokedAt),
              keepSsoSessionID
                ? or(isNull(sessions.ssoSessionID), ne(sessions.ssoSessionID, keepSsoSessionID))
                : undefined,
            ),
          )
          .returning({ id: sessions.id });
        if (ended.length > 0) {
          await tx
            .insert(sessionRevocations)
            .values(ended.map(({ id }) => ({ sessionID: id, revokedAt: now, expiresAt: publishedUntil })))
            .onConflictDoNothing();
        }
        await tx
          .update(ssoSessions)
          .set({ revokedAt: now })
          .where(
            and(
              eq(ssoSessions.accountID, accountID),
              isNull(ssoSessions.revokedAt),
              keepSsoSessionID ? ne(ssoSessions.id, keepSsoSessionID) : undefined,
            ),
          );
        await tx.delete(sessionRevocations).where(lt(sessionRevocations.expiresAt, now));
      });
    },

    /** Revocations still guarding a token, revoked at `after` or later, oldest first: what the portals' feed reads. */
    revocationsSince(after: Date | undefined, now: Date, limit: number) {
      return db
        .select({
          sessionID: sessionRevocations.sessionID,
          revokedAt: sessionRevocations.revokedAt,
          expiresAt: sessionRevocations.expiresAt,
        })
        .from(sessionRevocations)
        .where(
          and(
            gt(sessionRevocations.expiresAt, now),
            after ? gte(sessionRevocations.revokedAt, after) : undefined,
          ),
        )
        .orderBy(asc(sessionRevocations.revokedAt), asc(sessionRevocations.sessionID))
        .limit(limit);
    },

    /** The portal session, if it is still open. */
    async findOpenSession(id: string) {
      const [row] = await db
        .select({ id: sessions.id, accountID: sessions.accountID, portalOrigin: sessions.portalOrigin })
        .from(sessions)
        .where(and(eq(sessions.id, id), isNull(sessions.revokedAt)))
        .limit(1);
      return row;
    },
  };
}

export type SessionsRepository = ReturnType<typeof sessionsRepository>;
