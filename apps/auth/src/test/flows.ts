import { expect } from 'vitest';
import type { AuthApp } from '../app.ts';
import { randomToken } from '../lib/secrets.ts';

/** The origin of the account service under test (AUTH_URL's default), which its own forms post from. */
export const AUTH_ORIGIN = 'http://localhost:3001';

/** A sign-in's state, as a portal makes one before it sends the browser to the account pages. */
export const newState = () => randomToken();

export const DEFAULT_PASSWORD = 'Sturdy-Gearbox-42';

let counter = 0;
/** A unique email per call, so tests in one file do not meet each other's accounts. */
export const uniqueEmail = (label = 'person') => `${label}.${Date.now()}.${++counter}@example.test`;

export interface RegisterInput {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
  country: string;
  businessType: string;
  continue?: string;
  state?: string | undefined;
}

export const registration = (overrides: Partial<RegisterInput> = {}): RegisterInput => ({
  firstName: 'Mei',
  lastName: 'Chen',
  email: uniqueEmail(),
  password: DEFAULT_PASSWORD,
  country: 'CN',
  businessType: 'MA',
  state: newState(),
  ...overrides,
});

/**
 * Sends a form the way a browser without JavaScript does, from the service's own page (Origin) with the state the portal
 * gave the sign-in, unless the fields name one; `origin: null` sends no Origin at all.
 */
export function postForm(
  app: AuthApp,
  url: string,
  fields: Record<string, string | undefined>,
  extra: { cookie?: string; remoteAddress?: string; origin?: string | null } = {},
) {
  const origin = extra.origin === undefined ? AUTH_ORIGIN : extra.origin;
  const body = new URLSearchParams(
    Object.entries({ state: newState(), ...fields }).filter((e): e is [string, string] => e[1] !== undefined),
  ).toString();
  return app.inject({
    method: 'POST',
    url,
    payload: body,
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      ...(origin ? { origin } : {}),
      ...(extra.cookie ? { cookie: extra.cookie } : {}),
    },
    ...(extra.remoteAddress ? { remoteAddress: extra.remoteAddress } : {}),
  });
}

/** The hand-off token, state and continue address of a 303 to a portal's /SetID/ page. */
export function handoffOf(location: string | undefined) {
  expect(location).toBeTruthy();
  const url = new URL(String(location));
  expect(url.pathname).toBe('/SetID/');
  const token = url.searchParams.get('token');
  expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
  return {
    origin: url.origin,
    token: String(token),
    state: url.searchParams.get('state') ?? undefined,
    continue: url.searchParams.get('continue'),
  };
}

/** The `name=value` of the SSO cookie a response set. */
export function ssoCookieOf(response: { cookies: { name: string; value: string }[] }) {
  const cookie = response.cookies.find((c) => c.name === 'b2b_sso');
  expect(cookie?.value).toBeTruthy();
  return `b2b_sso=${cookie?.value}`;
}

/** Redeems a hand-off with the state it came back with (or the one given). */
export function getSession(
  app: AuthApp,
  handoff: { token: string; state?: string | undefined },
  origin?: string,
) {
  return app.inject({
    method: 'POST',
    url: '/get-session',
    payload: { token: handoff.token, state: handoff.state },
    ...(origin ? { headers: { origin } } : {}),
  });
}

/** Registers through the form and redeems the hand-off: a signed-in portal session. */
export async function signUp(app: AuthApp, overrides: Partial<RegisterInput> = {}) {
  const input = registration(overrides);
  const response = await postForm(app, '/register', { ...input });
  expect(response.statusCode).toBe(303);
  const handoff = handoffOf(response.headers.location);
  const session = await getSession(app, handoff);
  expect(session.statusCode).toBe(200);
  const data = session.json().data as {
    token: string;
    tokenExpire: number;
    refreshToken: string;
    refreshTokenExpire: number;
    userID: string;
  };
  return { input, data, ssoCookie: ssoCookieOf(response) };
}
