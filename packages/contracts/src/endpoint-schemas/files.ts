import {
  UploadRequestAnswerSchema,
  UploadRequestInputSchema,
  UploadResultAnswerSchema,
  UploadTargetParamsSchema,
} from '../images.ts';
import type { ApiEndpoints, FilesEndpoints } from '../endpoints/api.ts';
import { errorResponses, NEEDS_SESSION, PUBLIC_ACCESS, type EndpointSchemasOf } from './endpoint-schema.ts';

/** Uploads: the signed form, and the upload itself on the files host. */
export const filesEndpointSchemas = {
  uploadRequest: {
    security: NEEDS_SESSION,
    tags: ['uploads'],
    summary: 'A signed form to upload one image (JPEG, PNG, WebP or GIF, at most 500 KB)',
    params: UploadTargetParamsSchema,
    body: UploadRequestInputSchema,
    response: { 200: UploadRequestAnswerSchema, ...errorResponses(400, 401, 403, 404, 413, 415, 429) },
  },
  fileUpload: {
    security: PUBLIC_ACCESS,
    tags: ['uploads'],
    summary: 'Upload the file of a signed form: multipart, the form fields first and `file` last',
    consumes: ['multipart/form-data'],
    response: { 200: UploadResultAnswerSchema, ...errorResponses(400, 403, 409, 413, 415) },
  },
} satisfies Partial<EndpointSchemasOf<FilesEndpoints & ApiEndpoints>>;
