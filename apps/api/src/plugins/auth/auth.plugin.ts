import { ACCESS_TOKEN_AUDIENCE, AccessTokenClaimsSchema } from '@b2b/contracts';
import type { Database } from '@b2b/db';
import { AppError } from '@b2b/server-kit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { createLocalJWKSet, createRemoteJWKSet, errors, jwtVerify, type JSONWebKeySet } from 'jose';
import { isSessionRevoked } from './session-revocations.repository.ts';

/** Who is calling, as the verified access token says. */
export interface SessionUser {
  userID: string;
  sessionId: string;
  email: string;
  firstName: string;
  lastName: string;
  country: string;
  businessType: string;
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

export interface Auth {
  /** The signed-in user, or a 401 with the name the web client's refresh protocol keys on. */
  requireUser(request: FastifyRequest): Promise<SessionUser>;
  /** The signed-in user when a token comes with the request, null for a visitor; a bad token still fails. */
  optionalUser(request: FastifyRequest): Promise<SessionUser | null>;
}

declare module 'fastify' {
  interface FastifyInstance {
    auth: Auth;
  }
}

const unauthorized = (
  name: 'TokenNotFound' | 'TokenExpiredError' | 'JsonWebTokenError' | 'SessionError',
  message: string,
) => new AppError(name, message);

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
      : createRemoteJWKSet(new URL(options.jwksUrl));

    async function verify(token: string): Promise<SessionUser> {
      let payload: unknown;
      try {
        ({ payload } = await jwtVerify(token, keys, {
          issuer: options.issuer,
          audience: ACCESS_TOKEN_AUDIENCE,
          algorithms: ['EdDSA'],
        }));
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
      if (await isSessionRevoked(options.db, claims.data.sid)) {
        throw unauthorized('SessionError', 'Your session has ended; please sign in again.');
      }
      return {
        userID: claims.data.sub,
        sessionId: claims.data.sid,
        email: claims.data.email,
        firstName: claims.data.given_name,
        lastName: claims.data.family_name,
        country: claims.data.country,
        businessType: claims.data.business_type,
      };
    }

    // A route's hooks (the per-person write limit) and its handler may both ask: the token is verified once per request.
    const verified = new WeakMap<FastifyRequest, Promise<SessionUser>>();
    function verifyOnce(request: FastifyRequest, token: string): Promise<SessionUser> {
      let user = verified.get(request);
      if (!user) {
        user = verify(token);
        verified.set(request, user);
      }
      return user;
    }

    app.decorate('auth', {
      async requireUser(request) {
        const token = bearerToken(request);
        if (!token) throw unauthorized('TokenNotFound', 'You need to sign in to do this.');
        return verifyOnce(request, token);
      },
      async optionalUser(request) {
        const token = bearerToken(request);
        return token ? verifyOnce(request, token) : null;
      },
    } satisfies Auth);
  },
  { name: 'auth' },
);
