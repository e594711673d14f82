import { BusinessListAnswerSchema } from '@b2b/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

/** `GET business/profile/list-business?userID=`: the businesses a person belongs to, shown on their profiles. */
export const getUserBusinesses = async (userID: string, signal?: AbortSignal) =>
  (
    await apiRequest(`/business/profile/list-business?${new URLSearchParams({ userID }).toString()}`, {
      schema: BusinessListAnswerSchema,
      ...(signal ? { signal } : {}),
    })
  ).data;

/** Under `['business']`, so creating or changing a business refreshes it too. */
export const getUserBusinessesQueryOptions = (userID: string) =>
  queryOptions({
    queryKey: ['business', 'by-user', userID],
    queryFn: ({ signal }) => getUserBusinesses(userID, signal),
  });

export const useUserBusinesses = (userID: string) =>
  useQuery({ ...getUserBusinessesQueryOptions(userID), enabled: Boolean(userID) });
