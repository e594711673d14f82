import { SuccessAnswerSchema } from '../businesses.ts';
import { NeedHelpEnquirySchema } from '../need-help.ts';
import type { ApiEndpoints } from '../endpoints/api.ts';
import { errorResponses, PUBLIC_ACCESS, type EndpointSchemasOf } from './endpoint-schema.ts';

/** The public need-help form. */
export const needHelpEndpointSchemas = {
  needHelpSend: {
    security: PUBLIC_ACCESS,
    tags: ['need help'],
    summary:
      'Ask the portal’s support for help: the enquiry is stored and emailed to support. No session needed; the company telephone and the email are required',
    body: NeedHelpEnquirySchema,
    response: { 201: SuccessAnswerSchema, ...errorResponses(400, 429) },
  },
} satisfies Partial<EndpointSchemasOf<ApiEndpoints>>;
