import {
  BusinessSearchAnswerSchema,
  BusinessSearchSchema,
  LastRegisteredAnswerSchema,
  ProductSearchAnswerSchema,
  ProductSearchSchema,
  UserSearchAnswerSchema,
  UserSearchSchema,
} from '@b2b/contracts';
import { errorResponses } from '@b2b/server-kit';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { SearchService } from './search.service.ts';

export const searchRoutes: FastifyPluginAsyncZod<{ search: SearchService }> = async (app, { search }) => {
  app.post(
    '/search/business',
    {
      schema: {
        tags: ['search'],
        summary:
          'Businesses of one type (MA by default) matching the keyword, ranked by relevance and membership; one country or all',
        body: BusinessSearchSchema,
        response: { 200: BusinessSearchAnswerSchema, ...errorResponses(400) },
      },
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
        response: { 200: ProductSearchAnswerSchema, ...errorResponses(400) },
      },
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
        response: { 200: UserSearchAnswerSchema, ...errorResponses(400) },
      },
    },
    async (request) => search.users(request.body),
  );

  app.get(
    '/search/business/last-registered',
    {
      schema: {
        tags: ['search'],
        summary:
          'The newest businesses: up to 3 each of manufacturers, distributors, exporters and contractors',
        response: { 200: LastRegisteredAnswerSchema, ...errorResponses(500) },
      },
    },
    async () => ({ success: true as const, data: await search.lastRegistered() }),
  );
};
