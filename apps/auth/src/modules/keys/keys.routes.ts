import { authServiceEndpoints } from '@b2b/contracts';
import { route } from '@b2b/server-kit';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { SigningKeys } from './signing-keys.ts';

/**
 * APIs cache the key set and fetch it again when a token names an unknown `kid`, so a short cache only bounds how long
 * a withdrawn key stays trusted.
 */
const CACHE_CONTROL = 'public, max-age=600, stale-while-revalidate=3600';

export const keysRoutes: FastifyPluginAsyncZod<{ keys: SigningKeys }> = async (app, { keys }) => {
  const { kty, crv, x, kid, alg, use } = keys.publicJwk;
  const jwks = { keys: [{ kty: kty ?? 'OKP', crv: crv ?? 'Ed25519', x: x ?? '', kid, alg, use }] };
  route(app, authServiceEndpoints.jwks, {
    config: { rateLimit: false },
    handler: async (_request, reply) => {
      reply.header('cache-control', CACHE_CONTROL);
      return jwks;
    },
  });
};
