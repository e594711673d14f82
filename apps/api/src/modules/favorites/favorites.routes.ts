import { endpoints } from '@b2b/contracts';
import { route } from '@b2b/server-kit';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FavoritesService } from './favorites.service.ts';

const ok = { success: true as const };

/** Save Business and Save Product: the signed-in person's own favorites. */
export const favoritesRoutes: FastifyPluginAsyncZod<{ favorites: FavoritesService }> = async (
  app,
  { favorites },
) => {
  route(app, endpoints.favoriteIDs, {
    handler: async (request) => {
      const user = await app.auth.requireUser(request);
      return { success: true as const, data: await favorites.idsOf(user) };
    },
  });

  route(app, endpoints.favorites, {
    handler: async (request) => {
      const user = await app.auth.requireUser(request);
      return request.params.type === 'business'
        ? { success: true as const, data: await favorites.businessesOf(user, request.query) }
        : { success: true as const, data: await favorites.productsOf(user, request.query) };
    },
  });

  route(app, endpoints.favoriteSave, {
    handler: async (request) => {
      const user = await app.auth.requireUser(request);
      await favorites.save(user, request.params.type, request.params.id);
      return ok;
    },
  });

  route(app, endpoints.favoriteRemove, {
    handler: async (request) => {
      const user = await app.auth.requireUser(request);
      await favorites.remove(user, request.params.type, request.params.id);
      return ok;
    },
  });
};
