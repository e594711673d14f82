import { desc, eq, sql, tables } from '@b2b/db';
import { openTestDatabase, type TestDatabase } from '@b2b/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuthApp } from '../../app.ts';
import { buildTestAuthApp, TestClock } from '../../test/build-test-auth-app.ts';
import {
  AUTH_ORIGIN,
  DEFAULT_PASSWORD,
  getSession,
  handoffOf,
  postForm,
  registration,
  signUp,
  ssoCookieOf,
  uniqueEmail,
} from '../../test/flows.ts';

const PORTAL = 'http://localhost:3000';
const NEW_PASSWORD = 'Quiet-Lathe-Harbor-77';
const REFUSAL = '<h1>This link does not work</h1>';

let app: AuthApp;
let database: TestDatabase;
const clock = new TestClock();

beforeAll(async () => {
  database = await openTestDatabase();
  app = await buildTestAuthApp({ database, clock });
});
afterAll(async () => {
  await app?.close();
  await database?.close();
});

/** The mails queued to `to`, newest first. */
const mailsTo = (to: string) =>
  database.db
    .select()
    .from(tables.emailOutbox)
    .where(eq(tables.emailOutbox.toAddress, to))
    .orderBy(desc(tables.emailOutbox.createdAt));

/** The link of the newest mail of `template` to `to`, as a path of the account service. */
async function linkTo(to: string, template: string) {
  const mail = (await mailsTo(to)).find((row) => row.template === template);
  expect(mail, `a ${template} mail to ${to}`).toBeTruthy();
  const url = new URL(String(mail?.data.url));
  expect(url.origin).toBe(AUTH_ORIGIN);
  return { path: `${url.pathname}${url.search}`, token: String(url.searchParams.get('token')), mail };
}

const claimsOf = (token: string) =>
  JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString()) as {
    email: string;
    email_verified: boolean;
  };

const refresh = (refreshToken: string) =>
  app.inject({ method: 'POST', url: '/refresh-token', headers: { 'x-refresh-token': refreshToken } });

const get = (url: string, cookie?: string) =>
  app.inject({ method: 'GET', url, ...(cookie ? { headers: { cookie } } : {}) });

async function revocationsOf(accountEmail: string) {
  const rows = (await database.db.execute(sql`
    SELECT count(*)::int AS n FROM session_revocations r
    JOIN auth.sessions s ON s.id = r.session_id JOIN auth.accounts a ON a.id = s.account_id
    WHERE a.email = ${accountEmail}`)) as unknown as { rows: { n: number }[] };
  return rows.rows[0]?.n ?? 0;
}

