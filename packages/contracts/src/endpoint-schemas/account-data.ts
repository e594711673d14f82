import { DataExportSchema } from '../account-data.ts';
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
} satisfies Partial<EndpointSchemasOf<ApiEndpoints>>;
