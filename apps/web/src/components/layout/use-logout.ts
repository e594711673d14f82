import { addressOn, authEndpoints } from '@b2b/contracts';
import { useCallback } from 'react';
import { useLocalizedPath } from '../../lib/language.ts';
import { paths } from '../../lib/paths.ts';
import { usePortal } from '../../lib/portal.tsx';
import { clearSession, readSession } from '../../lib/session.ts';

/** How long leaving waits for the account service before going home anyway. */
const LOGOUT_WAIT_MS = 3000;

/**
 * Logout tells the account service, clears all browser storage and goes to /. The page is loaded
 * anew rather than routed to, so nothing of the person (cached queries, open forms) outlives the session.
 */
export function useLogout() {
  const portal = usePortal();
  const home = useLocalizedPath()(paths.home.href());
  return useCallback(async () => {
    // The tokens are read before clearing so the account service can still be told which session to revoke.
    const session = readSession();
    const headers: Record<string, string> = {};
    if (session?.token) headers.authorization = `Bearer ${session.token}`;
    if (session?.refreshToken) headers['x-refresh-token'] = session.refreshToken;
    clearSession();
    try {
      // `include` sends the account service's own sign-in cookie, so single sign-on ends with the session.
      await fetch(addressOn(portal.authUrl, authEndpoints.logout), {
        method: 'POST',
        headers,
        credentials: 'include',
        signal: AbortSignal.timeout(LOGOUT_WAIT_MS),
      });
    } catch {
      // The person is logged out here whether or not the account service answers.
    }
    window.location.assign(home);
  }, [portal.authUrl, home]);
}
