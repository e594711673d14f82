import type { PortalConfig } from '@b2b/contracts';

/** The account service's page, with `continue` holding the address (or a path of this portal) to come back to. */
function accountPage(portal: PortalConfig, page: 'login' | 'register', continuePath: string): string {
  const target = new URL(continuePath, portal.publicUrl).toString();
  return `${portal.authUrl}/${page}?continue=${encodeURIComponent(target)}`;
}

export const loginUrl = (portal: PortalConfig, continuePath: string) =>
  accountPage(portal, 'login', continuePath);
export const registerUrl = (portal: PortalConfig, continuePath: string) =>
  accountPage(portal, 'register', continuePath);
