import { endpoints } from '@b2b/contracts';
import { route } from '@b2b/server-kit';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { VerificationService } from './verification.service.ts';

/** `business/{id}/verification`: a business's owner or admins see where its verification stands and request it. */
export const verificationRoutes: FastifyPluginAsyncZod<{ verification: VerificationService }> = async (
  app,
  { verification },
) => {
  route(app, endpoints.verification, {
    handler: async (request) => {
      const user = await app.auth.requireUser(request);
      return { success: true as const, data: await verification.state(user.userID, request.params.id) };
    },
  });

  route(app, endpoints.verificationRequest, {
    config: { userRateLimit: 'verifications' },
    handler: async (request, reply) => {
      const user = await app.auth.requireUser(request);
      const data = await verification.request(user.userID, request.params.id, request.body);
      return reply.code(201).send({ success: true as const, data });
    },
  });
};
