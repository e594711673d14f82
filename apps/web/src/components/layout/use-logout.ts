import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { usePortal } from '../../lib/portal.tsx';
import { clearSession, readSession } from '../../lib/session.ts';

/** Logout clears the browser's session, tells the account service, and goes home (section 4 of 01-). */
export function useLogout() {
  const portal = usePortal();
  const navigate = useNavigate();
  return useCallback(() => {
    // The tokens are read before clearing so the account service can still be told which session to revoke.
    const session = readSession();
    clearSession();
    const headers: Record<string, string> = {};
    if (session?.token) headers.authorization = `Bearer ${session.token}`;
    if (session?.refreshToken) headers['x-refresh-token'] = session.refreshToken;
    // Best effort: the person is logged out here whether or not the account service answers.
    fetch(`${portal.authUrl}/logout`, { method: 'POST', headers, credentials: 'include' }).catch(
      () => undefined,
    );
    void navigate('/');
  }, [navigate, portal.authUrl]);
}
