import { authEndpoints } from '@b2b/contracts';
import { AppError, route } from '@b2b/server-kit';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { resolveContinue } from '../../lib/continue-url.ts';
import { bearerToken } from '../sessions/sessions.routes.ts';
import { SESSION_ENDED_MESSAGE, type SessionsService } from '../sessions/sessions.service.ts';
import type { AccountsService } from './accounts.service.ts';

/**
 * What a portal's page asks of the account service for its signed-in person, with their access token (a header, so no
 * other site can make a browser send it): the verification mail again.
 */
export const accountsRoutes: FastifyPluginAsyncZod<{
  accounts: AccountsService;
  sessions: SessionsService;
  portalOrigins: string[];
}> = async (app, { accounts, sessions, portalOrigins }) => {
  route(app, authEndpoints.resendVerification, {
    handler: async (request) => {
      const session = await sessions.sessionOfAccessToken(bearerToken(request.headers.authorization));
      if (!session) throw new AppError('SessionError', SESSION_ENDED_MESSAGE);
      // The link's page leads back to the portal the person asked from.
      await accounts.resendVerification(
        session.accountID,
        resolveContinue(`${session.portalOrigin}/`, portalOrigins).url,
      );
      return { success: true as const };
    },
  });
};
