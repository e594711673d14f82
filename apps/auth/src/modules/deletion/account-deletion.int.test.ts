import { createHash, randomBytes } from 'node:crypto';
import { ACCOUNT_DELETED_CHANNEL } from '@b2b/contracts';
import { eq, sql, tables } from '@b2b/db';
import { openTestDatabase } from '@b2b/db/testing';
import { afterAll, describe, expect, it } from 'vitest';
import { buildTestAuthApp, TestClock } from '../../test/build-test-auth-app.ts';
import { AUTH_ORIGIN, DEFAULT_PASSWORD, postForm, registration, signUp } from '../../test/flows.ts';

const PORTAL = 'http://localhost:3000';
const database = await openTestDatabase();
const clock = new TestClock();
const app = await buildTestAuthApp({
  database,
  clock,
  env: { LOGIN_MAX_FAILURES_PER_ACCOUNT_ADDRESS: '3' },
});
afterAll(async () => {
  await app.close();
  await database.close();
});

const { accountDeletions, accounts, sessionRevocations, loginFailures } = tables;

/** Opens a request as the portal does: a random token, only its digest stored, for 15 minutes. */
async function openRequest(userID: string, minutes = 15) {
  const token = randomBytes(32).toString('base64url');
  await database.db.insert(accountDeletions).values({
    userID,
    tokenHash: createHash('sha256').update(token).digest('base64url'),
    expiresAt: new Date(clock.now().getTime() + minutes * 60_000),
  });
  return token;
}

const page = (token: string, cookie?: string) =>
  app.inject({
    method: 'GET',
    url: `/account/delete?${new URLSearchParams({ request: token, continue: `${PORTAL}/account-deleted` })}`,
    ...(cookie ? { headers: { cookie } } : {}),
  });

const confirm = (
  token: string,
  password = DEFAULT_PASSWORD,
  extra: { cookie?: string; remoteAddress?: string; origin?: string | null } = {},
) =>
  postForm(
    app,
    '/account/delete',
    { request: token, password, continue: `${PORTAL}/account-deleted` },
    extra,
  );

const accountExists = async (id: string) =>
  (await database.db.select().from(accounts).where(eq(accounts.id, id))).length > 0;

describe('the account deletion page', () => {
  it('asks the password of an open request, then deletes the account, ends its sessions and tells the portals', async () => {
    const person = await signUp(app);
    const { userID } = person.data;
    const token = await openRequest(userID);

    const shown = await page(token, person.ssoCookie);
    expect(shown.statusCode).toBe(200);
    expect(shown.body).toContain(person.input.email);
    expect(shown.body).toContain('Delete my account');

    const heard: string[] = [];
    const unlisten = await database.listen(ACCOUNT_DELETED_CHANNEL, (payload) => heard.push(payload));
    const response = await confirm(token, DEFAULT_PASSWORD, { cookie: person.ssoCookie });
    expect(response.statusCode, response.body).toBe(303);
    expect(response.headers.location).toBe(`${PORTAL}/account-deleted`);
    expect(response.cookies.find((c) => c.name === 'b2b_sso')?.value).toBe('');

    expect(await accountExists(userID)).toBe(false);
    const [request] = await database.db
      .select()
      .from(accountDeletions)
      .where(eq(accountDeletions.userID, userID));
    expect(request?.confirmedAt).not.toBeNull();
    expect(request?.completedAt).toBeNull();
    // The portal session the sign-up made is published as revoked: its access tokens stop working at once.
    const revoked = await database.db.select().from(sessionRevocations);
    const sessionID = JSON.parse(Buffer.from(person.data.token.split('.')[1]!, 'base64url').toString())
      .sid as string;
    expect(revoked.map((r) => r.sessionID)).toContain(sessionID);
    // The refresh token went with the account.
    const refreshed = await app.inject({
      method: 'POST',
      url: '/refresh-token',
      headers: { 'x-refresh-token': person.data.refreshToken },
    });
    expect(refreshed.statusCode).toBe(401);
    await expect.poll(() => heard).toEqual([request!.id]);
    await unlisten();

    // The address registers again, as a new account.
    const again = await postForm(app, '/register', { ...registration({ email: person.input.email }) });
    expect(again.statusCode, again.body).toBe(303);
  });

  it('refuses, in the same words, a request that is unknown, used, expired or of someone signed in here', async () => {
    const person = await signUp(app);
    const other = await signUp(app);
    const third = await signUp(app);
    const used = await openRequest(person.data.userID);
    expect((await confirm(used)).statusCode).toBe(303);
    const expired = await openRequest(other.data.userID, 15);
    clock.advance(15 * 60 + 1);
    const mine = await openRequest(other.data.userID);

    const refusals = [
      await page('unknown-token'),
      await page(used),
      await page(expired),
      // A browser signed in to the account service as someone else.
      await page(mine, third.ssoCookie),
      await confirm(mine, DEFAULT_PASSWORD, { cookie: third.ssoCookie }),
      await confirm('unknown-token'),
      await confirm(used),
      await confirm(expired),
    ];
    for (const refusal of refusals) {
      expect(refusal.statusCode).toBe(404);
      expect(refusal.body).toContain('This deletion link is no longer valid. Start again from your profile.');
      expect(refusal.body).not.toContain('name="password"');
    }
    expect(await accountExists(other.data.userID)).toBe(true);
    expect((await confirm(mine)).statusCode).toBe(303);
  });

  it('refuses a wrong password and counts it as a failed sign-in, up to the throttle', async () => {
    const person = await signUp(app);
    const token = await openRequest(person.data.userID);
    const remoteAddress = '203.0.113.9';
    for (let i = 0; i < 3; i++) {
      const wrong = await confirm(token, 'Not-The-Password-1', { remoteAddress });
      expect(wrong.statusCode).toBe(400);
      expect(wrong.body).toContain('Incorrect password.');
      expect(wrong.body).toContain('name="password"');
    }
    const failures = await database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(loginFailures)
      .where(eq(loginFailures.email, person.input.email));
    expect(failures[0]?.n).toBe(3);
    // Past the limit even the right password waits.
    const limited = await confirm(token, DEFAULT_PASSWORD, { remoteAddress });
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(await accountExists(person.data.userID)).toBe(true);
    // From another address the failures of the first do not count, and the right password deletes it.
    expect((await confirm(token, DEFAULT_PASSWORD, { remoteAddress: '203.0.113.10' })).statusCode).toBe(303);
  });

  it('lets one of two concurrent confirmations win', async () => {
    const person = await signUp(app);
    const token = await openRequest(person.data.userID);
    const answers = await Promise.all([confirm(token), confirm(token), confirm(token)]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([303, 404, 404]);
  });

  it('accepts the form only from its own page', async () => {
    const person = await signUp(app);
    const token = await openRequest(person.data.userID);
    expect((await confirm(token, DEFAULT_PASSWORD, { origin: 'https://evil.example' })).statusCode).toBe(403);
    expect((await confirm(token, DEFAULT_PASSWORD, { origin: PORTAL })).statusCode).toBe(403);
    expect((await confirm(token, DEFAULT_PASSWORD, { origin: AUTH_ORIGIN })).statusCode).toBe(303);
  });
});
