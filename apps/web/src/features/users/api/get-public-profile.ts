import { PublicUserProfileSchema } from '@b2b/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '../../../lib/api-client.ts';

const PublicProfileAnswer = z.object({ success: z.literal(true), profile: PublicUserProfileSchema });

export const getPublicProfile = async (userID: string, signal?: AbortSignal) =>
  (
    await apiRequest(`/user/public-profile/${encodeURIComponent(userID)}`, {
      schema: PublicProfileAnswer,
      ...(signal ? { signal } : {}),
    })
  ).profile;

export const getPublicProfileQueryOptions = (userID: string) =>
  queryOptions({
    queryKey: ['user', 'public-profile', userID],
    queryFn: ({ signal }) => getPublicProfile(userID, signal),
  });

export const usePublicProfile = (userID: string) => useQuery(getPublicProfileQueryOptions(userID));
