import { errorResponses } from '@b2b/server-kit';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { SigningKeys } from './signing-keys.ts';

const JwksSchema = z.object({
  keys: z.array(
    z.object({
      kty: z.string(),
      crv: z.string(),
      x: z.string(),
      kid: z.string(),
      alg: z.literal('EdDSA'),
      use: z.literal('sig'),
    }),
  ),
});

/**
 * APIs cache the key set and fetch it again when a token names an unknown `kid`, so a short cache only bounds how long
 * a withdrawn key stays trusted.
 */
const CACHE_CONTROL = 'public, max-age=600, stale-while-revalidate=3600';

export const keysRoutes: FastifyPluginAsyncZod<{ keys: SigningKeys }> = async (app, { keys }) => {
  const { kty, crv, x, kid, alg, use } = keys.publicJwk;
  const jwks = { keys: [{ kty: kty ?? 'OKP', crv: crv ?? 'Ed25519', x: x ?? '', kid, alg, use }] };
  app.get(
    '/.well-known/jwks.json',
    {
      config: { rateLimit: false },
      schema: {
        summary: 'Public keys that verify the access tokens',
        response: { 200: JwksSchema, ...errorResponses(500) },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', CACHE_CONTROL);
      return jwks;
    },
  );
};
