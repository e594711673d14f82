import { z } from 'zod';
import {
  IdempotencyHeadersSchema,
  MembershipAnswerSchema,
  MembershipParamsSchema,
  SubscribeAnswerSchema,
  SubscribeSchema,
  SubscriptionSetupAnswerSchema,
} from '../membership.ts';
import { SuccessAnswerSchema } from '../businesses.ts';
import type { ApiEndpoints } from '../endpoints/api.ts';
import { errorResponses, NEEDS_SESSION, PUBLIC_ACCESS, type EndpointSchemasOf } from './endpoint-schema.ts';

/** Membership plans, a business's membership and the purchases (charged once per Idempotency-Key). */
export const membershipEndpointSchemas = {
  membershipSetup: {
    security: PUBLIC_ACCESS,
    tags: ['membership'],
    summary:
      'The paid memberships with their yearly price in cents, and the card provider and its public key',
    response: { 200: SubscriptionSetupAnswerSchema, ...errorResponses(500) },
  },
  businessMembership: {
    security: NEEDS_SESSION,
    tags: ['membership'],
    summary:
      "A business's membership now and the end of its paid year (null for Standard), for its owner; anyone else who is not of the business gets 404",
    params: MembershipParamsSchema,
    response: { 200: MembershipAnswerSchema, ...errorResponses(400, 401, 403, 404) },
  },
  subscribe: {
    security: NEEDS_SESSION,
    tags: ['membership'],
    summary:
      'Buy a higher membership for a business you own, paid by the card behind `paymentMethod`; a retry with the same `Idempotency-Key` answers as the first and charges nothing more',
    headers: IdempotencyHeadersSchema,
    body: SubscribeSchema,
    response: { 200: SubscribeAnswerSchema, ...errorResponses(400, 401, 402, 403, 404, 409, 429) },
  },
  // The provider signs the exact bytes it sends: the server keeps the body as it came, unparsed.
  membershipWebhook: {
    tags: ['membership'],
    security: PUBLIC_ACCESS,
    summary: "The card provider's notifications (Stripe's webhook), checked against their signature",
    headers: z.object({ 'stripe-signature': z.string().max(2048).optional() }),
    response: { 200: SuccessAnswerSchema, ...errorResponses(400) },
  },
} satisfies Partial<EndpointSchemasOf<ApiEndpoints>>;
