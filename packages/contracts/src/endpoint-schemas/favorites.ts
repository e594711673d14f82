import type { ApiEndpoints } from '../endpoints/api.ts';
import { SuccessAnswerSchema } from '../businesses.ts';
import {
  FavoriteBusinessesAnswerSchema,
  FavoriteIdsAnswerSchema,
  FavoriteParamsSchema,
  FavoriteProductsAnswerSchema,
  FavoritesQuerySchema,
  FavoriteTypeParamsSchema,
} from '../favorites.ts';
import { errorResponses, NEEDS_SESSION, type EndpointSchemasOf } from './endpoint-schema.ts';

const favorites = { tags: ['favorites'], security: NEEDS_SESSION };

/** Save Business and Save Product: the signed-in person's own favorites. */
export const favoritesEndpointSchemas = {
  favoriteIDs: {
    ...favorites,
    summary: 'Ids of every business and product the caller saved, newest saved first',
    response: { 200: FavoriteIdsAnswerSchema, ...errorResponses(401) },
  },
  favorites: {
    ...favorites,
    summary: 'A page of the cards of the saved businesses or products, newest saved first, and their total',
    params: FavoriteTypeParamsSchema,
    querystring: FavoritesQuerySchema,
    response: {
      200: FavoriteBusinessesAnswerSchema.or(FavoriteProductsAnswerSchema),
      ...errorResponses(400, 401),
    },
  },
  favoriteSave: {
    ...favorites,
    summary: 'Save a business or product; saving it again is a success too',
    params: FavoriteParamsSchema,
    response: { 200: SuccessAnswerSchema, ...errorResponses(400, 401, 404) },
  },
  favoriteRemove: {
    ...favorites,
    summary:
      'Take a business or product out of the favorites; taking out one that is not there is a success too',
    params: FavoriteParamsSchema,
    response: { 200: SuccessAnswerSchema, ...errorResponses(400, 401) },
  },
} satisfies Partial<EndpointSchemasOf<ApiEndpoints>>;
