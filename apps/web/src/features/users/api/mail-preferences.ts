import { mailPreferencesEndpoints, type MailPreferences, type MailPreferencesUpdate } from '@b2b/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { useSession } from '../../../lib/session.ts';

/** The signed-in person's choices of notification mail, whoever they are. */
export const mailPreferencesKey = (userID: string) => ['user', 'mail-preferences', userID] as const;

export const getMailPreferencesQueryOptions = (userID: string) =>
  queryOptions({
    queryKey: mailPreferencesKey(userID),
    queryFn: async ({ signal }) => (await api(mailPreferencesEndpoints.mailPreferences, { signal })).data,
  });

export function useMailPreferences() {
  const userID = useSession()?.userID ?? '';
  return useQuery({ ...getMailPreferencesQueryOptions(userID), enabled: Boolean(userID) });
}

/** `PUT user/mail-preferences`: the kinds named change; the answer (every kind) replaces what the page shows. */
export function useUpdateMailPreferences() {
  const userID = useSession()?.userID ?? '';
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (update: MailPreferencesUpdate) =>
      (await api(mailPreferencesEndpoints.mailPreferencesUpdate, { body: update })).data,
    onSuccess: (preferences: MailPreferences) =>
      queryClient.setQueryData(mailPreferencesKey(userID), preferences),
  });
}
