import { UserProfileAnswerSchema } from '@b2b/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { saveProfile, useSession } from '../../../lib/session.ts';

/** The signed-in person's profile; the copy in the session (header, acting identity) is kept current with it. */
export async function getProfile(signal?: AbortSignal) {
  const { data } = await apiRequest('/user/profile', {
    schema: UserProfileAnswerSchema,
    ...(signal ? { signal } : {}),
  });
  saveProfile(data);
  return data;
}

export const PROFILE_QUERY_KEY = ['user', 'profile'] as const;

export const getProfileQueryOptions = (userID: string) =>
  queryOptions({
    queryKey: [...PROFILE_QUERY_KEY, userID],
    queryFn: ({ signal }) => getProfile(signal),
  });

/** Only under a signed-in route: a visitor has no profile to ask for. */
export function useProfile() {
  const userID = useSession()?.userID ?? '';
  return useQuery({ ...getProfileQueryOptions(userID), enabled: Boolean(userID) });
}
