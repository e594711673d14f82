import type { MouseEvent, ReactNode } from 'react';
import { accountPageUrl, goToAccountPage } from '../../lib/account-links.ts';
import { useLocalizedPath } from '../../lib/language.ts';
import { usePortal } from '../../lib/portal.tsx';
import { useCurrentAddress, useCurrentPath } from '../../lib/use-current-address.ts';

/**
 * A link to the login or registration page that comes back to this page. A click starts the sign-in with its state
 * (`goToAccountPage`); the address itself, for a new tab or a page without JavaScript yet, carries none, and the
 * /SetID/ page of such a sign-in asks to sign in again.
 */
export function AccountPageLink({
  page,
  continuePath,
  className,
  onClick,
  children,
}: {
  page: 'login' | 'register';
  /** Where to come back to, a path of the portal (the page's language is added); this page by default. */
  continuePath?: string;
  className?: string | undefined;
  onClick?: () => void;
  children: ReactNode;
}) {
  const portal = usePortal();
  const currentAddress = useCurrentAddress();
  const currentPath = useCurrentPath();
  const localized = useLocalizedPath();
  const back = continuePath ? localized(continuePath) : undefined;
  const follow = (event: MouseEvent<HTMLAnchorElement>) => {
    // A modified click opens another tab or window, which this tab's state does not reach.
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    onClick?.();
    goToAccountPage(portal, page, back ?? currentPath);
  };
  return (
    <a href={accountPageUrl(portal, page, back ?? currentAddress)} className={className} onClick={follow}>
      {children}
    </a>
  );
}
