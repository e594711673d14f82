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

/**
 * `PUT user/mail-preferences`: the kinds named change at once on the page (a radio button shows its choice when it
 * is made), back as they were if the server refuses; the answer (every kind) then replaces what the page shows.
 */
export function useUpdateMailPreferences() {
  const userID = useSession()?.userID ?? '';
  const queryClient = useQueryClient();
  const key = mailPreferencesKey(userID);
  return useMutation({
    mutationFn: async (update: MailPreferencesUpdate) =>
      (await api(mailPreferencesEndpoints.mailPreferencesUpdate, { body: update })).data,
    onMutate: async (update) => {
      await queryClient.cancelQueries({ queryKey: key });
      const before = queryClient.getQueryData<MailPreferences>(key);
      if (before) queryClient.setQueryData<MailPreferences>(key, { ...before, ...update });
      return { before };
    },
    onError: (_error, _update, context) => {
      if (context?.before) queryClient.setQueryData(key, context.before);
    },
    onSuccess: (preferences: MailPreferences) => queryClient.setQueryData(key, preferences),
  });
}
