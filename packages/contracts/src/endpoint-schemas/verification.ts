import { BusinessIDParamsSchema } from '../businesses.ts';
import {
  VerificationRequestAnswerSchema,
  VerificationRequestInputSchema,
  VerificationStateAnswerSchema,
} from '../verification.ts';
import type { ApiEndpoints } from '../endpoints/api.ts';
import { errorResponses, NEEDS_SESSION, type EndpointSchemasOf } from './endpoint-schema.ts';

/** A business asks to be verified and follows its request. */
export const verificationEndpointSchemas = {
  verification: {
    security: NEEDS_SESSION,
    tags: ['verification'],
    summary:
      'Whether the business is verified, whether its level allows verification, and its latest request (owner or admin)',
    params: BusinessIDParamsSchema,
    response: { 200: VerificationStateAnswerSchema, ...errorResponses(400, 401, 403, 404) },
  },
  verificationRequest: {
    security: NEEDS_SESSION,
    tags: ['verification'],
    summary:
      'Request verification with the registration number and pictures of the registration documents (your own uploads); Gold, Premium and Platinum only, one request waiting at a time (owner or admin)',
    params: BusinessIDParamsSchema,
    body: VerificationRequestInputSchema,
    response: {
      201: VerificationRequestAnswerSchema,
      ...errorResponses(400, 401, 403, 404, 409, 429),
    },
  },
} satisfies Partial<EndpointSchemasOf<ApiEndpoints>>;
