import { endpointsOf } from './endpoint.ts';

/** A person's saved favorites. Relative to `API_URL`. */
export const favoritesEndpoints = endpointsOf({
  favoriteIDs: ['GET', '/user/favorites/ids'],
  favorites: ['GET', '/user/favorites/:type'],
  favoriteSave: ['PUT', '/user/favorites/:type/:id'],
  favoriteRemove: ['DELETE', '/user/favorites/:type/:id'],
});
