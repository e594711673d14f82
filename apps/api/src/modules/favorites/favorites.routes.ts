import {
  FavoriteBusinessesAnswerSchema,
  FavoriteIdsAnswerSchema,
  FavoriteParamsSchema,
  FavoriteProductsAnswerSchema,
  FavoritesQuerySchema,
  FavoriteTypeParamsSchema,
  SuccessAnswerSchema,
} from '@b2b/contracts';
import { errorResponses } from '@b2b/server-kit';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { NEEDS_SESSION } from '../../plugins/auth/auth.plugin.ts';
import type { FavoritesService } from './favorites.service.ts';

const ok = { success: true as const };

/** Save Business and Save Product: the signed-in person's own favorites (routes in contracts' favorites.ts). */
export const favoritesRoutes: FastifyPluginAsyncZod<{ favorites: FavoritesService }> = async (
  app,
  { favorites },
) => {
  app.get(
    '/user/favorites/ids',
    {
      schema: {
        security: NEEDS_SESSION,
        tags: ['favorites'],
        summary: 'Ids of every business and product the caller saved, newest saved first',
        response: { 200: FavoriteIdsAnswerSchema, ...errorResponses(401) },
      },
    },
    async (request) => {
      const user = await app.auth.requireUser(request);
      return { success: true as const, data: await favorites.idsOf(user) };
    },
  );

  app.get(
    '/user/favorites/:type',
    {
      schema: {
        security: NEEDS_SESSION,
        tags: ['favorites'],
        summary:
          'A page of the cards of the saved businesses or products, newest saved first, and their total',
        params: FavoriteTypeParamsSchema,
        querystring: FavoritesQuerySchema,
        response: {
          200: FavoriteBusinessesAnswerSchema.or(FavoriteProductsAnswerSchema),
          ...errorResponses(400, 401),
        },
      },
    },
    async (request) => {
      const user = await app.auth.requireUser(request);
      return request.params.type === 'business'
        ? { success: true as const, data: await favorites.businessesOf(user, request.query) }
        : { success: true as const, data: await favorites.productsOf(user, request.query) };
    },
  );

  app.put(
    '/user/favorites/:type/:id',
    {
      schema: {
        security: NEEDS_SESSION,
        tags: ['favorites'],
        summary: 'Save a business or product; saving it again is a success too',
        params: FavoriteParamsSchema,
        response: { 200: SuccessAnswerSchema, ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => {
      const user = await app.auth.requireUser(request);
      await favorites.save(user, request.params.type, request.params.id);
      return ok;
    },
  );

  app.delete(
    '/user/favorites/:type/:id',
    {
      schema: {
        security: NEEDS_SESSION,
        tags: ['favorites'],
        summary:
          'Take a business or product out of the favorites; taking out one that is not there is a success too',
        params: FavoriteParamsSchema,
        response: { 200: SuccessAnswerSchema, ...errorResponses(400, 401) },
      },
    },
    async (request) => {
      const user = await app.auth.requireUser(request);
      await favorites.remove(user, request.params.type, request.params.id);
      return ok;
    },
  );
};
