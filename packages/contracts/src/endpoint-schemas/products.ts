import { SuccessAnswerSchema } from '../businesses.ts';
import {
  ProductAnswerSchema,
  ProductCreatedAnswerSchema,
  ProductIDParamsSchema,
  ProductInputSchema,
  ProductUpdateSchema,
  ProductsByBusinessAnswerSchema,
  ProductsByBusinessQuerySchema,
} from '../products.ts';
import { ReferenceLanguageQuerySchema } from '../refdata.ts';
import type { ApiEndpoints } from '../endpoints/api.ts';
import { errorResponses, NEEDS_SESSION, PUBLIC_ACCESS, type EndpointSchemasOf } from './endpoint-schema.ts';

/** Products of a business: the showcase and its editing. */
export const productsEndpointSchemas = {
  productCreate: {
    security: NEEDS_SESSION,
    tags: ['products'],
    summary: "Add a product to a business's showcase: owner or admin, within the membership's cap",
    body: ProductInputSchema,
    response: { 201: ProductCreatedAnswerSchema, ...errorResponses(400, 401, 403, 404) },
  },
  productsByBusiness: {
    security: PUBLIC_ACCESS,
    tags: ['products'],
    summary:
      "A page of a business's products, newest first, and how many there are; with `manage=true` (owner or admin) those hidden from the public over the showcase's cap too, marked `hidden`",
    querystring: ProductsByBusinessQuerySchema.extend(ReferenceLanguageQuerySchema.shape),
    response: { 200: ProductsByBusinessAnswerSchema, ...errorResponses(400, 401, 403, 404) },
  },
  product: {
    security: PUBLIC_ACCESS,
    tags: ['products'],
    summary:
      'A product with the card of its business; one hidden from the public (over its showcase cap) only for its owner and admins',
    params: ProductIDParamsSchema,
    querystring: ReferenceLanguageQuerySchema,
    response: { 200: ProductAnswerSchema, ...errorResponses(400, 404) },
  },
  productUpdate: {
    security: NEEDS_SESSION,
    tags: ['products'],
    summary: 'Change a product: owner or admin of its business; a missing field stays, null clears it',
    params: ProductIDParamsSchema,
    body: ProductUpdateSchema,
    response: { 200: ProductAnswerSchema, ...errorResponses(400, 401, 403, 404) },
  },
  productRemove: {
    security: NEEDS_SESSION,
    tags: ['products'],
    summary: 'Remove a product: owner or admin of its business',
    params: ProductIDParamsSchema,
    response: { 200: SuccessAnswerSchema, ...errorResponses(400, 401, 403, 404) },
  },
} satisfies Partial<EndpointSchemasOf<ApiEndpoints>>;
