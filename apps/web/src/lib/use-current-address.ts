import { useSyncExternalStore } from 'react';
import { useLocation } from 'react-router';
import { useLocalizedPath } from './language.ts';
import { usePortal } from './portal.tsx';

const noSubscription = () => () => undefined;

/** Path of the current page with its language and query: where a sign-in started from this page comes back to. */
export function useCurrentPath(): string {
  const { pathname, search } = useLocation();
  const localized = useLocalizedPath();
  return `${localized(pathname)}${search}`;
}

/**
 * Address of the current page: the `continue` target of the account service's links, for a new tab or a page without
 * JavaScript yet. It names the origin the browser is on, since one portal server may answer on several origins (its
 * sister portals' addresses among them); the server and hydration use the portal's public address, which the browser
 * then replaces with its own.
 */
export function useCurrentAddress(): string {
  const path = useCurrentPath();
  const portal = usePortal();
  const origin = useSyncExternalStore(
    noSubscription,
    () => window.location.origin,
    () => new URL(portal.publicUrl).origin,
  );
  return `${origin}${path}`;
}
