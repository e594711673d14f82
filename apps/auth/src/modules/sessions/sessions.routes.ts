import { authEndpoints, authServiceEndpoints } from '@b2b/contracts';
import { route } from '@b2b/server-kit';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { SessionsService } from './sessions.service.ts';
import type { SsoCookie } from './sso-cookie.ts';

export function bearerToken(header: string | undefined): string | undefined {
  const [scheme, token] = (header ?? '').split(' ');
  return scheme?.toLowerCase() === 'bearer' && token ? token : undefined;
}

/** The token endpoints the portals call (CORS with credentials, from the configured portal origins). */
export const sessionsRoutes: FastifyPluginAsyncZod<{ sessions: SessionsService; cookie: SsoCookie }> = async (
  app,
  { sessions, cookie },
) => {
  route(app, authEndpoints.getSession, {
    handler: async (request) => ({
      success: true as const,
      data: await sessions.redeemHandoff(request.body.token, request.body.state, request.headers.origin),
    }),
  });

  // Public like the keys: it names only sessions that are over. A portal on a database of its own reads it every few
  // seconds (from one address per process, within the per-address limit).
  route(app, authServiceEndpoints.sessionRevocations, {
    handler: async (request) => ({
      success: true as const,
      data: { revocations: await sessions.revocationsSince(request.query.after) },
    }),
  });

  route(app, authEndpoints.refreshToken, {
    handler: async (request) => ({
      success: true as const,
      data: await sessions.refresh(request.headers['x-refresh-token']),
    }),
  });

  route(app, authEndpoints.logout, {
    handler: async (request, reply) => {
      await sessions.logout({
        accessToken: bearerToken(request.headers.authorization),
        refreshToken: request.headers['x-refresh-token'],
        ssoCookie: request.cookies[cookie.name],
      });
      if (request.cookies[cookie.name] !== undefined) reply.clearCookie(cookie.name, cookie.clearOptions);
      return { success: true as const };
    },
  });
};
