import { goToAccountPage } from './account-links.ts';
import { usePortal } from './portal.tsx';
import { useCurrentPath } from './use-current-address.ts';

/** Sends a visitor to sign in, coming back to this page: where a visitor's like, follow or save leads. */
export function useGoToLogin() {
  const portal = usePortal();
  const currentPath = useCurrentPath();
  return () => goToAccountPage(portal, 'login', currentPath);
}
