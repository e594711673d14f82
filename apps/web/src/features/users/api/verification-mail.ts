import { addressOn, authEndpoints } from '@b2b/contracts';
import { refreshSession } from '../../../lib/session-refresh.ts';
import { readSession } from '../../../lib/session.ts';

export type ResendOutcome = { kind: 'sent' } | { kind: 'limited'; minutes: number } | { kind: 'failed' };

async function post(authUrl: string): Promise<Response | null> {
  const token = readSession()?.token;
  if (!token) return null;
  try {
    return await fetch(addressOn(authUrl, authEndpoints.resendVerification), {
      method: 'POST',
      headers: { accept: 'application/json', authorization: `Bearer ${token}` },
    });
  } catch {
    return null;
  }
}

/**
 * `POST {auth}/verify-email/resend`: the account service, which holds the address, mails the verification link again
 * (at most 3 an hour). An expired access token is renewed once and the call made again.
 */
export async function resendVerificationMail(authUrl: string): Promise<ResendOutcome> {
  let response = await post(authUrl);
  if (response?.status === 401 && (await refreshSession(authUrl)).kind === 'refreshed') {
    response = await post(authUrl);
  }
  if (response?.ok) return { kind: 'sent' };
  if (response?.status === 429) {
    const seconds = Number(response.headers.get('retry-after') ?? 60);
    return { kind: 'limited', minutes: Math.max(1, Math.ceil(seconds / 60)) };
  }
  return { kind: 'failed' };
}
