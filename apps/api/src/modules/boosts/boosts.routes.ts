import { endpoints } from '@b2b/contracts';
import { route } from '@b2b/server-kit';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { BoostsService } from './boosts.service.ts';

/** `business/{id}/boosts` and `business/{id}/membership/usage`: the business's owner and admins only. */
export const boostsRoutes: FastifyPluginAsyncZod<{ boosts: BoostsService }> = async (app, { boosts }) => {
  route(app, endpoints.businessBoosts, {
    handler: async (request) => {
      const user = await app.auth.requireUser(request);
      return { success: true as const, data: await boosts.allowance(user, request.params.id) };
    },
  });

  route(app, endpoints.boostStart, {
    config: { userRateLimit: 'boosts' },
    handler: async (request, reply) => {
      const user = await app.auth.requireUser(request);
      const boost = await boosts.start(user, request.params.id, request.body ?? {});
      return reply.code(201).send({ success: true as const, data: boost });
    },
  });

  route(app, endpoints.membershipUsage, {
    handler: async (request) => {
      const user = await app.auth.requireUser(request);
      return { success: true as const, data: await boosts.usage(user, request.params.id) };
    },
  });
};
