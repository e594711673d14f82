import {
  IdempotencyHeadersSchema,
  MembershipAnswerSchema,
  MembershipParamsSchema,
  SubscribeAnswerSchema,
  SubscribeSchema,
  SubscriptionSetupAnswerSchema,
  SuccessAnswerSchema,
} from '@b2b/contracts';
import { errorResponses } from '@b2b/server-kit';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { NEEDS_SESSION } from '../../plugins/auth/auth.plugin.ts';
import type { MembershipService } from './membership.service.ts';

export interface MembershipRoutesOptions {
  membership: MembershipService;
}

const tags = ['membership'];

/** The plans on sale, buying one for a business, and the card provider's notifications. */
export const membershipRoutes: FastifyPluginAsyncZod<MembershipRoutesOptions> = async (
  app,
  { membership },
) => {
  app.get(
    '/subscription/setup',
    {
      schema: {
        tags,
        summary:
          'The paid memberships with their yearly price in cents, and the card provider and its public key',
        response: { 200: SubscriptionSetupAnswerSchema, ...errorResponses(500) },
      },
    },
    async () => ({ success: true as const, data: membership.setup() }),
  );

  app.get(
    '/subscription/business/:businessID',
    {
      schema: {
        security: NEEDS_SESSION,
        tags,
        summary:
          "A business's membership now and the end of its paid year (null for Standard), for its owner; anyone else who is not of the business gets 404",
        params: MembershipParamsSchema,
        response: { 200: MembershipAnswerSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const user = await app.auth.requireUser(request);
      const data = await membership.membershipOf(user, request.params.businessID);
      return { success: true as const, data };
    },
  );

  app.post(
    '/subscription/subscribe',
    {
      config: { userRateLimit: 'payments' },
      schema: {
        security: NEEDS_SESSION,
        tags,
        summary:
          'Buy a higher membership for a business you own, paid by the card behind `paymentMethod`; a retry with the same `Idempotency-Key` answers as the first and charges nothing more',
        headers: IdempotencyHeadersSchema,
        body: SubscribeSchema,
        response: { 200: SubscribeAnswerSchema, ...errorResponses(400, 401, 402, 403, 404, 409, 429) },
      },
    },
    async (request) => {
      const user = await app.auth.requireUser(request);
      const key = request.headers['idempotency-key'] as string | undefined;
      const data = await membership.subscribe(user, request.body, key);
      return { success: true as const, data };
    },
  );

  // The provider signs the exact bytes it sends: the body is kept as they came, not parsed and written again.
  await app.register(async (webhook) => {
    webhook.removeAllContentTypeParsers();
    webhook.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));
    webhook.post(
      '/subscription/webhook',
      {
        schema: {
          tags,
          summary: "The card provider's notifications (Stripe's webhook), checked against their signature",
          headers: z.object({ 'stripe-signature': z.string().max(2048).optional() }),
          response: { 200: SuccessAnswerSchema, ...errorResponses(400) },
        },
      },
      async (request) => {
        const signature = request.headers['stripe-signature'] as string | undefined;
        await membership.handleNotification(request.body as Buffer, signature);
        return { success: true as const };
      },
    );
  });
};
