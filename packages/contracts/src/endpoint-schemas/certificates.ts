import {
  BusinessIDParamsSchema,
  CertificateAnswerSchema,
  CertificateInputSchema,
  CertificateParamsSchema,
  CertificatesAnswerSchema,
  SuccessAnswerSchema,
} from '../businesses.ts';
import type { ApiEndpoints } from '../endpoints/api.ts';
import { errorResponses, NEEDS_SESSION, PUBLIC_ACCESS, type EndpointSchemasOf } from './endpoint-schema.ts';

/** The certificates of a business. */
export const certificatesEndpointSchemas = {
  certificates: {
    security: PUBLIC_ACCESS,
    tags: ['businesses'],
    summary: "A business's certificates, newest issue first",
    params: BusinessIDParamsSchema,
    response: { 200: CertificatesAnswerSchema, ...errorResponses(400, 404) },
  },
  certificateAdd: {
    security: NEEDS_SESSION,
    tags: ['businesses'],
    summary: 'Add a certificate (owner or admin)',
    params: BusinessIDParamsSchema,
    body: CertificateInputSchema,
    response: { 201: CertificateAnswerSchema, ...errorResponses(400, 401, 403, 404) },
  },
  certificateUpdate: {
    security: NEEDS_SESSION,
    tags: ['businesses'],
    summary: 'Change a certificate; a missing expire date or photo stays, null clears it (owner or admin)',
    params: CertificateParamsSchema,
    body: CertificateInputSchema,
    response: { 200: CertificateAnswerSchema, ...errorResponses(400, 401, 403, 404) },
  },
  certificateRemove: {
    security: NEEDS_SESSION,
    tags: ['businesses'],
    summary: 'Remove a certificate (owner or admin)',
    params: CertificateParamsSchema,
    response: { 200: SuccessAnswerSchema, ...errorResponses(400, 401, 403, 404) },
  },
} satisfies Partial<EndpointSchemasOf<ApiEndpoints>>;
