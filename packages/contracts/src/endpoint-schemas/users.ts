import { ReferenceLanguageQuerySchema } from '../refdata.ts';
import {
  PublicUserProfileAnswerSchema,
  UserIDParamsSchema,
  UserProfileAnswerSchema,
  UserProfileUpdateAnswerSchema,
  UserProfileUpdateSchema,
} from '../users.ts';
import type { ApiEndpoints } from '../endpoints/api.ts';
import { errorResponses, NEEDS_SESSION, PUBLIC_ACCESS, type EndpointSchemasOf } from './endpoint-schema.ts';

/** The signed-in person's own profile and the public profiles of others. */
export const usersEndpointSchemas = {
  userProfile: {
    security: NEEDS_SESSION,
    tags: ['users'],
    summary: "The signed-in person's profile, made from the account on the first call",
    querystring: ReferenceLanguageQuerySchema,
    response: { 200: UserProfileAnswerSchema, ...errorResponses(400, 401) },
  },
  userProfileUpdate: {
    security: NEEDS_SESSION,
    tags: ['users'],
    summary: 'Change the profile: a missing field stays, null clears it; email is ignored',
    body: UserProfileUpdateSchema,
    response: { 200: UserProfileUpdateAnswerSchema, ...errorResponses(400, 401, 403) },
  },
  userPublicProfile: {
    security: PUBLIC_ACCESS,
    tags: ['users'],
    summary: "Another person's profile as everyone sees it: no email or phone",
    params: UserIDParamsSchema,
    querystring: ReferenceLanguageQuerySchema,
    response: { 200: PublicUserProfileAnswerSchema, ...errorResponses(400, 404) },
  },
} satisfies Partial<EndpointSchemasOf<ApiEndpoints>>;
