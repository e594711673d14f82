import {
  BusinessSearchAnswerSchema,
  BusinessSearchSchema,
  LastRegisteredAnswerSchema,
  ProductSearchAnswerSchema,
  ProductSearchSchema,
  ReferenceLanguageQuerySchema,
  SearchSuggestionsAnswerSchema,
  SearchSuggestionsQuerySchema,
  UserSearchAnswerSchema,
  UserSearchSchema,
} from '@b2b/contracts';
import { errorResponses } from '@b2b/server-kit';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { NamesInRequestedLanguage } from '../refdata/reference-names.ts';
import type { SearchSuggestionsService } from './search-suggestions.service.ts';
import type { SearchService } from './search.service.ts';

/** Every search's answer names reference rows (a card's categories, a product's, a person's job position). */
export const searchRoutes: FastifyPluginAsyncZod<{
  search: SearchService;
  suggestions: SearchSuggestionsService;
  /** Puts the reference names of an answer in the language its request asks for (`?lang=`). */
  namesInRequestedLanguage: NamesInRequestedLanguage;
}> = async (app, { search, suggestions, namesInRequestedLanguage }) => {
  const inLanguage = { preSerialization: namesInRequestedLanguage };
  app.post(
    '/search/business',
    {
      schema: {
        tags: ['search'],
        summary:
          'Businesses of one type (MA by default) matching the keyword, ranked by relevance and membership; one country or all',
        body: BusinessSearchSchema,
        querystring: ReferenceLanguageQuerySchema,
        response: { 200: BusinessSearchAnswerSchema, ...errorResponses(400) },
      },
      ...inLanguage,
    },
    async (request) => search.businesses(request.body),
  );

  app.post(
    '/search/product',
    {
      schema: {
        tags: ['search'],
        summary: "Products matching the keyword, ranked by relevance and their business's membership",
        body: ProductSearchSchema,
        querystring: ReferenceLanguageQuerySchema,
        response: { 200: ProductSearchAnswerSchema, ...errorResponses(400) },
      },
      ...inLanguage,
    },
    async (request) => search.products(request.body),
  );

  app.post(
    '/user/search',
    {
      schema: {
        tags: ['search'],
        summary: 'People matching the keyword, by relevance; one country or all',
        body: UserSearchSchema,
        querystring: ReferenceLanguageQuerySchema,
        response: { 200: UserSearchAnswerSchema, ...errorResponses(400) },
      },
      ...inLanguage,
    },
    async (request) => search.users(request.body),
  );

  // Public like the searches, under the same per-address rate limit: a bar asks at most once per pause in typing.
  app.get(
    '/search/suggestions',
    {
      schema: {
        tags: ['search'],
        summary:
          'Up to 8 completions of what a search bar holds: part numbers, product, company or people names, and industries, categories and subcategories in the language asked for',
        querystring: SearchSuggestionsQuerySchema,
        response: { 200: SearchSuggestionsAnswerSchema, ...errorResponses(400) },
      },
    },
    async (request) => ({ success: true as const, data: await suggestions.suggest(request.query) }),
  );

  app.get(
    '/search/business/last-registered',
    {
      schema: {
        tags: ['search'],
        summary:
          'The newest businesses: up to 3 each of manufacturers, distributors, exporters and contractors',
        querystring: ReferenceLanguageQuerySchema,
        response: { 200: LastRegisteredAnswerSchema, ...errorResponses(400, 500) },
      },
      ...inLanguage,
    },
    async () => ({ success: true as const, data: await search.lastRegistered() }),
  );
};
