import {
  type InterfaceLanguage,
  referenceLanguageOf,
  type UserProfileUpdate,
  usersEndpoints,
} from '@b2b/contracts';
import { queryOptions, useQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { useLanguage } from '../../../lib/language.ts';
import { saveProfile, useSession } from '../../../lib/session.ts';

/** Every query key of the domain. */
export const userKeys = {
  /** The signed-in person's own profile, whoever they are: what saving it makes stale. */
  profile: ['user', 'profile'] as const,
  publicProfile: (userID: string, language: InterfaceLanguage) =>
    ['user', 'public-profile', userID, language] as const,
};

/**
 * The signed-in person's profile, its job position, gender and language named in the page's language; the copy in the
 * session (header, acting identity) is kept current with it.
 */
export async function getProfile(language: InterfaceLanguage, signal?: AbortSignal) {
  const { data } = await api(usersEndpoints.userProfile, {
    query: { lang: referenceLanguageOf(language) },
    signal,
  });
  saveProfile(data);
  return data;
}

export const getProfileQueryOptions = (userID: string, language: InterfaceLanguage) =>
  queryOptions({
    queryKey: [...userKeys.profile, userID, language],
    queryFn: ({ signal }) => getProfile(language, signal),
  });

/** Only under a signed-in route: a visitor has no profile to ask for. */
export function useProfile() {
  const userID = useSession()?.userID ?? '';
  return useQuery({ ...getProfileQueryOptions(userID, useLanguage()), enabled: Boolean(userID) });
}

export const getPublicProfile = async (userID: string, language: InterfaceLanguage, signal?: AbortSignal) =>
  (
    await api(usersEndpoints.userPublicProfile, {
      params: { id: userID },
      query: { lang: referenceLanguageOf(language) },
      signal,
    })
  ).profile;

export const getPublicProfileQueryOptions = (userID: string, language: InterfaceLanguage) =>
  queryOptions({
    queryKey: userKeys.publicProfile(userID, language),
    queryFn: ({ signal }) => getPublicProfile(userID, language, signal),
  });

export const usePublicProfile = (userID: string) =>
  useQuery(getPublicProfileQueryOptions(userID, useLanguage()));

/** `PUT user/profile`: the fields given change, the others stay (empty values are dropped before sending). */
export const updateProfile = (update: UserProfileUpdate) =>
  api(usersEndpoints.userProfileUpdate, { body: update });

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: userKeys.profile }),
  });
}
