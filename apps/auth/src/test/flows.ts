import { expect } from 'vitest';
import type { AuthApp } from '../app.ts';

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
}

export const registration = (overrides: Partial<RegisterInput> = {}): RegisterInput => ({
  firstName: 'Mei',
  lastName: 'Chen',
  email: uniqueEmail(),
  password: DEFAULT_PASSWORD,
  country: 'CN',
  businessType: 'MA',
  ...overrides,
});

/** Sends a form the way a browser without JavaScript does. */
export function postForm(
  app: AuthApp,
  url: string,
  fields: Record<string, string | undefined>,
  extra: { cookie?: string; remoteAddress?: string } = {},
) {
  const body = new URLSearchParams(
    Object.entries(fields).filter((e): e is [string, string] => e[1] !== undefined),
  ).toString();
  return app.inject({
    method: 'POST',
    url,
    payload: body,
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      ...(extra.cookie ? { cookie: extra.cookie } : {}),
    },
    ...(extra.remoteAddress ? { remoteAddress: extra.remoteAddress } : {}),
  });
}

/** The hand-off token and continue address of a 303 to a portal's /SetID/ page. */
export function handoffOf(location: string | undefined) {
  expect(location).toBeTruthy();
  const url = new URL(String(location));
  expect(url.pathname).toBe('/SetID/');
  const token = url.searchParams.get('token');
  expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
  return { origin: url.origin, token: String(token), continue: url.searchParams.get('continue') };
}

/** The `name=value` of the SSO cookie a response set. */
export function ssoCookieOf(response: { cookies: { name: string; value: string }[] }) {
  const cookie = response.cookies.find((c) => c.name === 'b2b_sso');
  expect(cookie?.value).toBeTruthy();
  return `b2b_sso=${cookie?.value}`;
}

export function getSession(app: AuthApp, token: string, origin?: string) {
  return app.inject({
    method: 'POST',
    url: '/get-session',
    payload: { token },
    ...(origin ? { headers: { origin } } : {}),
  });
}

/** Registers through the form and redeems the hand-off: a signed-in portal session. */
export async function signUp(app: AuthApp, overrides: Partial<RegisterInput> = {}) {
  const input = registration(overrides);
  const response = await postForm(app, '/register', { ...input });
  expect(response.statusCode).toBe(303);
  const handoff = handoffOf(response.headers.location);
  const session = await getSession(app, handoff.token);
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
