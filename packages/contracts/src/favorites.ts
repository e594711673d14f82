import { z } from 'zod';
import { BusinessCardSchema } from './businesses.ts';
import { pagingSchema } from './paging.ts';
import { LIMITS } from './limits.ts';
import { ProductCardSchema } from './search.ts';
import { FAVORITE_TYPES } from './favorites-values.ts';

/**
 * Favorites: what a user keeps with Save Business and Save Product on the search cards, listed under the header's
 * Favorite Business entry. The contract is silent on them; these routes follow its conventions.
 *
 * - `GET user/favorites/ids` → `{success, data: {business: [id], product: [id]}}`
 * - `GET user/favorites/{type}?skip&size` → `{success, data: {results: [card], total}}`, newest saved first
 * - `PUT user/favorites/{type}/{id}` / `DELETE user/favorites/{type}/{id}` → `{success}` (both idempotent)
 */

export const FavoriteTypeParamsSchema = z.object({
  type: z.enum(FAVORITE_TYPES, 'type is business or product'),
});
export const FavoriteParamsSchema = FavoriteTypeParamsSchema.extend({
  id: z.uuid('id must be a business or product id'),
});
export const FavoritesQuerySchema = pagingSchema(LIMITS.searchPageSize);

const ok = z.literal(true);
export const FavoriteIdsAnswerSchema = z.object({
  success: ok,
  data: z.object({ business: z.array(z.uuid()), product: z.array(z.uuid()) }),
});
export type FavoriteIds = z.infer<typeof FavoriteIdsAnswerSchema>['data'];
export const FavoriteBusinessesAnswerSchema = z.object({
  success: ok,
  data: z.object({ results: z.array(BusinessCardSchema), total: z.number().int() }),
});
export const FavoriteProductsAnswerSchema = z.object({
  success: ok,
  data: z.object({ results: z.array(ProductCardSchema), total: z.number().int() }),
});
