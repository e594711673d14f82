import {
  FAVORITE_REMOVED_MESSAGE,
  FAVORITE_SAVED_MESSAGE,
  SuccessSchema,
  type FavoriteIds,
  type FavoriteType,
} from '@b2b/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { apiRequest } from '../../../lib/api-client.ts';
import { useSession } from '../../../lib/session.ts';
import { toastFailure } from '../../../lib/toast-failure.ts';
import { FAVORITES_KEY, getFavoriteIdsQueryOptions } from './get-favorite-ids.ts';

const favoritePath = (type: FavoriteType, id: string) => `/user/favorites/${type}/${encodeURIComponent(id)}`;

/** `PUT user/favorites/{type}/{id}`: keeps the business or product in the signed-in person's favorites. */
export const saveFavorite = (type: FavoriteType, id: string) =>
  apiRequest(favoritePath(type, id), { method: 'PUT', schema: SuccessSchema });

/** `DELETE user/favorites/{type}/{id}`: takes it out again. */
export const removeFavorite = (type: FavoriteType, id: string) =>
  apiRequest(favoritePath(type, id), { method: 'DELETE', schema: SuccessSchema });

/**
 * Saves (`saved: false`) or removes (`saved: true`) at once in the cached ids, so every button of the item shows it,
 * then asks the server; a failure puts the ids back and says so. Lists of favorites reload afterwards.
 */
export function useToggleFavorite(type: FavoriteType, id: string) {
  const queryClient = useQueryClient();
  const { queryKey } = getFavoriteIdsQueryOptions(useSession()?.userID ?? '');
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
    onSuccess: (_answer, { saved }) =>
      toast.success(saved ? FAVORITE_REMOVED_MESSAGE[type] : FAVORITE_SAVED_MESSAGE[type]),
    onError: (error, _variables, restore) => {
      restore?.();
      toastFailure(error);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: FAVORITES_KEY }),
  });
}
