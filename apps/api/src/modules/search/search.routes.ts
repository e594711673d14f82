import { endpoints } from '@b2b/contracts';
import { route } from '@b2b/server-kit';
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

  route(app, endpoints.searchBusinesses, {
    ...inLanguage,
    handler: async (request) => search.businesses(request.body),
  });

  route(app, endpoints.searchProducts, {
    ...inLanguage,
    handler: async (request) => search.products(request.body),
  });

  route(app, endpoints.searchUsers, {
    ...inLanguage,
    handler: async (request) => search.users(request.body),
  });

  route(app, endpoints.searchSuggestions, {
    handler: async (request) => ({ success: true as const, data: await suggestions.suggest(request.query) }),
  });

  route(app, endpoints.lastRegistered, {
    ...inLanguage,
    handler: async () => ({ success: true as const, data: await search.lastRegistered() }),
  });
};
