import {
  accountDataEndpoints,
  ACCOUNT_DELETE_PAGE,
  ACCOUNT_DELETED_PATH,
  dataExportFileName,
  DEFAULT_LANGUAGE,
  localizePath,
  type InterfaceLanguage,
  type PortalConfig,
} from '@b2b/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { useSession } from '../../../lib/session.ts';

/** Every query key of the person's account data. */
export const accountDataKeys = {
  deletion: (userID: string) => ['user', 'account', 'deletion', userID] as const,
};

/** `GET user/account/export`, saved as the JSON file the API names (the call carries the token, a plain link cannot). */
export async function downloadDataExport(brandName: string): Promise<void> {
  const data = await api(accountDataEndpoints.accountDataExport);
  const file = new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' });
  const url = URL.createObjectURL(file);
  const link = document.createElement('a');
  link.href = url;
  link.download = dataExportFileName(brandName, new Date());
  document.body.append(link);
  link.click();
  link.remove();
  // The download has taken the file by the time the click's task ends.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

export const useDataExport = (brandName: string) =>
  useMutation({ mutationFn: () => downloadDataExport(brandName) });

/** What deleting the account would do now: the businesses that block it and those handed over. */
export function useDeletionStatus() {
  const userID = useSession()?.userID ?? '';
  return useQuery({
    queryKey: accountDataKeys.deletion(userID),
    queryFn: async ({ signal }) => (await api(accountDataEndpoints.accountDeletionStatus, { signal })).data,
    enabled: Boolean(userID),
    staleTime: 0,
  });
}

/**
 * Opens a deletion request and sends the browser to the account service, which asks for the password and deletes the
 * account; it comes back to this portal's "account deleted" page, in this page's language.
 */
export function useStartAccountDeletion(portal: PortalConfig, language: InterfaceLanguage) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => {
      const { data } = await api(accountDataEndpoints.accountDeletionRequest);
      const query = new URLSearchParams({
        request: data.request,
        continue: new URL(localizePath(ACCOUNT_DELETED_PATH, language), window.location.origin).toString(),
      });
      if (language !== DEFAULT_LANGUAGE) query.set('lang', language);
      window.location.assign(`${portal.authUrl}${ACCOUNT_DELETE_PAGE}?${query.toString()}`);
    },
    // A business may have come to block it since the page loaded: show what blocks it now.
    onError: () => queryClient.invalidateQueries({ queryKey: ['user', 'account', 'deletion'] }),
  });
}
