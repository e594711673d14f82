import { FavoriteIdsAnswerSchema } from '@b2b/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { useSession } from '../../../lib/session.ts';

/** `GET user/favorites/ids`: every business and product the signed-in person saved. */
export const getFavoriteIds = async (signal?: AbortSignal) =>
  (
    await apiRequest('/user/favorites/ids', {
      schema: FavoriteIdsAnswerSchema,
      ...(signal ? { signal } : {}),
    })
  ).data;

/** Every favorites query (ids and lists): what a save or a removal makes stale. */
export const FAVORITES_KEY = ['favorites'] as const;

export const getFavoriteIdsQueryOptions = (userID: string) =>
  queryOptions({
    queryKey: [...FAVORITES_KEY, 'ids', userID],
    queryFn: ({ signal }) => getFavoriteIds(signal),
  });

/** One cached list for every Save button of the page; a visitor has no favorites and asks nothing. */
export function useFavoriteIds() {
  const userID = useSession()?.userID ?? '';
  return useQuery({ ...getFavoriteIdsQueryOptions(userID), enabled: Boolean(userID) });
}
