import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuthApp } from '../../app.ts';
import { buildTestAuthApp } from '../../test/build-test-auth-app.ts';
import { AUTH_ORIGIN, getSession, handoffOf, postForm, registration, uniqueEmail } from '../../test/flows.ts';
import { DUPLICATE_EMAIL_MESSAGE } from '../accounts/accounts.service.ts';
import { COMMON_PASSWORD_MESSAGE, SHORT_PASSWORD_MESSAGE } from '../accounts/password-rules.ts';

const CN = 'https://cn.portal.example';
const US = 'https://us.portal.example';

let app: AuthApp;

beforeAll(async () => {
  app = await buildTestAuthApp({ env: { PORTAL_ORIGINS: `${CN},${US}` } });
});
afterAll(async () => {
  await app?.close();
});

const postJson = (body: object) =>
  app.inject({ method: 'POST', url: '/register', payload: body, headers: { origin: AUTH_ORIGIN } });

describe('GET /register', () => {
  it('renders an accessible form with the countries of the reference table and the business types', async () => {
    const response = await app.inject({
      method: 'GET',
      url: `/register?continue=${encodeURIComponent(`${US}/x`)}`,
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    const html = response.body;
    expect(html).toMatch(/^<!doctype html><html lang="en">/);
    expect(html).toContain('<h1>Create your account</h1>');
    expect(html).toContain('<form action="/register" method="post">');
    for (const name of ['firstName', 'lastName', 'email', 'password', 'country', 'businessType']) {
      expect(html).toContain(`<label for="field-${name}">`);
      expect(html).toContain(`id="field-${name}"`);
      expect(html).toContain(`name="${name}"`);
    }
    expect(html).toMatch(/autocomplete="given-name"/i);
    expect(html).toMatch(/autocomplete="new-password"/i);
    expect(html).toContain('<option value="DE">Germany</option>');
    expect(html).toContain('<option value="MA">Manufacturers</option>');
    expect(html).toContain('<option value="GO">Government</option>');
    expect(html).not.toContain('>Products</option>');
    expect(html).toContain(`<input type="hidden" name="continue" value="${US}/x"/>`);
    expect(html).toContain(`href="/login?continue=${encodeURIComponent(`${US}/x`)}"`);
    expect(html).not.toContain('<script');
    expect(html).toMatch(/<link rel="stylesheet" href="\/assets\/auth\.css\?v=[\w-]+"\/>/);
  });

  it('serves its stylesheet from its own origin, cached for good (the address changes with the content)', async () => {
    const page = await app.inject({ method: 'GET', url: '/register' });
    const href = /href="(\/assets\/auth\.css\?v=[\w-]+)"/.exec(page.body)?.[1];
    const css = await app.inject({ method: 'GET', url: String(href) });
    expect(css.statusCode).toBe(200);
    expect(css.headers['content-type']).toBe('text/css; charset=utf-8');
    expect(css.headers['cache-control']).toContain('immutable');
    expect(css.body).toContain('#0b4f8a');
    expect(String(page.headers['content-security-policy'])).toContain("script-src 'none'");
    expect(String(page.headers['content-security-policy'])).toContain("style-src 'self';");
  });
});

describe('POST /register', () => {
  it('creates the account and hands off to the continue address’s portal, with the SSO cookie', async () => {
    const response = await postJson(registration({ continue: `${US}/profile?tab=about` }));
    expect(response.statusCode).toBe(303);
    const handoff = handoffOf(response.headers.location);
    expect(handoff.origin).toBe(US);
    expect(handoff.continue).toBe(`${US}/profile?tab=about`);
    const cookie = response.cookies.find((c) => c.name === 'b2b_sso');
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(cookie?.secure).toBeFalsy();
  });

  it('works without JavaScript: the urlencoded form post answers 303 with a Location', async () => {
    const response = await postForm(app, '/register', { ...registration(), continue: `${CN}/newsfeed` });
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toMatch(
      new RegExp(
        `^${CN}/SetID/\\?token=[\\w-]{43}&state=[\\w-]{43}&continue=${encodeURIComponent(`${CN}/newsfeed`)}$`,
      ),
    );
  });

  it('normalises the email and refuses a second account for it with 409 Conflict', async () => {
    const email = uniqueEmail('Dup');
    const first = await postJson(registration({ email: `  ${email.toUpperCase()} ` }));
    expect(first.statusCode).toBe(303);
    const session = await getSession(app, handoffOf(first.headers.location));
    const claims = JSON.parse(Buffer.from(session.json().data.token.split('.')[1], 'base64url').toString());
    expect(claims.email).toBe(email.toLowerCase());

    const again = await postJson(registration({ email }));
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ success: false, name: 'Conflict', message: DUPLICATE_EMAIL_MESSAGE });

    const page = await postForm(app, '/register', { ...registration({ email: email.toLowerCase() }) });
    expect(page.statusCode).toBe(409);
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(page.body).toContain(
      `<p class="field-error" id="field-email-error">${DUPLICATE_EMAIL_MESSAGE}</p>`,
    );
    expect(page.body).toMatch(/aria-invalid="true" aria-describedby="field-email-error"/);
  });

  it('refuses a common password and a short one with readable messages', async () => {
    const common = await postJson(registration({ password: 'Password123' }));
    expect(common.statusCode).toBe(400);
    expect(common.json()).toMatchObject({
      name: 'ValidationError',
      errors: [{ path: 'password', message: COMMON_PASSWORD_MESSAGE }],
    });
    const short = await postJson(registration({ password: 'Ab1!' }));
    expect(short.statusCode).toBe(400);
    expect(short.json().errors).toEqual([{ path: 'password', message: SHORT_PASSWORD_MESSAGE }]);
  });

  it('refuses a country that is not in the reference table and a business type a person cannot have', async () => {
    const country = await postJson(registration({ country: 'ZZ' }));
    expect(country.statusCode).toBe(400);
    expect(country.json().errors).toEqual([{ path: 'country', message: 'Choose your country' }]);
    const type = await postJson(registration({ businessType: 'PR' }));
    expect(type.statusCode).toBe(400);
    expect(type.json().errors).toEqual([{ path: 'businessType', message: 'Choose your business type' }]);
  });

  it('renders the form again with the entered values, never the password, and the messages tied to their fields', async () => {
    const password = 'tiny7';
    const response = await postForm(app, '/register', {
      firstName: 'Ana',
      lastName: '',
      email: 'ana@example.test',
      password,
      country: 'BR',
      businessType: 'DI',
      continue: `${US}/profile`,
    });
    expect(response.statusCode).toBe(400);
    const html = response.body;
    expect(html).toContain('name="firstName" value="Ana"');
    expect(html).toContain('name="email" value="ana@example.test"');
    expect(html).toContain('<option value="BR" selected="">Brazil</option>');
    expect(html).toContain('<option value="DI" selected="">Distributors</option>');
    expect(html).not.toContain(password);
    expect(html).toMatch(/<input[^>]*name="password"(?![^>]*value=)[^>]*\/>/);
    expect(html).toContain('<p class="field-error" id="field-lastName-error">Enter your last name</p>');
    expect(html).toContain('aria-describedby="field-password-error field-password-hint"');
    expect(html).toContain(`<p class="field-error" id="field-password-error">${SHORT_PASSWORD_MESSAGE}</p>`);
    expect(html).toContain(`<input type="hidden" name="continue" value="${US}/profile"/>`);
  });

  it('refuses a form posted from a foreign site', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/register',
      payload: new URLSearchParams({ ...registration() }).toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'https://evil.example' },
    });
    expect(response.statusCode).toBe(403);
  });
});
