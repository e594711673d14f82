import {
  HANDOFF_TTL_SECONDS,
  SESSION_REVOCATIONS_PAGE,
  type AccessTokenClaims,
  type SessionRevocation,
  type TokenPair,
} from '@b2b/contracts';
import { AppError } from '@b2b/server-kit';
import { addSeconds, epochSeconds, type Clock } from '../../lib/clock.ts';
import { randomToken, sha256 } from '../../lib/secrets.ts';
import type { AccessTokens } from '../keys/access-tokens.ts';
import type { SessionsRepository } from './sessions.repository.ts';

export const HANDOFF_EXPIRED_MESSAGE = 'This sign-in link has expired; please sign in again.';
export const SESSION_ENDED_MESSAGE = 'Your session has ended; please sign in again.';

export interface SessionLifetimes {
  accessTokenSeconds: number;
  refreshTokenSeconds: number;
  /** A portal session's absolute lifetime, from its sign-in: rotation never carries a refresh token past it. */
  refreshSessionMaxAgeSeconds: number;
  ssoSessionSeconds: number;
}

export function sessionsService(
  repo: SessionsRepository,
  options: {
    clock: Clock;
    tokens: AccessTokens;
    lifetimes: SessionLifetimes;
    /** The account's claims for an access token of `sessionID`, or null when the account is gone. */
    claimsOf: (accountID: string, sessionID: string) => Promise<AccessTokenClaims | null>;
  },
) {
  const { clock, tokens, lifetimes, claimsOf } = options;

  /** A new refresh token's expiry: its own lifetime, cut at the end of its session's absolute lifetime. */
  const refreshExpiryOf = (sessionStartedAt: Date, now: Date) =>
    new Date(
      Math.min(
        addSeconds(now, lifetimes.refreshTokenSeconds).getTime(),
        addSeconds(sessionStartedAt, lifetimes.refreshSessionMaxAgeSeconds).getTime(),
      ),
    );

  const revoke = (sessionID: string, reason: string, now: Date) =>
    repo.revokeSession(sessionID, reason, now, addSeconds(now, lifetimes.accessTokenSeconds));

  async function tokenPair(
    accountID: string,
    sessionID: string,
    refreshToken: string,
    refreshExpiresAt: Date,
    now: Date,
  ): Promise<TokenPair> {
    const claims = await claimsOf(accountID, sessionID);
    if (!claims) {
      await revoke(sessionID, 'account-deleted', now);
      throw new AppError('SessionError', SESSION_ENDED_MESSAGE);
    }
    const { token, tokenExpire } = await tokens.sign(claims, now);
    return { token, tokenExpire, refreshToken, refreshTokenExpire: epochSeconds(refreshExpiresAt) };
  }

  return {
    /** The revoked sessions whose tokens may still be valid, revoked at `after` or later (the portals' feed). */
    async revocationsSince(after: string | undefined): Promise<SessionRevocation[]> {
      const rows = await repo.revocationsSince(
        after === undefined ? undefined : new Date(after),
        clock.now(),
        SESSION_REVOCATIONS_PAGE,
      );
      return rows.map((row) => ({
        sessionID: row.sessionID,
        revokedAt: row.revokedAt.toISOString(),
        expiresAt: row.expiresAt.toISOString(),
      }));
    },

    /**
     * Ends every session of the account (after a password reset or change, or an undone email change), but those of
     * the SSO session `keepSsoSessionID` when given: the browser where the person did it stays signed in.
     */
    async endEverySession(accountID: string, reason: string, keepSsoSessionID?: string) {
      const now = clock.now();
      await repo.revokeAccountSessions(
        accountID,
        reason,
        now,
        addSeconds(now, lifetimes.accessTokenSeconds),
        keepSsoSessionID,
      );
    },

    /**
     * The open portal session of an access token this service signed and that has not expired: how a portal's page
     * calls the account service for its signed-in person. Null for anything else.
     */
    async sessionOfAccessToken(accessToken: string | undefined) {
      if (!accessToken) return null;
      const verified = await tokens.verify(accessToken, clock.now());
      if (!verified) return null;
      const session = await repo.findOpenSession(verified.sid);
      return session && session.accountID === verified.sub ? session : null;
    },

    /**
     * The account service's own browser session; the value goes in the cookie, only its digest in the database. The
     * session of the cookie it replaces ends, so signing in as someone else leaves nothing behind.
     */
    async startSsoSession(accountID: string, replacedCookie: string | undefined) {
      const now = clock.now();
      if (replacedCookie) {
        const replaced = await repo.findActiveSsoSession(sha256(replacedCookie), now);
        if (replaced) await repo.revokeSsoSession(replaced.id, now);
      }
      const cookie = randomToken();
      const expiresAt = addSeconds(now, lifetimes.ssoSessionSeconds);
      const id = await repo.insertSsoSession({ accountID, tokenHash: sha256(cookie), expiresAt });
      return { id, cookie, expiresAt };
    },

    async activeSsoSession(cookie: string | undefined) {
      if (!cookie) return null;
      return (await repo.findActiveSsoSession(sha256(cookie), clock.now())) ?? null;
    },

    /**
     * A single-use token that lets `portalOrigin` start a session for the account, bound to the state of the sign-in
     * (the browser tab) it was made for.
     */
    async createHandoff(
      accountID: string,
      ssoSessionID: string,
      portalOrigin: string,
      state: string | undefined,
    ): Promise<string> {
      const token = randomToken();
      await repo.deleteExpiredHandoffs(clock.now());
      await repo.insertHandoff({
        tokenHash: sha256(token),
        accountID,
        ssoSessionID,
        portalOrigin,
        stateHash: state ? sha256(state) : null,
        expiresAt: addSeconds(clock.now(), HANDOFF_TTL_SECONDS),
      });
      return token;
    },

    /**
     * Spends the hand-off and opens the portal session (a new refresh-token family). A browser call must come from the
     * portal the hand-off was made for, so a token that leaked to another site cannot be redeemed there, and must give
     * the state of the sign-in it was made for, so a hand-off link opened in another browser (login CSRF) or with its
     * state stripped or swapped is spent without signing anyone in.
     */
    async redeemHandoff(handoff: string, state: string, requestOrigin: string | undefined) {
      const now = clock.now();
      const found = await repo.consumeHandoff(sha256(handoff), now);
      if (
        !found ||
        (requestOrigin && requestOrigin !== found.portalOrigin) ||
        found.stateHash !== sha256(state)
      ) {
        throw new AppError('SessionError', HANDOFF_EXPIRED_MESSAGE);
      }
      const refreshToken = randomToken();
      const refreshExpiresAt = refreshExpiryOf(now, now);
      const sessionID = await repo.insertSession(
        {
          createdAt: now,
          accountID: found.accountID,
          ssoSessionID: found.ssoSessionID,
          portalOrigin: found.portalOrigin,
          expiresAt: refreshExpiresAt,
        },
        { tokenHash: sha256(refreshToken), expiresAt: refreshExpiresAt },
      );
      const pair = await tokenPair(found.accountID, sessionID, refreshToken, refreshExpiresAt, now);
      return { ...pair, userID: found.accountID };
    },

    /** Rotation: every refresh token works once; showing a spent one again ends its whole session. */
    async refresh(refreshToken: string | undefined): Promise<TokenPair> {
      const now = clock.now();
      const found = refreshToken ? await repo.findRefreshToken(sha256(refreshToken)) : undefined;
      if (!found || found.sessionRevokedAt) throw new AppError('SessionError', SESSION_ENDED_MESSAGE);
      if (found.usedAt) {
        await revoke(found.sessionID, 'refresh-token-reuse', now);
        throw new AppError('SessionError', SESSION_ENDED_MESSAGE);
      }
      const expiresAt = refreshExpiryOf(found.sessionCreatedAt, now);
      if (found.expiresAt <= now || expiresAt <= now)
        throw new AppError('SessionError', SESSION_ENDED_MESSAGE);
      const next = randomToken();
      const rotated = await repo.rotateRefreshToken(found.id, now, {
        sessionID: found.sessionID,
        tokenHash: sha256(next),
        expiresAt,
      });
      if (!rotated) {
        // Another request spent it between our read and our write: that is a reuse too.
        await revoke(found.sessionID, 'refresh-token-reuse', now);
        throw new AppError('SessionError', SESSION_ENDED_MESSAGE);
      }
      return tokenPair(found.accountID, found.sessionID, next, expiresAt, now);
    },

    /**
     * Ends the portal session named by the access token and/or the refresh token, the SSO session it came from, and the
     * SSO session of the cookie the browser sent, with every other portal session handed off from those SSO sessions:
     * signing out on one portal of the network signs that browser out of all of them. Idempotent: what is already gone
     * is skipped.
     */
    async logout(given: {
      accessToken?: string | undefined;
      refreshToken?: string | undefined;
      ssoCookie?: string | undefined;
    }) {
      const now = clock.now();
      const sessionIds = new Set<string>();
      if (given.accessToken) {
        const sid = await tokens.sessionIdOf(given.accessToken);
        if (sid) sessionIds.add(sid);
      }
      if (given.refreshToken) {
        const found = await repo.findRefreshToken(sha256(given.refreshToken));
        if (found) sessionIds.add(found.sessionID);
      }
      const ssoSessionIds = new Set<string>();
      for (const sessionID of sessionIds) {
        const session = await repo.findSession(sessionID);
        if (!session) continue;
        await revoke(sessionID, 'logout', now);
        if (session.ssoSessionID) ssoSessionIds.add(session.ssoSessionID);
      }
      if (given.ssoCookie) {
        const sso = await repo.findActiveSsoSession(sha256(given.ssoCookie), now);
        if (sso) ssoSessionIds.add(sso.id);
      }
      const publishedUntil = addSeconds(now, lifetimes.accessTokenSeconds);
      for (const id of ssoSessionIds)
        await repo.revokeSsoSessionEverywhere(id, 'logout', now, publishedUntil);
    },
  };
}

export type SessionsService = ReturnType<typeof sessionsService>;
