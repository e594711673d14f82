import { ReferenceLanguageQuerySchema } from '../refdata.ts';
import {
  BusinessSearchAnswerSchema,
  BusinessSearchSchema,
  LastRegisteredAnswerSchema,
  ProductSearchAnswerSchema,
  ProductSearchSchema,
  SearchSuggestionsAnswerSchema,
  SearchSuggestionsQuerySchema,
  UserSearchAnswerSchema,
  UserSearchSchema,
} from '../search.ts';
import type { ApiEndpoints } from '../endpoints/api.ts';
import { errorResponses, PUBLIC_ACCESS, type EndpointSchemasOf } from './endpoint-schema.ts';

const search = { tags: ['search'], security: PUBLIC_ACCESS };

/** The searches: public, under the per-address rate limit; every answer's reference names follow `?lang=`. */
export const searchEndpointSchemas = {
  searchBusinesses: {
    ...search,
    summary:
      'Businesses of one type (MA by default) matching the keyword, ranked by relevance and membership; one country or all',
    body: BusinessSearchSchema,
    querystring: ReferenceLanguageQuerySchema,
    response: { 200: BusinessSearchAnswerSchema, ...errorResponses(400) },
  },
  searchProducts: {
    ...search,
    summary: "Products matching the keyword, ranked by relevance and their business's membership",
    body: ProductSearchSchema,
    querystring: ReferenceLanguageQuerySchema,
    response: { 200: ProductSearchAnswerSchema, ...errorResponses(400) },
  },
  searchUsers: {
    ...search,
    summary: 'People matching the keyword, by relevance; one country or all',
    body: UserSearchSchema,
    querystring: ReferenceLanguageQuerySchema,
    response: { 200: UserSearchAnswerSchema, ...errorResponses(400) },
  },
  // A search bar asks at most once per pause in typing.
  searchSuggestions: {
    ...search,
    summary:
      'Up to 8 completions of what a search bar holds: part numbers, product, company or people names, and industries, categories and subcategories in the language asked for',
    querystring: SearchSuggestionsQuerySchema,
    response: { 200: SearchSuggestionsAnswerSchema, ...errorResponses(400) },
  },
  lastRegistered: {
    ...search,
    summary: 'The newest businesses: up to 3 each of manufacturers, distributors, exporters and contractors',
    querystring: ReferenceLanguageQuerySchema,
    response: { 200: LastRegisteredAnswerSchema, ...errorResponses(400, 500) },
  },
} satisfies Partial<EndpointSchemasOf<ApiEndpoints>>;
