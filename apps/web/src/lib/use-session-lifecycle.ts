import { LIMITS } from '@b2b/contracts';
import { useEffect } from 'react';
import { clearSession, isFuture, readSession, useSession } from './session.ts';
import { refreshSession } from './session-refresh.ts';

/** setTimeout keeps delays in a signed 32-bit number; a longer wait fires at once. */
const MAX_TIMER_MS = 2 ** 31 - 1;

/**
 * Keeps the stored session usable: on load an expired access token is refreshed when the refresh
 * token is still valid, and the session is dropped when neither is; a timer refreshes 5 s before expiry and is set
 * again when the browser comes back online (a timer that fired offline could not refresh).
 */
export function useSessionLifecycle(authUrl: string) {
  const session = useSession();
  const tokenExpire = session?.tokenExpire;

  useEffect(() => {
    if (tokenExpire === undefined) return;
    let timer: ReturnType<typeof setTimeout> | undefined;

    const check = () => {
      const current = readSession();
      if (!current) return;
      if (!isFuture(current.tokenExpire) && !isFuture(current.refreshTokenExpire)) {
        clearSession();
        return;
      }
      const due = current.tokenExpire * 1000 - LIMITS.tokenRefreshLeadMs - Date.now();
      if (due > 0) {
        timer = setTimeout(check, Math.min(due, MAX_TIMER_MS));
        return;
      }
      void refreshSession(authUrl).then((outcome) => {
        // A new token changes tokenExpire, which sets the next timer through the effect.
        if (outcome.kind === 'refused') clearSession();
      });
    };

    const rearm = () => {
      clearTimeout(timer);
      check();
    };
    check();
    window.addEventListener('online', rearm);
    return () => {
      clearTimeout(timer);
      window.removeEventListener('online', rearm);
    };
  }, [authUrl, tokenExpire]);
}