describe('verifying the address', () => {
  it('mails a link at registration, in the page’s language; opening it verifies the account, once', async () => {
    const input = registration({ continue: `${PORTAL}/es/newsfeed` });
    const registered = await postForm(app, '/register?lang=es', { ...input });
    const handoff = new URL(String(registered.headers.location));
    const data = (
      await getSession(app, {
        token: String(handoff.searchParams.get('token')),
        state: handoff.searchParams.get('state') ?? undefined,
      })
    ).json().data;
    expect(claimsOf(data.token).email_verified).toBe(false);
    const { path, mail } = await linkTo(input.email, 'account.verify-email');
    expect(mail?.language).toBe('es');
    expect(path).toMatch(/^\/verify-email\?token=[A-Za-z0-9_-]{43}&lang=es$/);
    expect(mail?.data.firstName).toBe('Mei');

    const opened = await get(path);
    expect(opened.statusCode, opened.body).toBe(200);
    expect(opened.body).toContain('Su dirección de correo está confirmada');
    // On to the portal, which starts a sign-in of its own: the SSO cookie gives it a fresh token.
    expect(opened.body).toContain(
      `${PORTAL}/es/SetID/?sign-in=1&amp;continue=${encodeURIComponent(`${PORTAL}/es/newsfeed`)}`,
    );

    const renewed = await refresh(data.refreshToken);
    expect(claimsOf(renewed.json().data.token).email_verified).toBe(true);

    const again = await get(path);
    expect(again.statusCode).toBe(400);
    expect(again.body).toContain('Este enlace no funciona');
  });

  it('refuses an expired link, and a token of another purpose, with the same page', async () => {
    const { input } = await signUp(app);
    const { path, token } = await linkTo(input.email, 'account.verify-email');
    const asReset = await get(`/reset-password?token=${token}`);
    expect(asReset.statusCode).toBe(400);
    expect(asReset.body).toContain(REFUSAL);
    const unknown = await get(`/verify-email?token=${'x'.repeat(43)}`);
    expect(unknown.statusCode).toBe(400);
    clock.advance(24 * 60 * 60 + 1);
    const expired = await get(path);
    expect(expired.statusCode).toBe(400);
    // The same page whatever the reason.
    expect(expired.body).toBe(unknown.body);
    expect(asReset.body).toBe(unknown.body);
  });

  it('lets exactly one of two concurrent uses of a link through', async () => {
    const { input } = await signUp(app);
    const { path } = await linkTo(input.email, 'account.verify-email');
    const answers = await Promise.all([get(path), get(path), get(path)]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 400, 400]);
  });

  it('mails the link again for the signed-in person, at most 3 times an hour, then 429 with Retry-After', async () => {
    const { input, data } = await signUp(app);
    const resend = (token?: string) =>
      app.inject({
        method: 'POST',
        url: '/verify-email/resend',
        headers: { origin: PORTAL, ...(token ? { authorization: `Bearer ${token}` } : {}) },
      });
    expect((await resend()).statusCode).toBe(401);
    for (let i = 0; i < 3; i++) expect((await resend(data.token)).json()).toEqual({ success: true });
    const limited = await resend(data.token);
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(3500);
    expect((await mailsTo(input.email)).filter((m) => m.template === 'account.verify-email')).toHaveLength(4);
    // Every link works: the newest one verifies.
    const { path } = await linkTo(input.email, 'account.verify-email');
    expect((await get(path)).statusCode).toBe(200);
    // Verified: nothing to send.
    expect((await resend(data.token)).json()).toEqual({ success: true });
    expect((await mailsTo(input.email)).filter((m) => m.template === 'account.verify-email')).toHaveLength(4);
  });
});

