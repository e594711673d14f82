import { z } from 'zod';
import {
  GetSessionAnswerSchema,
  GetSessionBodySchema,
  RefreshAnswerSchema,
  SessionRevocationsAnswerSchema,
  SessionRevocationsQuerySchema,
} from '../auth.ts';
import type { AuthEndpoints } from '../endpoints/api.ts';
import { SuccessSchema } from '../envelope.ts';
import { errorResponses, NEEDS_SESSION, PUBLIC_ACCESS, type EndpointSchemasOf } from './endpoint-schema.ts';

const RefreshHeadersSchema = z.object({ 'x-refresh-token': z.string().max(512).optional() });
const LogoutHeadersSchema = RefreshHeadersSchema.extend({ authorization: z.string().max(4096).optional() });

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

// The tokens travel in the body and headers these routes name, so none declares the API's bearer scheme.
const sessions = { tags: ['sessions'], security: PUBLIC_ACCESS };

/** The account service's token endpoints the portals call (CORS with credentials), and its public keys. */
export const authEndpointSchemas = {
  jwks: {
    tags: ['keys'],
    security: PUBLIC_ACCESS,
    summary: 'Public keys that verify the access tokens',
    response: { 200: JwksSchema, ...errorResponses(500) },
  },
  sessionRevocations: {
    tags: ['keys'],
    security: PUBLIC_ACCESS,
    summary:
      'Sessions revoked since `after` whose access tokens may still be valid, oldest first (at most 1,000): what every portal refuses',
    querystring: SessionRevocationsQuerySchema,
    response: { 200: SessionRevocationsAnswerSchema, ...errorResponses(400, 429, 500) },
  },
  getSession: {
    ...sessions,
    summary: 'Exchange a one-time hand-off token for a session',
    body: GetSessionBodySchema,
    response: { 200: GetSessionAnswerSchema, ...errorResponses(400, 401, 429) },
  },
  refreshToken: {
    ...sessions,
    summary: 'Exchange the refresh token for a new token pair (rotation)',
    headers: RefreshHeadersSchema,
    response: { 200: RefreshAnswerSchema, ...errorResponses(400, 401, 429) },
  },
  logout: {
    ...sessions,
    summary: 'End the session server-side',
    headers: LogoutHeadersSchema,
    response: { 200: SuccessSchema, ...errorResponses(400, 429) },
  },
  resendVerification: {
    tags: ['accounts'],
    security: NEEDS_SESSION,
    summary: 'Mail the signed-in person’s verification link again (at most 3 an hour)',
    description:
      'Called by a portal’s page with the person’s access token; the account service holds the address. Answers success, sending nothing, when the address is verified already.',
    headers: z.object({ authorization: z.string().max(4096).optional() }),
    response: { 200: SuccessSchema, ...errorResponses(401, 429) },
  },
} satisfies Partial<EndpointSchemasOf<AuthEndpoints>>;
