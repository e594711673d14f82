import { MyBusinessListAnswerSchema } from '@b2b/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { useSession } from '../../../lib/session.ts';

/** `GET business/profile/my-list`: the businesses the signed-in person owns or belongs to, with their access. */
export const getMyBusinesses = async (signal?: AbortSignal) =>
  (
    await apiRequest('/business/profile/my-list', {
      schema: MyBusinessListAnswerSchema,
      ...(signal ? { signal } : {}),
    })
  ).data;

export const MY_BUSINESSES_QUERY_KEY = ['business', 'my-list'] as const;

export const getMyBusinessesQueryOptions = (userID: string) =>
  queryOptions({
    queryKey: [...MY_BUSINESSES_QUERY_KEY, userID],
    queryFn: ({ signal }) => getMyBusinesses(signal),
  });

/** Asks only with a session: a visitor has no businesses (public pages use it for the acting identity). */
export function useMyBusinesses() {
  const userID = useSession()?.userID ?? '';
  return useQuery({ ...getMyBusinessesQueryOptions(userID), enabled: Boolean(userID) });
}
