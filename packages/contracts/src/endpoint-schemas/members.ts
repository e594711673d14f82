import {
  BusinessIDParamsSchema,
  MemberAnswerSchema,
  MemberParamsSchema,
  MemberUpdateSchema,
  MembersAnswerSchema,
  SuccessAnswerSchema,
} from '../businesses.ts';
import type { ApiEndpoints } from '../endpoints/api.ts';
import { errorResponses, NEEDS_SESSION, type EndpointSchemasOf } from './endpoint-schema.ts';

/** The members of a business; to an outsider its private side is unknown (404). */
export const membersEndpointSchemas = {
  members: {
    security: NEEDS_SESSION,
    tags: ['businesses'],
    summary: "The business's members, the owner first (members only)",
    params: BusinessIDParamsSchema,
    response: { 200: MembersAnswerSchema, ...errorResponses(400, 401, 403, 404) },
  },
  memberUpdate: {
    security: NEEDS_SESSION,
    tags: ['businesses'],
    summary: "Change a member's access (owner only; the owner's own cannot change)",
    params: MemberParamsSchema,
    body: MemberUpdateSchema,
    response: { 200: MemberAnswerSchema, ...errorResponses(400, 401, 403, 404, 409) },
  },
  memberRemove: {
    security: NEEDS_SESSION,
    tags: ['businesses'],
    summary: 'Remove a member (owner only), or leave the business (yourself); the owner cannot be removed',
    params: MemberParamsSchema,
    response: { 200: SuccessAnswerSchema, ...errorResponses(400, 401, 403, 404, 409) },
  },
} satisfies Partial<EndpointSchemasOf<ApiEndpoints>>;
