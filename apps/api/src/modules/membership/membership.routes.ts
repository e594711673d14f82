import { endpoints } from '@b2b/contracts';
import { route } from '@b2b/server-kit';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { MembershipService } from './membership.service.ts';

export interface MembershipRoutesOptions {
  membership: MembershipService;
}

/** The plans on sale, buying one for a business, and the card provider's notifications. */
export const membershipRoutes: FastifyPluginAsyncZod<MembershipRoutesOptions> = async (
  app,
  { membership },
) => {
  route(app, endpoints.membershipSetup, {
    handler: async () => ({ success: true as const, data: membership.setup() }),
  });

  route(app, endpoints.businessMembership, {
    handler: async (request) => {
      const user = await app.auth.requireUser(request);
      const data = await membership.membershipOf(user, request.params.businessID);
      return { success: true as const, data };
    },
  });

  route(app, endpoints.subscribe, {
    config: { userRateLimit: 'payments' },
    handler: async (request) => {
      const user = await app.auth.requireUser(request);
      const key = request.headers['idempotency-key'] as string | undefined;
      const data = await membership.subscribe(user, request.body, key);
      return { success: true as const, data };
    },
  });

  // The provider signs the exact bytes it sends: the body is kept as they came, not parsed and written again.
  await app.register(async (webhook) => {
    webhook.removeAllContentTypeParsers();
    webhook.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));
    route(webhook, endpoints.membershipWebhook, {
      handler: async (request) => {
        await membership.handleNotification(request.body as Buffer, request.headers['stripe-signature']);
        return { success: true as const };
      },
    });
  });
};
