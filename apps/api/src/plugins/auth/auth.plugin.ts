import { ACCESS_TOKEN_AUDIENCE, AccessTokenClaimsSchema, type AccessTokenClaims } from '@b2b/contracts';
import type { Database } from '@b2b/db';
import { AppError, fetchWithRequestId, Forbidden } from '@b2b/server-kit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { LRUCache } from 'lru-cache';
import {
  createLocalJWKSet,
  createRemoteJWKSet,
  customFetch,
  errors,
  jwtVerify,
  type JSONWebKeySet,
} from 'jose';
import { isSessionRevoked } from './session-revocations.repository.ts';

/** Who is calling, as the verified access token says. */
export interface SessionUser {
  userID: string;
  sessionID: string;
  email: string;
  firstName: string;
  lastName: string;
  country: string;
  businessType: string;
  /** Whether the account service has seen the person open a link mailed to `email`. */
  emailVerified: boolean;
}

export interface AuthOptions {
  db: Database;
  /** The account service's address: the tokens' issuer. */
  issuer: string;
  /** Where the account service publishes its public keys. */
  jwksUrl: string;
  /** The public keys themselves, instead of fetching them (tests, or a deployment that pins them). */
  keySet?: JSONWebKeySet;
}

/**
 * Whether a route's `security` demands the bearer token (the table's `NEEDS_SESSION`; an empty alternative, `{}`, would
 * make it optional). Such a route's caller is verified as the request arrives, before its body is read or validated, so
 * an anonymous caller gets 401 whatever it sent and learns nothing about the schema.
 */
const needsSession = (security: readonly Record<string, unknown>[] | undefined) =>
  !!security?.length && security.every((alternative) => 'bearer' in alternative);

export interface Auth {
  /** The signed-in user of a route whose entry declares `NEEDS_SESSION`, verified when the request arrived. */
  requireUser(request: FastifyRequest): Promise<SessionUser>;
  /** The signed-in user when a token comes with the request, null for a visitor; a bad token still fails. */
  optionalUser(request: FastifyRequest): Promise<SessionUser | null>;
}

declare module 'fastify' {
  interface FastifyInstance {
    auth: Auth;
  }
  interface FastifyRequest {
    sessionUser: SessionUser | null;
  }
}

const unauthorized = (
  name: 'TokenNotFound' | 'TokenExpiredError' | 'JsonWebTokenError' | 'SessionError',
  message: string,
) => new AppError(name, message);

/** Verified tokens kept in memory: a signed-in page sends the same one with every call until it is renewed. */
const VERIFIED_TOKENS_KEPT = 10_000;

function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const [scheme, token] = header.split(' ');
  return scheme?.toLowerCase() === 'bearer' && token ? token : null;
}

/** Verifies access tokens with the account service's public key; the API never sees passwords or the account tables. */
export const authPlugin = fp(
  async (app: FastifyInstance, options: AuthOptions) => {
    const keys = options.keySet
      ? createLocalJWKSet(options.keySet)
      : createRemoteJWKSet(new URL(options.jwksUrl), {
          // Fetched when a token names a key not yet known, for the request that brought it: under its request id.
          [customFetch]: fetchWithRequestId(app.log, 'account service'),
        });

    /**
     * A token's signature is checked once (WebCrypto's EdDSA is the costliest step of a signed-in call); its claims are
     * then kept by the token's whole text, signature included, until it expires, so an altered token is never one of
     * them and an expired one is verified again (and refused as expired). Revocation is checked on every call.
     */
    const verifiedTokens = new LRUCache<string, AccessTokenClaims>({ max: VERIFIED_TOKENS_KEPT });

    async function claimsOf(token: string): Promise<AccessTokenClaims> {
      const known = verifiedTokens.get(token);
      if (known) return known;
      let payload: unknown;
      let expiresAt: number | undefined;
      try {
        const verified = await jwtVerify(token, keys, {
          issuer: options.issuer,
          audience: ACCESS_TOKEN_AUDIENCE,
          algorithms: ['EdDSA'],
        });
        payload = verified.payload;
        expiresAt = verified.payload.exp;
      } catch (error) {
        if (error instanceof errors.JWTExpired)
          throw unauthorized('TokenExpiredError', 'Your session token has expired.');
        if (error instanceof errors.JOSEError && !(error instanceof errors.JWKSTimeout)) {
          throw unauthorized('JsonWebTokenError', 'Your session token is not valid.');
        }
        throw error;
      }
      const claims = AccessTokenClaimsSchema.safeParse(payload);
      if (!claims.success) throw unauthorized('JsonWebTokenError', 'Your session token is not valid.');
      const ttl = expiresAt === undefined ? 0 : expiresAt * 1000 - Date.now();
      if (ttl > 0) verifiedTokens.set(token, claims.data, { ttl });
      return claims.data;
    }

    async function verify(token: string): Promise<SessionUser> {
      const claims = await claimsOf(token);
      if (await isSessionRevoked(options.db, claims.sid)) {
        throw unauthorized('SessionError', 'Your session has ended; please sign in again.');
      }
      return {
        userID: claims.sub,
        sessionID: claims.sid,
        email: claims.email,
        firstName: claims.given_name,
        lastName: claims.family_name,
        country: claims.country,
        businessType: claims.business_type,
        emailVerified: claims.email_verified,
      };
    }

    app.decorateRequest('sessionUser', null);
    // Any 401 (no token, expired, revoked) comes from here, before validation, for every route that declares a session.
    app.addHook('onRoute', (route) => {
      if (!needsSession(route.schema?.security)) return;
      const hooks = route.onRequest ? [route.onRequest].flat() : [];
      route.onRequest = [
        async (request) => {
          const token = bearerToken(request);
          if (!token) throw unauthorized('TokenNotFound', 'You need to sign in to do this.');
          request.sessionUser = await verify(token);
        },
        ...hooks,
      ];
    });

    app.decorate('auth', {
      async requireUser(request) {
        if (!request.sessionUser) {
          throw new Error(
            `${request.method} ${request.routeOptions.url} needs a session but does not declare it`,
          );
        }
        return request.sessionUser;
      },
      async optionalUser(request) {
        const token = bearerToken(request);
        return token ? verify(token) : null;
      },
    } satisfies Auth);
  },
  { name: 'auth' },
);

/** The gate of what needs a verified address: 403 with the refusal that says what to do. */
export function requireVerifiedEmail(user: SessionUser, message: string): void {
  if (!user.emailVerified) throw new Forbidden(message);
}
