import { addressOn, authEndpoints, type RefreshAnswerSchema } from '@b2b/contracts';
import type { z } from 'zod';
import { isFuture, readSession, saveTokens } from './session.ts';

/**
 * `refused`: the account service said no (expired, revoked or reused refresh token), so the session is over.
 * `unreachable`: no answer, or the service failed on its side; the session may still be good, so it is kept.
 */
export type RefreshOutcome =
  { kind: 'refreshed'; token: string } | { kind: 'refused' } | { kind: 'unreachable' };

/** The Web Lock a refresh holds from reading the stored tokens to saving the new pair. */
export const SESSION_REFRESH_LOCK = 'b2b-session-refresh';
let inFlight: Promise<RefreshOutcome> | null = null;

/** The refresh under way, if any, so a call about to be sent can wait for the new token instead of using the old. */
export const pendingRefresh = () => inFlight;

/**
 * Trades the refresh token for a new pair. Single-flight: every caller during a refresh shares it. Refresh tokens rotate
 * and presenting a used one revokes the whole session, so tabs sharing the storage take turns through a Web Lock and a
 * tab that finds the tokens already replaced by another one uses those.
 */
export function refreshSession(authUrl: string): Promise<RefreshOutcome> {
  if (!inFlight) {
    const tokenBefore = readSession()?.token;
    inFlight = exclusive(() => exchange(authUrl, tokenBefore)).finally(() => {
      inFlight = null;
    });
  }
  return inFlight;
}

async function exclusive<T>(task: () => Promise<T>): Promise<T> {
  const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
  return locks ? ((await locks.request(SESSION_REFRESH_LOCK, task)) as T) : task();
}

async function exchange(authUrl: string, tokenBefore: string | undefined): Promise<RefreshOutcome> {
  const session = readSession();
  if (!session?.refreshToken || !isFuture(session.refreshTokenExpire)) return { kind: 'refused' };
  if (session.token !== tokenBefore && isFuture(session.tokenExpire)) {
    return { kind: 'refreshed', token: session.token };
  }
  let response: Response;
  try {
    response = await fetch(addressOn(authUrl, authEndpoints.refreshToken), {
      method: 'POST',
      headers: { accept: 'application/json', 'x-refresh-token': session.refreshToken },
    });
  } catch {
    return { kind: 'unreachable' };
  }
  if (response.status >= 500 || response.status === 429) return { kind: 'unreachable' };
  // The account service checks its answers against the contract's schema before sending them (as the API does, see
  // `api`), so a successful one is the token pair.
  const answer = (await response.json().catch(() => null)) as z.infer<typeof RefreshAnswerSchema> | null;
  // A sign-in that stored another session while this refresh was out (a hand-off from the account service) wins: its
  // tokens stand, whatever the answer about the old ones says.
  const now = readSession();
  if (now?.refreshToken !== session.refreshToken) {
    return now && isFuture(now.tokenExpire) ? { kind: 'refreshed', token: now.token } : { kind: 'refused' };
  }
  if (!response.ok || answer?.success !== true) return { kind: 'refused' };
  saveTokens(answer.data);
  return { kind: 'refreshed', token: answer.data.token };
}
