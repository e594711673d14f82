import {
  AccountDeletionRequestAnswerSchema,
  AccountDeletionStatusAnswerSchema,
  DataExportSchema,
} from '../account-data.ts';
import type { ApiEndpoints } from '../endpoints/api.ts';
import { errorResponses, NEEDS_SESSION, type EndpointSchemasOf } from './endpoint-schema.ts';

const account = { tags: ['account'], security: NEEDS_SESSION };

/** Export my data and Delete account: the portal's half (the password is asked by the account service). */
export const accountDataEndpointSchemas = {
  accountDataExport: {
    ...account,
    summary: 'Everything the portal holds about the caller, as a JSON file to download',
    description: 'A few an hour per person (429 with Retry-After past that).',
    response: { 200: DataExportSchema, ...errorResponses(401, 429) },
  },
  accountDeletionStatus: {
    ...account,
    summary: 'What deleting the account would do now: the businesses that block it and those handed over',
    response: { 200: AccountDeletionStatusAnswerSchema, ...errorResponses(401) },
  },
  accountDeletionRequest: {
    ...account,
    summary:
      'Opens a deletion request for the account service’s page (single use, 15 minutes); 409 names the businesses that block it',
    response: { 200: AccountDeletionRequestAnswerSchema, ...errorResponses(401, 409, 429) },
  },
} satisfies Partial<EndpointSchemasOf<ApiEndpoints>>;
