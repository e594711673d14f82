import {
  FavoriteBusinessesAnswerSchema,
  FavoriteProductsAnswerSchema,
  LIMITS,
  type FavoriteType,
} from '@b2b/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { FAVORITES_KEY } from '../../../components/favorites/api/get-favorite-ids.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { useSession } from '../../../lib/session.ts';

/** `GET user/favorites/{type}?skip&size=5` of the page, from 1. */
function favoritesPath(type: FavoriteType, page: number) {
  const skip = (page - 1) * LIMITS.searchPageSize;
  const query = new URLSearchParams({ skip: String(skip), size: String(LIMITS.searchPageSize) });
  return `/user/favorites/${type}?${query.toString()}`;
}

/** A page of the saved business cards, newest saved first, and their total. */
export const getFavoriteBusinesses = async (page: number, signal?: AbortSignal) =>
  (
    await apiRequest(favoritesPath('business', page), {
      schema: FavoriteBusinessesAnswerSchema,
      ...(signal ? { signal } : {}),
    })
  ).data;

/** A page of the saved product cards, newest saved first, and their total. */
export const getFavoriteProducts = async (page: number, signal?: AbortSignal) =>
  (
    await apiRequest(favoritesPath('product', page), {
      schema: FavoriteProductsAnswerSchema,
      ...(signal ? { signal } : {}),
    })
  ).data;

export const getFavoriteBusinessesQueryOptions = (userID: string, page: number) =>
  queryOptions({
    queryKey: [...FAVORITES_KEY, 'business', userID, page],
    queryFn: ({ signal }) => getFavoriteBusinesses(page, signal),
  });

export const getFavoriteProductsQueryOptions = (userID: string, page: number) =>
  queryOptions({
    queryKey: [...FAVORITES_KEY, 'product', userID, page],
    queryFn: ({ signal }) => getFavoriteProducts(page, signal),
  });

// The previous page stays on screen while the next one loads, so paging does not flash the loader.
export const useFavoriteBusinesses = (page: number) =>
  useQuery({
    ...getFavoriteBusinessesQueryOptions(useSession()?.userID ?? '', page),
    placeholderData: keepPreviousData,
  });

export const useFavoriteProducts = (page: number) =>
  useQuery({
    ...getFavoriteProductsQueryOptions(useSession()?.userID ?? '', page),
    placeholderData: keepPreviousData,
  });
