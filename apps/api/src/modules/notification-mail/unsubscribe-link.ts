import { createHmac, timingSafeEqual } from 'node:crypto';
import { isUnsubscribeTopic, type UnsubscribeTopic } from '@b2b/contracts';

/** Where the unsubscribe page and its one-click POST are, on the portal's root (not in the API's document). */
export const UNSUBSCRIBE_PATH = '/mail/unsubscribe';

/**
 * The secret that signs unsubscribe links: MAIL_UNSUBSCRIBE_SECRET when set (production requires it), else derived
 * from the upload forms' key, which development generates and keeps, so that links survive a restart.
 */
export const unsubscribeSecretOf = (configured: string | undefined, filesSecret: string): string =>
  configured ?? createHmac('sha256', filesSecret).update('mail-unsubscribe').digest('base64url');

/** Signs and reads the links that turn a kind of a person's notification mail (or their digest) off without signing in. */
export function unsubscribeLinks(secret: string, publicUrl: string) {
  const origin = publicUrl.replace(/\/+$/, '');
  const signatureOf = (userID: string, kind: string) =>
    createHmac('sha256', secret).update(`unsubscribe\n${userID}\n${kind}`).digest('base64url');

  return {
    url(userID: string, kind: UnsubscribeTopic): string {
      const query = new URLSearchParams({ u: userID, k: kind, s: signatureOf(userID, kind) });
      return `${origin}${UNSUBSCRIBE_PATH}?${query.toString()}`;
    },

    /** The person and kind a link names, when its signature is theirs; null for anything else. */
    verify(query: {
      u?: unknown;
      k?: unknown;
      s?: unknown;
    }): { userID: string; kind: UnsubscribeTopic } | null {
      const { u, k, s } = query;
      if (typeof u !== 'string' || typeof k !== 'string' || typeof s !== 'string') return null;
      if (!isUnsubscribeTopic(k)) return null;
      const expected = Buffer.from(signatureOf(u, k));
      const given = Buffer.from(s);
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
      return { userID: u, kind: k };
    },
  };
}
export type UnsubscribeLinks = ReturnType<typeof unsubscribeLinks>;
