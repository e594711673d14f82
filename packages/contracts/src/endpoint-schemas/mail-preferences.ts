import { MailPreferencesAnswerSchema, MailPreferencesUpdateSchema } from '../mail-preferences.ts';
import type { ApiEndpoints } from '../endpoints/api.ts';
import { errorResponses, NEEDS_SESSION, type EndpointSchemasOf } from './endpoint-schema.ts';

/** The signed-in person's choices of notification mail (decision 0024). */
export const mailPreferencesEndpointSchemas = {
  mailPreferences: {
    security: NEEDS_SESSION,
    tags: ['users'],
    summary: 'How each kind of notification mail reaches the person: instant, daily (a digest) or off',
    response: { 200: MailPreferencesAnswerSchema, ...errorResponses(401) },
  },
  mailPreferencesUpdate: {
    security: NEEDS_SESSION,
    tags: ['users'],
    summary: 'Changes the kinds named; answers every kind as it now is',
    body: MailPreferencesUpdateSchema,
    response: { 200: MailPreferencesAnswerSchema, ...errorResponses(400, 401) },
  },
} satisfies Partial<EndpointSchemasOf<ApiEndpoints>>;