describe('forgotten passwords', () => {
  it('links the login page to the form', async () => {
    const login = await get(`/login?continue=${encodeURIComponent(`${PORTAL}/it/`)}&lang=it`);
    expect(login.body).toContain('Password dimenticata?');
    expect(login.body).toContain(
      `/forgot-password?continue=${encodeURIComponent(`${PORTAL}/it/`)}&amp;lang=it`,
    );
    const form = await get('/forgot-password?lang=it');
    expect(form.statusCode).toBe(200);
    expect(form.body).toContain('<h1>Reimposta la password</h1>');
  });

  it('answers the same whether or not the email has an account, and mails only a known one', async () => {
    const { input } = await signUp(app);
    const stranger = uniqueEmail('stranger');
    const known = await postForm(
      app,
      '/forgot-password',
      { email: input.email },
      { remoteAddress: '10.1.0.1' },
    );
    const unknown = await postForm(
      app,
      '/forgot-password',
      { email: stranger },
      { remoteAddress: '10.1.0.1' },
    );
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    expect(known.body).toBe(unknown.body);
    expect(await mailsTo(stranger)).toHaveLength(0);
    const { mail } = await linkTo(input.email, 'account.reset-password');
    expect(mail?.template).toBe('account.reset-password');
  });

  it('limits requests per email, known or not, and per address, with 429 and Retry-After', async () => {
    const { input } = await signUp(app);
    for (const email of [input.email, uniqueEmail('nobody')]) {
      for (let i = 0; i < 3; i++) {
        expect(
          (await postForm(app, '/forgot-password', { email }, { remoteAddress: `10.2.0.${i}` })).statusCode,
        ).toBe(200);
      }
      const limited = await postForm(app, '/forgot-password', { email }, { remoteAddress: '10.2.0.9' });
      expect(limited.statusCode).toBe(429);
      expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
      expect(limited.body).toContain('Too many requests');
    }
    for (let i = 0; i < 10; i++) {
      await postForm(app, '/forgot-password', { email: uniqueEmail('spray') }, { remoteAddress: '10.3.0.1' });
    }
    const sprayed = await postForm(
      app,
      '/forgot-password',
      { email: uniqueEmail('spray') },
      { remoteAddress: '10.3.0.1' },
    );
    expect(sprayed.statusCode).toBe(429);
    expect(sprayed.headers['retry-after']).toBeTruthy();
  });

  it('does not reset the login throttle’s counters', async () => {
    const { input } = await signUp(app);
    const remoteAddress = '10.4.0.1';
    for (let i = 0; i < 5; i++) {
      await postForm(app, '/login', { email: input.email, password: 'wrong-password' }, { remoteAddress });
    }
    await postForm(app, '/forgot-password', { email: input.email }, { remoteAddress });
    const login = await postForm(
      app,
      '/login',
      { email: input.email, password: DEFAULT_PASSWORD },
      { remoteAddress },
    );
    expect(login.statusCode).toBe(429);
  });

  it('sets the new password, ends every session, signs this browser in, and works once', async () => {
    const { input, data } = await signUp(app, { continue: `${PORTAL}/newsfeed` });
    const other = await postForm(app, '/login', { email: input.email, password: DEFAULT_PASSWORD });
    const otherSession = (await getSession(app, handoffOf(other.headers.location))).json().data;
    await postForm(app, '/forgot-password', { email: input.email, continue: `${PORTAL}/newsfeed` });
    const { path, token } = await linkTo(input.email, 'account.reset-password');

    const form = await get(path);
    expect(form.statusCode).toBe(200);
    expect(form.body).toContain('<h1>Choose a new password</h1>');

    const weak = await postForm(app, '/reset-password', { token, password: 'short' });
    expect(weak.statusCode).toBe(400);
    expect(weak.body).toContain('Use at least 8 characters');

    const saved = await postForm(app, '/reset-password', { token, password: NEW_PASSWORD });
    expect(saved.statusCode, saved.body).toBe(303);
    expect(saved.headers.location).toBe(
      `${PORTAL}/SetID/?sign-in=1&continue=${encodeURIComponent(`${PORTAL}/newsfeed`)}`,
    );
    const cookie = ssoCookieOf(saved);
    // This browser is signed in: the portal's sign-in hands off at once.
    const handedOff = await get(`/login?continue=${encodeURIComponent(`${PORTAL}/newsfeed`)}`, cookie);
    expect(handedOff.statusCode).toBe(303);
    expect(handoffOf(handedOff.headers.location).origin).toBe(PORTAL);

    for (const session of [data, otherSession])
      expect((await refresh(session.refreshToken)).statusCode).toBe(401);
    expect(await revocationsOf(input.email)).toBe(2);

    expect(
      (await postForm(app, '/login', { email: input.email, password: DEFAULT_PASSWORD })).statusCode,
    ).toBe(400);
    expect((await postForm(app, '/login', { email: input.email, password: NEW_PASSWORD })).statusCode).toBe(
      303,
    );
    const replayed = await postForm(app, '/reset-password', { token, password: 'Another-Sturdy-Pass-9' });
    expect(replayed.statusCode).toBe(400);
    expect(replayed.body).toContain(REFUSAL);
  });

  it('lets one of two concurrent resets through and expires after an hour', async () => {
    const { input } = await signUp(app);
    await postForm(app, '/forgot-password', { email: input.email });
    const { token } = await linkTo(input.email, 'account.reset-password');
    const both = await Promise.all([
      postForm(app, '/reset-password', { token, password: NEW_PASSWORD }),
      postForm(app, '/reset-password', { token, password: 'Another-Sturdy-Pass-9' }),
    ]);
    expect(both.map((r) => r.statusCode).sort()).toEqual([303, 400]);

    await postForm(app, '/forgot-password', { email: input.email });
    const second = await linkTo(input.email, 'account.reset-password');
    clock.advance(60 * 60 + 1);
    expect((await get(second.path)).statusCode).toBe(400);
    expect(
      (await postForm(app, '/reset-password', { token: second.token, password: NEW_PASSWORD })).statusCode,
    ).toBe(400);
  });
});

