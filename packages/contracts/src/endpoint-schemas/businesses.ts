import {
  BusinessCreateSchema,
  BusinessCreatedAnswerSchema,
  BusinessIDParamsSchema,
  BusinessListAnswerSchema,
  BusinessProfileAnswerSchema,
  BusinessUpdateSchema,
  BusinessUpdatedAnswerSchema,
  ListBusinessQuerySchema,
  MyBusinessListAnswerSchema,
} from '../businesses.ts';
import { ReferenceLanguageQuerySchema } from '../refdata.ts';
import type { ApiEndpoints } from '../endpoints/api.ts';
import { errorResponses, NEEDS_SESSION, PUBLIC_ACCESS, type EndpointSchemasOf } from './endpoint-schema.ts';

/** Business profiles. */
export const businessesEndpointSchemas = {
  businessMyList: {
    security: NEEDS_SESSION,
    tags: ['businesses'],
    summary: 'Every business the signed-in person belongs to, with their access, newest first',
    response: { 200: MyBusinessListAnswerSchema, ...errorResponses(401) },
  },
  businessListOwned: {
    security: PUBLIC_ACCESS,
    tags: ['businesses'],
    summary: 'The businesses a person owns, newest first',
    querystring: ListBusinessQuerySchema,
    response: { 200: BusinessListAnswerSchema, ...errorResponses(400) },
  },
  businessCreate: {
    security: NEEDS_SESSION,
    tags: ['businesses'],
    summary: 'Create a business; the caller becomes its owner',
    body: BusinessCreateSchema,
    response: { 201: BusinessCreatedAnswerSchema, ...errorResponses(400, 401, 403, 429) },
  },
  businessProfile: {
    security: PUBLIC_ACCESS,
    tags: ['businesses'],
    summary: "A business's profile, with the caller's access when they belong to it",
    params: BusinessIDParamsSchema,
    querystring: ReferenceLanguageQuerySchema,
    response: { 200: BusinessProfileAnswerSchema, ...errorResponses(400, 401, 404) },
  },
  businessUpdate: {
    security: NEEDS_SESSION,
    tags: ['businesses'],
    summary: 'Change any of the groups; a missing field stays, null clears it (owner or admin)',
    params: BusinessIDParamsSchema,
    body: BusinessUpdateSchema,
    response: { 200: BusinessUpdatedAnswerSchema, ...errorResponses(400, 401, 403, 404) },
  },
} satisfies Partial<EndpointSchemasOf<ApiEndpoints>>;
