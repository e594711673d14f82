import {
  BoostAllowanceAnswerSchema,
  BoostStartSchema,
  BoostStartedAnswerSchema,
  MembershipUsageAnswerSchema,
} from '../boosts.ts';
import { BusinessIDParamsSchema } from '../businesses.ts';
import type { ApiEndpoints } from '../endpoints/api.ts';
import { errorResponses, NEEDS_SESSION, type EndpointSchemasOf } from './endpoint-schema.ts';

/** Advertising boosts within the level's monthly allowance, and what of its level a business has used. */
export const boostsEndpointSchemas = {
  businessBoosts: {
    security: NEEDS_SESSION,
    tags: ['membership'],
    summary:
      "This month's advertising boosts of the business: allowed, used, left, when they reset, and those running (owner or admin)",
    params: BusinessIDParamsSchema,
    response: { 200: BoostAllowanceAnswerSchema, ...errorResponses(400, 401, 403, 404) },
  },
  boostStart: {
    security: NEEDS_SESSION,
    tags: ['membership'],
    summary:
      'Promote a product of the business (`productID`) or the business itself (no body) at the top of the searches it matches for 7 days: owner or admin, within the month’s allowance of the level',
    params: BusinessIDParamsSchema,
    body: BoostStartSchema.nullish(),
    response: { 201: BoostStartedAnswerSchema, ...errorResponses(400, 401, 403, 404, 409, 429) },
  },
  membershipUsage: {
    security: NEEDS_SESSION,
    tags: ['membership'],
    summary:
      "The business's level and what it used of it: this month's boosts and the support minutes of the paid period (owner or admin)",
    params: BusinessIDParamsSchema,
    response: { 200: MembershipUsageAnswerSchema, ...errorResponses(400, 401, 403, 404) },
  },
} satisfies Partial<EndpointSchemasOf<ApiEndpoints>>;
