import { randomUUID } from 'node:crypto';
import { ACCESS_TOKEN_AUDIENCE, type AccessTokenClaims } from '@b2b/contracts';
import {
  calculateJwkThumbprint,
  exportJWK,
  generateKeyPair,
  SignJWT,
  type CryptoKey,
  type JSONWebKeySet,
} from 'jose';
import { testPortalEnv } from './build-test-app.ts';

export interface AccessTokenInput {
  userID?: string;
  sessionID?: string;
  email?: string;
  firstName?: string;
  lastName?: string;
  country?: string;
  businessType?: string;
  /** Whether the address is verified; true unless a test says otherwise (the gates' tests). */
  emailVerified?: boolean;
  /** Negative for a token that has already expired. */
  expiresInSeconds?: number;
  /** Defaults to the origin of the test environment's AUTH_URL, as the account service sets it. */
  issuer?: string;
}

/** The claims a token was signed with, in the names the API's SessionUser uses. */
export interface TestUser {
  userID: string;
  sessionID: string;
  email: string;
  firstName: string;
  lastName: string;
  country: string;
  businessType: string;
  emailVerified: boolean;
  token: string;
  /** `{authorization: 'Bearer …'}`, for `app.inject({headers})`. */
  headers: { authorization: string };
}

export interface TestTokens {
  /** The public half, as the account service publishes it at /.well-known/jwks.json. */
  keySet: JSONWebKeySet;
  signAccessToken(input?: AccessTokenInput): Promise<string>;
  /** A new person (fresh ids and a unique email) with a valid token. */
  signIn(input?: AccessTokenInput): Promise<TestUser>;
}

const DEFAULT_TTL_SECONDS = 900;

/**
 * Signs access tokens exactly as the account service does: EdDSA with a `kid` (the key's thumbprint), its issuer and the
 * portal audience. With `keys`, the pair an account service was given too (AUTH_PRIVATE_KEY), so that the portals
 * behind it take these tokens; otherwise a pair of its own.
 */
export async function createTestTokens(keys?: {
  publicKey: CryptoKey;
  privateKey: CryptoKey;
}): Promise<TestTokens> {
  const { publicKey, privateKey } =
    keys ?? (await generateKeyPair('EdDSA', { crv: 'Ed25519', extractable: true }));
  const publicJwk = await exportJWK(publicKey);
  const kid = await calculateJwkThumbprint(publicJwk);
  const keySet: JSONWebKeySet = { keys: [{ ...publicJwk, kid, alg: 'EdDSA', use: 'sig' }] };
  const defaultIssuer = new URL(testPortalEnv().AUTH_URL).origin;

  function claimsOf(input: AccessTokenInput) {
    const userID = input.userID ?? randomUUID();
    return {
      userID,
      sessionID: input.sessionID ?? randomUUID(),
      email: input.email ?? `user-${userID.slice(0, 8)}@example.com`,
      firstName: input.firstName ?? 'Ada',
      lastName: input.lastName ?? 'Lovelace',
      country: input.country ?? 'CN',
      businessType: input.businessType ?? 'MA',
      emailVerified: input.emailVerified ?? true,
    };
  }

  async function sign(input: AccessTokenInput, key: CryptoKey = privateKey) {
    const c = claimsOf(input);
    const claims: Omit<AccessTokenClaims, 'sub'> = {
      sid: c.sessionID,
      email: c.email,
      email_verified: c.emailVerified,
      given_name: c.firstName,
      family_name: c.lastName,
      country: c.country,
      business_type: c.businessType,
    };
    const now = Math.floor(Date.now() / 1000);
    const ttl = input.expiresInSeconds ?? DEFAULT_TTL_SECONDS;
    const token = await new SignJWT(claims)
      .setProtectedHeader({ alg: 'EdDSA', kid, typ: 'JWT' })
      .setSubject(c.userID)
      .setIssuer(input.issuer ?? defaultIssuer)
      .setAudience(ACCESS_TOKEN_AUDIENCE)
      .setIssuedAt(Math.min(now, now + ttl - 60))
      .setExpirationTime(now + ttl)
      .sign(key);
    return { ...c, token };
  }

  return {
    keySet,
    async signAccessToken(input = {}) {
      return (await sign(input)).token;
    },
    async signIn(input = {}) {
      const user = await sign(input);
      return { ...user, headers: { authorization: `Bearer ${user.token}` } };
    },
  };
}

let shared: Promise<TestTokens> | undefined;

/** One key pair per test file: Vitest gives every file its own module registry. */
export function testTokens(): Promise<TestTokens> {
  shared ??= createTestTokens();
  return shared;
}