describe('changing the password', () => {
  it('needs the SSO cookie and the current password, and ends every other session', async () => {
    const { input, data, ssoCookie } = await signUp(app);
    const other = await postForm(app, '/login', { email: input.email, password: DEFAULT_PASSWORD });
    const otherSession = (await getSession(app, handoffOf(other.headers.location))).json().data;

    expect((await get('/account/password')).statusCode).toBe(401);
    const form = await get('/account/password', ssoCookie);
    expect(form.statusCode).toBe(200);
    expect(form.body).toContain('<h1>Change your password</h1>');

    const wrong = await postForm(
      app,
      '/account/password',
      { currentPassword: 'not-my-password', password: NEW_PASSWORD },
      { cookie: ssoCookie },
    );
    expect(wrong.statusCode).toBe(400);
    expect(wrong.body).toContain('The current password is not correct.');
    const foreign = await postForm(
      app,
      '/account/password',
      { currentPassword: DEFAULT_PASSWORD, password: NEW_PASSWORD },
      { cookie: ssoCookie, origin: 'https://evil.example' },
    );
    expect(foreign.statusCode).toBe(403);

    const changed = await postForm(
      app,
      '/account/password',
      { currentPassword: DEFAULT_PASSWORD, password: NEW_PASSWORD },
      { cookie: ssoCookie },
    );
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.body).toContain('Your password was changed');
    // This browser's session stays; the other one ends, and the APIs learn it.
    expect((await refresh(data.refreshToken)).statusCode).toBe(200);
    expect((await refresh(otherSession.refreshToken)).statusCode).toBe(401);
    expect(await revocationsOf(input.email)).toBe(1);
    expect((await postForm(app, '/login', { email: input.email, password: NEW_PASSWORD })).statusCode).toBe(
      303,
    );
  });
});

describe('changing the email', () => {
  it('confirms by a link to the new address, tells the old one, and the undo link brings it back', async () => {
    const { input, data, ssoCookie } = await signUp(app);
    const newEmail = uniqueEmail('moved');
    const form = await get('/account/email', ssoCookie);
    expect(form.body).toContain(input.email);

    const taken = (await signUp(app)).input.email;
    const refused = await postForm(
      app,
      '/account/email',
      { email: taken, currentPassword: DEFAULT_PASSWORD },
      { cookie: ssoCookie },
    );
    expect(refused.statusCode).toBe(400);
    const asked = await postForm(
      app,
      '/account/email',
      { email: newEmail, currentPassword: DEFAULT_PASSWORD },
      { cookie: ssoCookie },
    );
    expect(asked.statusCode, asked.body).toBe(200);
    const confirm = await linkTo(newEmail, 'account.confirm-email-change');
    // Opening the link only asks; the button changes the address.
    const page = await get(confirm.path);
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain(newEmail);
    expect((await postForm(app, '/login', { email: newEmail, password: DEFAULT_PASSWORD })).statusCode).toBe(
      400,
    );

    const confirmed = await postForm(app, '/confirm-email', { token: confirm.token });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.body).toContain('Your email address was changed');
    const renewed = await refresh(data.refreshToken);
    expect(claimsOf(renewed.json().data.token)).toMatchObject({ email: newEmail, email_verified: true });
    expect((await postForm(app, '/confirm-email', { token: confirm.token })).statusCode).toBe(400);

    const undo = await linkTo(input.email, 'account.email-changed');
    expect(undo.mail?.data.newEmail).toBe(newEmail);
    expect((await get(undo.path)).body).toContain(input.email);
    const undone = await postForm(app, '/undo-email-change', { token: undo.token });
    expect(undone.statusCode, undone.body).toBe(200);
    expect((await refresh(renewed.json().data.refreshToken)).statusCode).toBe(401);
    expect(
      (await postForm(app, '/login', { email: input.email, password: DEFAULT_PASSWORD })).statusCode,
    ).toBe(303);
    expect((await postForm(app, '/undo-email-change', { token: undo.token })).statusCode).toBe(400);
  });

  it('refuses the undo link after 7 days', async () => {
    const { ssoCookie, input } = await signUp(app);
    const newEmail = uniqueEmail('later');
    await postForm(
      app,
      '/account/email',
      { email: newEmail, currentPassword: DEFAULT_PASSWORD },
      { cookie: ssoCookie },
    );
    const confirm = await linkTo(newEmail, 'account.confirm-email-change');
    expect((await postForm(app, '/confirm-email', { token: confirm.token })).statusCode).toBe(200);
    const undo = await linkTo(input.email, 'account.email-changed');
    clock.advance(7 * 24 * 60 * 60 + 1);
    expect((await postForm(app, '/undo-email-change', { token: undo.token })).statusCode).toBe(400);
  });
});
