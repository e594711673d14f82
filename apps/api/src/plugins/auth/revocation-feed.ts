import {
  authServiceEndpoints,
  SESSION_REVOCATIONS_PAGE,
  SessionRevocationsAnswerSchema,
  type SessionRevocation,
} from '@b2b/contracts';
import type { Database } from '@b2b/db';
import { recordSessionRevocations } from './session-revocations.repository.ts';

/**
 * How far back each read asks again: a revocation is stamped before its transaction commits, so one stamped just
 * before the last one seen may be committed after it was read. Seen twice, it is recorded once.
 */
const OVERLAP_MS = 30_000;

/**
 * Reads the account service's feed of revoked sessions into this portal's `session_revocations`, which every signed-in
 * call looks in: for a portal whose database is not the account service's (another country's portal), so that a
 * sign-out or a revoked session anywhere ends the session here within one interval. Each call reads what was revoked
 * since the last one (the first, everything that still guards a token) and answers how many it read.
 */
export function sessionRevocationFeed(options: { db: Database; authUrl: string; fetch?: typeof fetch }) {
  const feedUrl = `${options.authUrl.replace(/\/+$/, '')}${authServiceEndpoints.sessionRevocations.path}`;
  const get = options.fetch ?? fetch;
  let newest: number | undefined;

  async function page(after: number | undefined): Promise<SessionRevocation[]> {
    const url =
      after === undefined ? feedUrl : `${feedUrl}?after=${encodeURIComponent(new Date(after).toISOString())}`;
    const response = await get(url, { signal: AbortSignal.timeout(5000) });
    if (!response.ok) throw new Error(`GET ${url}: ${response.status}`);
    return SessionRevocationsAnswerSchema.parse(await response.json()).data.revocations;
  }

  return async function read(): Promise<number> {
    let after = newest === undefined ? undefined : newest - OVERLAP_MS;
    let read = 0;
    for (;;) {
      const revocations = await page(after);
      await recordSessionRevocations(options.db, revocations);
      read += revocations.length;
      const last = revocations.at(-1);
      if (last) newest = Math.max(newest ?? 0, Date.parse(last.revokedAt));
      if (!last || revocations.length < SESSION_REVOCATIONS_PAGE) return read;
      // A full page: the rest starts at its last one (which comes again, and is recorded once). A page of one instant
      // (an account's every session ended at once) cannot move on: the next read starts past it.
      const next = Date.parse(last.revokedAt);
      if (next === after) return read;
      after = next;
    }
  };
}
