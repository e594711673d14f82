import {
  type UserProfileAnswerSchema,
  type PublicUserProfileAnswerSchema,
  type UserProfileUpdateAnswerSchema,
  type UserProfileUpdate,
} from '@b2b/contracts';
import { queryOptions, useQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { saveProfile, useSession } from '../../../lib/session.ts';

/** Every query key of the domain. */
export const userKeys = {
  /** The signed-in person's own profile, whoever they are: what saving it makes stale. */
  profile: ['user', 'profile'] as const,
  publicProfile: (userID: string) => ['user', 'public-profile', userID] as const,
};

/** The signed-in person's profile; the copy in the session (header, acting identity) is kept current with it. */
export async function getProfile(signal?: AbortSignal) {
  const { data } = await apiRequest<typeof UserProfileAnswerSchema>('/user/profile', {
    ...(signal ? { signal } : {}),
  });
  saveProfile(data);
  return data;
}

export const getProfileQueryOptions = (userID: string) =>
  queryOptions({
    queryKey: [...userKeys.profile, userID],
    queryFn: ({ signal }) => getProfile(signal),
  });

/** Only under a signed-in route: a visitor has no profile to ask for. */
export function useProfile() {
  const userID = useSession()?.userID ?? '';
  return useQuery({ ...getProfileQueryOptions(userID), enabled: Boolean(userID) });
}

export const getPublicProfile = async (userID: string, signal?: AbortSignal) =>
  (
    await apiRequest<typeof PublicUserProfileAnswerSchema>(
      `/user/public-profile/${encodeURIComponent(userID)}`,
      {
        ...(signal ? { signal } : {}),
      },
    )
  ).profile;

export const getPublicProfileQueryOptions = (userID: string) =>
  queryOptions({
    queryKey: userKeys.publicProfile(userID),
    queryFn: ({ signal }) => getPublicProfile(userID, signal),
  });

export const usePublicProfile = (userID: string) => useQuery(getPublicProfileQueryOptions(userID));

/** `PUT user/profile`: the fields given change, the others stay (empty values are dropped before sending). */
export const updateProfile = (update: UserProfileUpdate) =>
  apiRequest<typeof UserProfileUpdateAnswerSchema>('/user/profile', { method: 'PUT', body: update });

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: userKeys.profile }),
  });
}
