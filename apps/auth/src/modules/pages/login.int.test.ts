import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuthApp } from '../../app.ts';
import { buildTestAuthApp, TestClock } from '../../test/build-test-auth-app.ts';
import {
  AUTH_ORIGIN,
  DEFAULT_PASSWORD,
  getSession,
  newState,
  handoffOf,
  postForm,
  signUp,
  ssoCookieOf,
  registration,
  uniqueEmail,
} from '../../test/flows.ts';
import { BAD_CREDENTIALS_MESSAGE } from '../accounts/accounts.service.ts';

const CN = 'https://cn.portal.example';
const US = 'https://us.portal.example';
const WINDOW = 900;
/** The load balancer in front of the service: the only peer whose X-Forwarded-For is believed. */
const PROXY = '10.255.0.1';

let app: AuthApp;
const clock = new TestClock();
let address = 0;
/** Each test signs in from its own address, so the per-address limit only sees what the test means it to. */
const nextAddress = () => `10.0.0.${++address}`;

beforeAll(async () => {
  app = await buildTestAuthApp({
    clock,
    env: {
      PORTAL_ORIGINS: `${CN},${US}`,
      LOGIN_MAX_FAILURES_PER_ACCOUNT_ADDRESS: '5',
      LOGIN_MAX_FAILURES_PER_ADDRESS: '8',
      LOGIN_FAILURE_WINDOW_SECONDS: String(WINDOW),
      TRUST_PROXY: PROXY,
    },
  });
});
afterAll(async () => {
  await app?.close();
});

const loginJson = (email: string, password: string, remoteAddress: string, extra: object = {}) =>
  app.inject({
    method: 'POST',
    url: '/login',
    payload: { email, password, ...extra },
    remoteAddress,
    headers: { origin: AUTH_ORIGIN },
  });

describe('GET /login', () => {
  it('renders the sign-in form with continue carried in the form and the link to registration', async () => {
    const next = `${US}/newsfeed`;
    const response = await app.inject({ method: 'GET', url: `/login?continue=${encodeURIComponent(next)}` });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<h1>Sign in</h1>');
    expect(response.body).toContain('<form action="/login" method="post">');
    expect(response.body).toMatch(/<label for="field-email">Email<\/label><input id="field-email"/);
    expect(response.body).toMatch(/autocomplete="current-password"/i);
    expect(response.body).toContain(`<input type="hidden" name="continue" value="${next}"/>`);
    expect(response.body).toContain(`href="/register?continue=${encodeURIComponent(next)}"`);
  });

  it('carries the portal’s state in the form and the link to registration, and lets the form post name this origin', async () => {
    const state = newState();
    const next = `${US}/newsfeed`;
    const response = await app.inject({
      method: 'GET',
      url: `/login?continue=${encodeURIComponent(next)}&state=${state}`,
    });
    expect(response.body).toContain(`<input type="hidden" name="state" value="${state}"/>`);
    expect(response.body).toContain(
      `href="/register?continue=${encodeURIComponent(next)}&amp;state=${state}"`,
    );
    expect(response.headers['referrer-policy']).toBe('same-origin');
    const register = await app.inject({
      method: 'GET',
      url: `/register?continue=${encodeURIComponent(next)}&state=${state}`,
    });
    expect(register.body).toContain(`<input type="hidden" name="state" value="${state}"/>`);
    expect(register.body).toContain(`href="/login?continue=${encodeURIComponent(next)}&amp;state=${state}"`);
  });

  it.each([
    ['a foreign origin', 'https://evil.example/steal'],
    ['a scheme-relative address', '//evil.example'],
    ['javascript:', 'javascript:alert(1)'],
    ['malformed text', 'http://['],
  ])('replaces %s in continue by the portal root', async (_label, raw) => {
    const response = await app.inject({ method: 'GET', url: `/login?continue=${encodeURIComponent(raw)}` });
    expect(response.body).toContain(`<input type="hidden" name="continue" value="${CN}/"/>`);
    expect(response.body).not.toContain('evil.example');
    expect(response.body).not.toContain('javascript:');
  });
});

