import { ACCESS_TOKEN_AUDIENCE, AccessTokenClaimsSchema, type AccessTokenClaims } from '@b2b/contracts';
import { compactVerify, jwtVerify, SignJWT } from 'jose';
import { epochSeconds } from '../../lib/clock.ts';
import type { SigningKeys } from './signing-keys.ts';

export interface AccessTokens {
  /** Signs the claims; `tokenExpire` is in epoch seconds. */
  sign(claims: AccessTokenClaims, now: Date): Promise<{ token: string; tokenExpire: number }>;
  /** The session id of a token this service signed, even an expired one (logout must work after expiry); null otherwise. */
  sessionIdOf(token: string): Promise<string | null>;
  /** The account and session of a token this service signed that is still valid at `now`; null otherwise. */
  verify(token: string, now: Date): Promise<{ sub: string; sid: string } | null>;
}

export function accessTokens(
  keys: SigningKeys,
  options: { issuer: string; ttlSeconds: number },
): AccessTokens {
  return {
    async sign(claims, now) {
      const issuedAt = epochSeconds(now);
      const tokenExpire = issuedAt + options.ttlSeconds;
      const token = await new SignJWT({ ...claims })
        .setProtectedHeader({ alg: 'EdDSA', kid: keys.publicJwk.kid, typ: 'JWT' })
        .setIssuer(options.issuer)
        .setAudience(ACCESS_TOKEN_AUDIENCE)
        .setIssuedAt(issuedAt)
        .setExpirationTime(tokenExpire)
        .sign(keys.privateKey);
      return { token, tokenExpire };
    },

    async sessionIdOf(token) {
      try {
        const { payload } = await compactVerify(token, keys.publicKey, { algorithms: ['EdDSA'] });
        const claims = JSON.parse(new TextDecoder().decode(payload)) as Record<string, unknown>;
        if (claims.iss !== options.issuer) return null;
        const parsed = AccessTokenClaimsSchema.safeParse(claims);
        return parsed.success ? parsed.data.sid : null;
      } catch {
        return null;
      }
    },

    async verify(token, now) {
      try {
        const { payload } = await jwtVerify(token, keys.publicKey, {
          algorithms: ['EdDSA'],
          issuer: options.issuer,
          audience: ACCESS_TOKEN_AUDIENCE,
          currentDate: now,
        });
        const parsed = AccessTokenClaimsSchema.safeParse(payload);
        return parsed.success ? { sub: parsed.data.sub, sid: parsed.data.sid } : null;
      } catch {
        return null;
      }
    },
  };
}
