import { DEFAULT_LANGUAGE, languageOfPath, type PortalConfig } from '@b2b/contracts';

type AccountPage = 'login' | 'register';
/** The account service's pages of a signed-in person, reached from the profile. */
export type AccountSettingsPage = 'account/password' | 'account/email';

/** Where this tab keeps the state of the sign-in it started; another tab or browser has none, or another one. */
const SIGN_IN_STATE_KEY = 'b2b.signInState';

/** 32 random bytes, base64url: what the account service accepts as a sign-in state. */
function randomState(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(32));
  return btoa(String.fromCharCode(...bytes))
    .replaceAll('+', '-')
    .replaceAll('/', '_')
    .replace(/=+$/, '');
}

/**
 * The account service's page, with `continue` holding the address (or a path of this portal) to come back to, and the
 * sign-in's state when there is one. Without a state the hand-off cannot be redeemed: only `goToAccountPage` makes one.
 * `lang` asks the account service for the language of the page the person comes from, which the `continue` address
 * carries in its prefix (every caller hands a localized address); English, the default, is left out, as in the
 * portal's own addresses.
 */
export function accountPageUrl(
  portal: PortalConfig,
  page: AccountPage,
  continuePath: string,
  state?: string,
): string {
  const target = new URL(continuePath, portal.publicUrl);
  const query = new URLSearchParams({ continue: target.toString() });
  if (state) query.set('state', state);
  const { language } = languageOfPath(target.pathname);
  if (language !== DEFAULT_LANGUAGE) query.set('lang', language);
  return `${portal.authUrl}/${page}?${query.toString()}`;
}

/**
 * A page of the account service for the signed-in person (their password, their address), which comes back to
 * `continueAddress`, in its language. The account service knows the person by its own cookie, so no state is needed.
 */
export function accountSettingsUrl(
  portal: PortalConfig,
  page: AccountSettingsPage,
  continueAddress: string,
): string {
  const target = new URL(continueAddress, portal.publicUrl);
  const query = new URLSearchParams({ continue: target.toString() });
  const { language } = languageOfPath(target.pathname);
  if (language !== DEFAULT_LANGUAGE) query.set('lang', language);
  return `${portal.authUrl}/${page}?${query.toString()}`;
}

/**
 * The one way this portal sends a browser to sign in or register: it makes the sign-in's state, keeps it in this tab's
 * session storage and sends it along, so /SetID/ accepts only the hand-off of a sign-in this tab started (login CSRF).
 * `path`, a path of this portal, comes back on the origin the browser is on, read when the browser leaves: one portal
 * server answers on several origins, and a click that comes before hydration is replayed by React with the hydration's
 * render, which still names the portal's public address.
 */
export function goToAccountPage(
  portal: PortalConfig,
  page: AccountPage,
  path: string,
  { replace = false }: { replace?: boolean } = {},
) {
  const state = randomState();
  window.sessionStorage.setItem(SIGN_IN_STATE_KEY, state);
  const url = accountPageUrl(portal, page, new URL(path, window.location.origin).toString(), state);
  if (replace) window.location.replace(url);
  else window.location.assign(url);
}

/** Whether `state` is the one this tab's sign-in made; a match is used up, so the state works once. */
export function takeSignInState(state: string | null): boolean {
  const kept = window.sessionStorage.getItem(SIGN_IN_STATE_KEY);
  if (!state || !kept || state !== kept) return false;
  window.sessionStorage.removeItem(SIGN_IN_STATE_KEY);
  return true;
}
