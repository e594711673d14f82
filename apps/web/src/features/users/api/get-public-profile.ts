import { PublicUserProfileAnswerSchema } from '@b2b/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

export const getPublicProfile = async (userID: string, signal?: AbortSignal) =>
  (
    await apiRequest(`/user/public-profile/${encodeURIComponent(userID)}`, {
      schema: PublicUserProfileAnswerSchema,
      ...(signal ? { signal } : {}),
    })
  ).profile;

export const getPublicProfileQueryOptions = (userID: string) =>
  queryOptions({
    queryKey: ['user', 'public-profile', userID],
    queryFn: ({ signal }) => getPublicProfile(userID, signal),
  });

export const usePublicProfile = (userID: string) => useQuery(getPublicProfileQueryOptions(userID));
