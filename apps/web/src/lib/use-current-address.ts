import { useSyncExternalStore } from 'react';
import { useLocation } from 'react-router';
import { useLocalizedPath } from './language.ts';
import { usePortal } from './portal.tsx';

const noSubscription = () => () => undefined;

/**
 * Address of the current page: the `continue` target of the account service's pages. It names the origin the browser is
 * on, since one portal server may answer on several origins (its sister portals' addresses among them); the server and
 * hydration use the portal's public address, which the browser then replaces with its own. The address keeps the page's
 * language.
 */
export function useCurrentAddress(): string {
  const { pathname, search } = useLocation();
  const portal = usePortal();
  const localized = useLocalizedPath();
  const origin = useSyncExternalStore(
    noSubscription,
    () => window.location.origin,
    () => new URL(portal.publicUrl).origin,
  );
  return `${origin}${localized(pathname)}${search}`;
}
