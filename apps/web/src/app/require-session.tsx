import { useEffect } from 'react';
import { Outlet } from 'react-router';
import { Loading } from '../components/ui/status.tsx';
import { goToAccountPage } from '../lib/account-links.ts';
import { usePortal } from '../lib/portal.tsx';
import { useSession } from '../lib/session.ts';
import { useCurrentPath } from '../lib/use-current-address.ts';
import { useHydrated } from '../lib/use-hydrated.ts';

/**
 * The pages of a signed-in person. The session lives in the browser's storage, so the server and the hydration pass
 * draw a neutral loading shell; then a visitor goes to the account service's login, which brings them back here. An
 * address with `account=register` (an invitation mailed to an address without an account) goes to registration instead.
 */
export function RequireSession() {
  const hydrated = useHydrated();
  const session = useSession();
  const portal = usePortal();
  const currentPath = useCurrentPath();
  const visitor = hydrated && !session;

  useEffect(() => {
    if (!visitor) return;
    const page =
      new URL(currentPath, 'http://portal').searchParams.get('account') === 'register' ? 'register' : 'login';
    goToAccountPage(portal, page, currentPath, { replace: true });
  }, [visitor, portal, currentPath]);

  return hydrated && session ? <Outlet /> : <Loading />;
}
