import {
  type BusinessCard,
  type FavoriteIds,
  favoritesEndpoints,
  type FavoriteType,
  LIMITS,
  type ProductCard,
} from '@b2b/contracts';
import type { ParseKeys } from 'i18next';
import { useTranslation } from 'react-i18next';
import { queryOptions, useQuery, useMutation, useQueryClient, keepPreviousData } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { useSession } from '../../../lib/session.ts';
import { toast } from '../../../lib/toast.tsx';
import { toastFailure } from '../../../lib/toast-failure.ts';

/** `GET user/favorites/ids`: every business and product the signed-in person saved. */
export const getFavoriteIDs = async (signal?: AbortSignal) =>
  (await api(favoritesEndpoints.favoriteIDs, { signal })).data;

/** Every query key of the domain; `all` (ids and lists) is what a save or a removal makes stale. */
export const favoriteKeys = {
  all: ['favorites'] as const,
  ids: (userID: string) => ['favorites', 'ids', userID] as const,
  list: (type: FavoriteType, userID: string, page: number) => ['favorites', type, userID, page] as const,
};

export const getFavoriteIDsQueryOptions = (userID: string) =>
  queryOptions({
    queryKey: favoriteKeys.ids(userID),
    queryFn: ({ signal }) => getFavoriteIDs(signal),
  });

/** One cached list for every Save button of the page; a visitor has no favorites and asks nothing. */
export function useFavoriteIDs() {
  const userID = useSession()?.userID ?? '';
  return useQuery({ ...getFavoriteIDsQueryOptions(userID), enabled: Boolean(userID) });
}

/** `PUT user/favorites/{type}/{id}`: keeps the business or product in the signed-in person's favorites. */
export const saveFavorite = (type: FavoriteType, id: string) =>
  api(favoritesEndpoints.favoriteSave, { params: { type, id } });

/** `DELETE user/favorites/{type}/{id}`: takes it out again. */
export const removeFavorite = (type: FavoriteType, id: string) =>
  api(favoritesEndpoints.favoriteRemove, { params: { type, id } });

/** What a save and a removal say, by the kind of item. */
const TOAST = {
  business: { saved: 'business.saved', removed: 'business.removed' },
  product: { saved: 'product.saved', removed: 'product.removed' },
} as const satisfies Record<FavoriteType, Record<'saved' | 'removed', ParseKeys<'favorites'>>>;

/**
 * Saves (`saved: false`) or removes (`saved: true`) at once in the cached ids, so every button of the item shows it,
 * then asks the server; a failure puts the ids back and says so. Lists of favorites reload afterwards.
 */
export function useToggleFavorite(type: FavoriteType, id: string) {
  const { t } = useTranslation('favorites');
  const queryClient = useQueryClient();
  const { queryKey } = getFavoriteIDsQueryOptions(useSession()?.userID ?? '');
  return useMutation({
    mutationFn: ({ saved }: { saved: boolean }) => (saved ? removeFavorite : saveFavorite)(type, id),
    onMutate: async ({ saved }) => {
      await queryClient.cancelQueries({ queryKey });
      const before = queryClient.getQueryData<FavoriteIds>(queryKey);
      if (before) {
        const rest = before[type].filter((other) => other !== id);
        queryClient.setQueryData(queryKey, { ...before, [type]: saved ? rest : [id, ...rest] });
      }
      return () => queryClient.setQueryData(queryKey, before);
    },
    onSuccess: (_answer, { saved }) => toast.success(t(saved ? TOAST[type].removed : TOAST[type].saved)),
    onError: (error, _variables, restore) => {
      restore?.();
      toastFailure(error);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: favoriteKeys.all }),
  });
}

interface FavoritesPage<T> {
  results: T[];
  total: number;
}

/** `GET user/favorites/{type}?skip&size=5`: the page, from 1, of the saved cards of one type and their total. */
const getFavorites = async (type: FavoriteType, page: number, signal?: AbortSignal) =>
  (
    await api(favoritesEndpoints.favorites, {
      params: { type },
      query: { skip: (page - 1) * LIMITS.searchPageSize, size: LIMITS.searchPageSize },
      signal,
    })
  ).data;

// The route answers the cards of the type its path names.
/** A page of the saved business cards, newest saved first, and their total. */
export const getFavoriteBusinesses = async (page: number, signal?: AbortSignal) =>
  (await getFavorites('business', page, signal)) as FavoritesPage<BusinessCard>;

/** A page of the saved product cards, newest saved first, and their total. */
export const getFavoriteProducts = async (page: number, signal?: AbortSignal) =>
  (await getFavorites('product', page, signal)) as FavoritesPage<ProductCard>;

export const getFavoriteBusinessesQueryOptions = (userID: string, page: number) =>
  queryOptions({
    queryKey: favoriteKeys.list('business', userID, page),
    queryFn: ({ signal }) => getFavoriteBusinesses(page, signal),
  });

export const getFavoriteProductsQueryOptions = (userID: string, page: number) =>
  queryOptions({
    queryKey: favoriteKeys.list('product', userID, page),
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
