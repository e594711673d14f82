import {
  GetSessionAnswerSchema,
  GetSessionBodySchema,
  RefreshAnswerSchema,
  SuccessSchema,
} from '@b2b/contracts';
import { errorResponses } from '@b2b/server-kit';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { SessionsService } from './sessions.service.ts';
import type { SsoCookie } from './sso-cookie.ts';

const RefreshHeadersSchema = z.object({ 'x-refresh-token': z.string().max(512).optional() });
const LogoutHeadersSchema = RefreshHeadersSchema.extend({ authorization: z.string().max(4096).optional() });

function bearerToken(header: string | undefined): string | undefined {
  const [scheme, token] = (header ?? '').split(' ');
  return scheme?.toLowerCase() === 'bearer' && token ? token : undefined;
}

/** The token endpoints the portals call (CORS with credentials, from the configured portal origins). */
export const sessionsRoutes: FastifyPluginAsyncZod<{ sessions: SessionsService; cookie: SsoCookie }> = async (
  app,
  { sessions, cookie },
) => {
  app.post(
    '/get-session',
    {
      schema: {
        summary: 'Exchange a one-time hand-off token for a session',
        body: GetSessionBodySchema,
        response: { 200: GetSessionAnswerSchema, ...errorResponses(400, 401, 429) },
      },
    },
    async (request) => ({
      success: true as const,
      data: await sessions.redeemHandoff(request.body.token, request.body.state, request.headers.origin),
    }),
  );

  app.post(
    '/refresh-token',
    {
      schema: {
        summary: 'Exchange the refresh token for a new token pair (rotation)',
        headers: RefreshHeadersSchema,
        response: { 200: RefreshAnswerSchema, ...errorResponses(400, 401, 429) },
      },
    },
    async (request) => ({
      success: true as const,
      data: await sessions.refresh(request.headers['x-refresh-token']),
    }),
  );

  app.post(
    '/logout',
    {
      schema: {
        summary: 'End the session server-side',
        headers: LogoutHeadersSchema,
        response: { 200: SuccessSchema, ...errorResponses(400, 429) },
      },
    },
    async (request, reply) => {
      await sessions.logout({
        accessToken: bearerToken(request.headers.authorization),
        refreshToken: request.headers['x-refresh-token'],
        ssoCookie: request.cookies[cookie.name],
      });
      if (request.cookies[cookie.name] !== undefined) reply.clearCookie(cookie.name, cookie.clearOptions);
      return { success: true as const };
    },
  );
};
