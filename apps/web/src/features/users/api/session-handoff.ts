import '../../../lib/zod-jitless.ts';
import {
  addressOn,
  authEndpoints,
  GetSessionAnswerSchema,
  type GetSessionAnswer,
  type GetSessionBody,
} from '@b2b/contracts';

// The hand-off checks the account service's answer with the contract's schema: it runs on the sign-in page only, so
// this module, not the shared user queries of the public profile, brings Zod to the browser.

export type HandoffOutcome =
  { kind: 'session'; session: GetSessionAnswer['data'] } | { kind: 'refused' } | { kind: 'unreachable' };

/**
 * `POST {auth}/get-session`: trades the one-time hand-off token, with the state of the sign-in it came from, for a session. Sent with credentials so the account
 * service can tie the portal session to the sign-in it came from.
 */
export async function getSession(authUrl: string, token: string, state: string): Promise<HandoffOutcome> {
  let response: Response;
  try {
    response = await fetch(addressOn(authUrl, authEndpoints.getSession), {
      method: 'POST',
      credentials: 'include',
      headers: { accept: 'application/json', 'content-type': 'application/json' },
      body: JSON.stringify({ token, state } satisfies GetSessionBody),
    });
  } catch {
    return { kind: 'unreachable' };
  }
  const answer = GetSessionAnswerSchema.safeParse(await response.json().catch(() => null));
  return response.ok && answer.success ? { kind: 'session', session: answer.data.data } : { kind: 'refused' };
}
