import {
  BusinessIdParamsSchema,
  VerificationRequestAnswerSchema,
  VerificationRequestInputSchema,
  VerificationStateAnswerSchema,
} from '@b2b/contracts';
import { errorResponses } from '@b2b/server-kit';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { NEEDS_SESSION } from '../../plugins/auth/auth.plugin.ts';
import type { VerificationService } from './verification.service.ts';

const tags = ['verification'];

/** `business/{id}/verification`: a business's owner or admins see where its verification stands and request it. */
export const verificationRoutes: FastifyPluginAsyncZod<{ verification: VerificationService }> = async (
  app,
  { verification },
) => {
  app.get(
    '/business/:id/verification',
    {
      schema: {
        security: NEEDS_SESSION,
        tags,
        summary:
          'Whether the business is verified, whether its level allows verification, and its latest request (owner or admin)',
        params: BusinessIdParamsSchema,
        response: { 200: VerificationStateAnswerSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const user = await app.auth.requireUser(request);
      return { success: true as const, data: await verification.state(user.userID, request.params.id) };
    },
  );

  app.post(
    '/business/:id/verification',
    {
      config: { userRateLimit: 'verifications' },
      schema: {
        security: NEEDS_SESSION,
        tags,
        summary:
          'Request verification with the registration number and pictures of the registration documents (your own uploads); Gold, Premium and Platinum only, one request waiting at a time (owner or admin)',
        params: BusinessIdParamsSchema,
        body: VerificationRequestInputSchema,
        response: {
          201: VerificationRequestAnswerSchema,
          ...errorResponses(400, 401, 403, 404, 409, 429),
        },
      },
    },
    async (request, reply) => {
      const user = await app.auth.requireUser(request);
      const data = await verification.request(user.userID, request.params.id, request.body);
      return reply.code(201).send({ success: true as const, data });
    },
  );
};