describe('POST /login', () => {
  it('signs in and hands off to the portal of continue, a configured sister portal included', async () => {
    const { input } = await signUp(app);
    const response = await postForm(
      app,
      '/login',
      { email: input.email.toUpperCase(), password: input.password, continue: `${US}/profile` },
      { remoteAddress: nextAddress() },
    );
    expect(response.statusCode).toBe(303);
    const handoff = handoffOf(response.headers.location);
    expect(handoff).toMatchObject({ origin: US, continue: `${US}/profile` });
    ssoCookieOf(response);
  });

  it.each([
    ['a foreign origin', 'https://evil.example/'],
    ['a scheme-relative address', '//evil.example'],
    ['javascript:', 'javascript:alert(1)'],
    ['malformed text', '::not a url::'],
  ])('sends the browser to the portal root when continue is %s', async (_label, raw) => {
    const { input } = await signUp(app);
    const response = await postForm(
      app,
      '/login',
      { email: input.email, password: input.password, continue: raw },
      { remoteAddress: nextAddress() },
    );
    expect(response.statusCode).toBe(303);
    expect(handoffOf(response.headers.location)).toMatchObject({ origin: CN, continue: `${CN}/` });
  });

  it('answers a wrong password and an unknown email identically, as JSON and as the page', async () => {
    const { input } = await signUp(app);
    const from = nextAddress();
    const wrong = await loginJson(input.email, 'not-the-password', from);
    const unknown = await loginJson(uniqueEmail('nobody'), 'not-the-password', from);
    expect(wrong.statusCode).toBe(400);
    expect(unknown.statusCode).toBe(400);
    expect(wrong.json()).toEqual({
      success: false,
      name: 'ValidationError',
      message: BAD_CREDENTIALS_MESSAGE,
      errors: [],
    });
    expect(unknown.json()).toEqual(wrong.json());

    const wrongPage = await postForm(
      app,
      '/login',
      { email: input.email, password: 'not-the-password' },
      { remoteAddress: from },
    );
    const unknownPage = await postForm(
      app,
      '/login',
      { email: 'nobody@example.test', password: 'not-the-password' },
      { remoteAddress: from },
    );
    expect(wrongPage.statusCode).toBe(400);
    expect(unknownPage.statusCode).toBe(400);
    const alert = `<div class="alert" role="alert">${BAD_CREDENTIALS_MESSAGE}</div>`;
    expect(wrongPage.body).toContain(alert);
    expect(unknownPage.body).toContain(alert);
    expect(wrongPage.body).toContain(`value="${input.email}"`);
    expect(wrongPage.body).not.toContain('not-the-password');
  });

  it('shows the form again with messages for empty fields', async () => {
    const response = await postForm(
      app,
      '/login',
      { email: '', password: '' },
      { remoteAddress: nextAddress() },
    );
    expect(response.statusCode).toBe(400);
    expect(response.body).toContain(
      '<p class="field-error" id="field-email-error">Enter a valid email address</p>',
    );
    expect(response.body).toContain(
      '<p class="field-error" id="field-password-error">Enter your password</p>',
    );
  });

  it('slows repeated failures down: nothing for two, then doubling from 250 ms', async () => {
    const { input } = await signUp(app);
    const from = nextAddress();
    const before = clock.sleeps.length;
    for (let i = 0; i < 5; i++) await loginJson(input.email, `wrong-${i}`, from);
    expect(clock.sleeps.slice(before)).toEqual([0, 0, 250, 500, 1000]);
  });

  it('clears an account’s failures when it signs in', async () => {
    const { input } = await signUp(app);
    const from = nextAddress();
    for (let i = 0; i < 4; i++) await loginJson(input.email, `wrong-${i}`, from);
    expect((await loginJson(input.email, input.password, from)).statusCode).toBe(303);
    const before = clock.sleeps.length;
    await loginJson(input.email, 'wrong-again', from);
    expect(clock.sleeps.slice(before)).toEqual([0]);
  });

  it('answers 429 with Retry-After after the configured failures of one account from one address, even with the right password', async () => {
    const { input } = await signUp(app);
    const from = nextAddress();
    for (let i = 0; i < 5; i++) await loginJson(input.email, `wrong-${i}`, from);
    const limited = await loginJson(input.email, input.password, from);
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({ success: false, name: 'RateLimited' });
    const retryAfter = Number(limited.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(WINDOW - 30);
    expect(retryAfter).toBeLessThanOrEqual(WINDOW);

    const page = await postForm(
      app,
      '/login',
      { email: input.email, password: input.password },
      { remoteAddress: from },
    );
    expect(page.statusCode).toBe(429);
    expect(page.headers['retry-after']).toBeDefined();
    expect(page.body).toContain(
      'role="alert">Too many failed sign-in attempts. Please try again in 15 minutes.',
    );

    clock.advance(retryAfter + 1);
    expect((await loginJson(input.email, input.password, from)).statusCode).toBe(303);
  });

  it('does not lock the owner out with someone else’s failures: another address signs in with the right password', async () => {
    const { input } = await signUp(app);
    const attacker = nextAddress();
    for (let i = 0; i < 5; i++) await loginJson(input.email, `wrong-${i}`, attacker);
    expect((await loginJson(input.email, input.password, attacker)).statusCode).toBe(429);
    expect((await loginJson(input.email, input.password, nextAddress())).statusCode).toBe(303);
  });

  it('checks at most 5 of 30 concurrent guesses at one account: each attempt is reserved before its check', async () => {
    const { input } = await signUp(app);
    const from = nextAddress();
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, i) => loginJson(input.email, `guess-${i}`, from)),
    );
    const statuses = answers.map((a) => a.statusCode);
    // A 400 is a checked password; every other guess was refused before its check.
    expect(statuses.filter((s) => s === 400)).toHaveLength(5);
    expect(statuses.filter((s) => s === 429)).toHaveLength(25);
  });

  it('counts a client by its own address behind the proxy, whatever X-Forwarded-For it forges', async () => {
    const { input } = await signUp(app);
    const client = nextAddress();
    const forging = (i: number) =>
      app.inject({
        method: 'POST',
        url: '/login',
        payload: { email: input.email, password: `wrong-${i}` },
        remoteAddress: client,
        headers: { origin: AUTH_ORIGIN, 'x-forwarded-for': `198.51.100.${i}` },
      });
    const statuses = [];
    for (let i = 0; i < 6; i++) statuses.push((await forging(i)).statusCode);
    expect(statuses).toEqual([400, 400, 400, 400, 400, 429]);

    // Through the proxy, the address it names is the client's.
    const viaProxy = (forwardedFor: string) =>
      app.inject({
        method: 'POST',
        url: '/login',
        payload: { email: input.email, password: input.password },
        remoteAddress: PROXY,
        headers: { origin: AUTH_ORIGIN, 'x-forwarded-for': forwardedFor },
      });
    expect((await viaProxy(client)).statusCode).toBe(429);
    expect((await viaProxy(`${client}, ${nextAddress()}`)).statusCode).toBe(303);
  });

  it.each([
    ['no Origin', null],
    ['Origin: null', 'null'],
    ['a foreign Origin', 'https://evil.example'],
  ])('refuses a sign-in form with %s (login CSRF), and starts no session', async (_label, origin) => {
    const { input } = await signUp(app);
    for (const url of ['/login', '/register']) {
      const fields =
        url === '/login' ? { email: input.email, password: input.password } : { ...registration() };
      const response = await postForm(app, url, fields, { origin, remoteAddress: nextAddress() });
      expect(response.statusCode).toBe(403);
      expect(response.headers.location).toBeUndefined();
      expect(response.cookies).toEqual([]);
    }
  });

  it('answers 429 after the configured failures from one address, whatever the emails', async () => {
    const from = nextAddress();
    for (let i = 0; i < 8; i++) await loginJson(uniqueEmail('spray'), 'Guess-1234', from);
    const { input } = await signUp(app);
    const limited = await loginJson(input.email, input.password, from);
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect((await loginJson(input.email, input.password, nextAddress())).statusCode).toBe(303);
  });
});

