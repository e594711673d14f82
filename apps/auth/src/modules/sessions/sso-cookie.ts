import type { CookieSerializeOptions } from '@fastify/cookie';

/**
 * The account service's own cookie. Over https it takes the `__Host-` prefix, which browsers accept only when Secure,
 * Path=/ and without Domain, so no sibling host can plant or overwrite it.
 */
export function ssoCookie(authUrl: string) {
  const secure = new URL(authUrl).protocol === 'https:';
  const name = secure ? '__Host-b2b_sso' : 'b2b_sso';
  const base: CookieSerializeOptions = { path: '/', httpOnly: true, sameSite: 'lax', secure };
  return {
    name,
    options: (expiresAt: Date): CookieSerializeOptions => ({ ...base, expires: expiresAt }),
    clearOptions: base,
  };
}

export type SsoCookie = ReturnType<typeof ssoCookie>;
