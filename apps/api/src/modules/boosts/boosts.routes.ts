import {
  BoostAllowanceAnswerSchema,
  BoostStartedAnswerSchema,
  BoostStartSchema,
  BusinessIdParamsSchema,
  MembershipUsageAnswerSchema,
} from '@b2b/contracts';
import { errorResponses } from '@b2b/server-kit';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { NEEDS_SESSION } from '../../plugins/auth/auth.plugin.ts';
import type { BoostsService } from './boosts.service.ts';

/** `business/{id}/boosts` and `business/{id}/membership/usage`: the business's owner and admins only. */
export const boostsRoutes: FastifyPluginAsyncZod<{ boosts: BoostsService }> = async (app, { boosts }) => {
  const tags = ['membership'];

  app.get(
    '/business/:id/boosts',
    {
      schema: {
        security: NEEDS_SESSION,
        tags,
        summary:
          "This month's advertising boosts of the business: allowed, used, left, when they reset, and those running (owner or admin)",
        params: BusinessIdParamsSchema,
        response: { 200: BoostAllowanceAnswerSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const user = await app.auth.requireUser(request);
      return { success: true as const, data: await boosts.allowance(user, request.params.id) };
    },
  );

  app.post(
    '/business/:id/boosts',
    {
      config: { userRateLimit: 'boosts' },
      schema: {
        security: NEEDS_SESSION,
        tags,
        summary:
          'Promote a product of the business (`productID`) or the business itself (no body) at the top of the searches it matches for 7 days: owner or admin, within the month’s allowance of the level',
        params: BusinessIdParamsSchema,
        body: BoostStartSchema.nullish(),
        response: { 201: BoostStartedAnswerSchema, ...errorResponses(400, 401, 403, 404, 409, 429) },
      },
    },
    async (request, reply) => {
      const user = await app.auth.requireUser(request);
      const boost = await boosts.start(user, request.params.id, request.body ?? {});
      return reply.code(201).send({ success: true as const, data: boost });
    },
  );

  app.get(
    '/business/:id/membership/usage',
    {
      schema: {
        security: NEEDS_SESSION,
        tags,
        summary:
          "The business's level and what it used of it: this month's boosts and the support minutes of the paid period (owner or admin)",
        params: BusinessIdParamsSchema,
        response: { 200: MembershipUsageAnswerSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const user = await app.auth.requireUser(request);
      return { success: true as const, data: await boosts.usage(user, request.params.id) };
    },
  );
};