describe('single sign-on', () => {
  it('hands a signed-in browser to a second portal at once, with a new hand-off for that portal', async () => {
    const { input } = await signUp(app);
    const login = await postForm(
      app,
      '/login',
      { email: input.email, password: DEFAULT_PASSWORD, continue: `${CN}/` },
      { remoteAddress: nextAddress() },
    );
    const cookie = ssoCookieOf(login);
    const first = handoffOf(login.headers.location);

    const state = newState();
    const again = await app.inject({
      method: 'GET',
      url: `/login?continue=${encodeURIComponent(`${US}/my-business`)}&state=${state}`,
      headers: { cookie },
    });
    expect(again.statusCode).toBe(303);
    const second = handoffOf(again.headers.location);
    expect(second).toMatchObject({ origin: US, state, continue: `${US}/my-business` });
    expect(second.token).not.toBe(first.token);
    expect(again.cookies).toEqual([]);

    const session = await getSession(app, second, US);
    expect(session.statusCode).toBe(200);
    expect(session.json().data.userID).toBe((await getSession(app, first, CN)).json().data.userID);
  });

  it('ends the SSO session of the cookie a new sign-in replaces', async () => {
    const first = await signUp(app);
    const second = await signUp(app);
    const login = await postForm(
      app,
      '/login',
      { email: second.input.email, password: DEFAULT_PASSWORD },
      { cookie: first.ssoCookie, remoteAddress: nextAddress() },
    );
    expect(login.statusCode).toBe(303);
    expect(ssoCookieOf(login)).not.toBe(first.ssoCookie);
    const old = await app.inject({ method: 'GET', url: '/login', headers: { cookie: first.ssoCookie } });
    expect(old.statusCode).toBe(200);
  });

  it('shows the form when the cookie is unknown', async () => {
    const response = await app.inject({
      method: 'GET',
      url: '/login',
      headers: { cookie: 'b2b_sso=made-up-value' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<h1>Sign in</h1>');
  });
});
