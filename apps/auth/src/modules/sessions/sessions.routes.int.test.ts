import { ACCESS_TOKEN_AUDIENCE, HANDOFF_TTL_SECONDS } from '@b2b/contracts';
import { eq, tables, type DatabaseHandle } from '@b2b/db';
import { openTestDatabase } from '@b2b/db/testing';
import { createLocalJWKSet, jwtVerify, type JSONWebKeySet } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuthApp } from '../../app.ts';
import { epochSeconds } from '../../lib/clock.ts';
import { buildTestAuthApp, TestClock } from '../../test/build-test-auth-app.ts';
import { getSession, handoffOf, newState, postForm, registration, signUp } from '../../test/flows.ts';
import { HANDOFF_EXPIRED_MESSAGE, SESSION_ENDED_MESSAGE } from './sessions.service.ts';

const CN = 'https://cn.portal.example';
const US = 'https://us.portal.example';
const DAY = 24 * 60 * 60;

let database: DatabaseHandle;
let app: AuthApp;
let jwks: JSONWebKeySet;
const clock = new TestClock();

beforeAll(async () => {
  database = await openTestDatabase();
  app = await buildTestAuthApp({ database, clock, env: { PORTAL_ORIGINS: `${CN},${US}` } });
  jwks = (await app.inject({ method: 'GET', url: '/.well-known/jwks.json' })).json();
});
afterAll(async () => {
  await app?.close();
  await database?.close();
});

const refresh = (refreshToken?: string) =>
  app.inject({
    method: 'POST',
    url: '/refresh-token',
    ...(refreshToken ? { headers: { 'x-refresh-token': refreshToken } } : {}),
  });

const sessionError = (message: string) => ({ success: false, name: 'SessionError', message });

async function freshHandoff(continueUrl = `${CN}/`) {
  const response = await postForm(app, '/register', { ...registration(), continue: continueUrl });
  return handoffOf(response.headers.location);
}

async function revocationOf(sessionID: string) {
  const [row] = await database.db
    .select()
    .from(tables.sessionRevocations)
    .where(eq(tables.sessionRevocations.sessionID, sessionID));
  return row;
}

describe('POST /get-session', () => {
  it('answers the token pair with expiries in epoch seconds and a JWT that verifies with the JWKS', async () => {
    const { input, data } = await signUp(app, {
      firstName: 'Lukas',
      lastName: 'Meyer',
      country: 'DE',
      businessType: 'DI',
    });
    const now = epochSeconds(clock.now());
    expect(Object.keys(data).sort()).toEqual([
      'refreshToken',
      'refreshTokenExpire',
      'token',
      'tokenExpire',
      'userID',
    ]);
    expect(data.tokenExpire).toBe(now + 900);
    expect(data.refreshTokenExpire).toBe(now + 30 * DAY);
    expect(data.refreshToken).toMatch(/^[\w-]{43}$/);

    const { payload, protectedHeader } = await jwtVerify(data.token, createLocalJWKSet(jwks), {
      issuer: 'http://localhost:3001',
      audience: ACCESS_TOKEN_AUDIENCE,
      algorithms: ['EdDSA'],
      currentDate: clock.now(),
    });
    expect(protectedHeader.kid).toBe(jwks.keys[0]?.kid);
    expect(payload).toMatchObject({
      sub: data.userID,
      sid: expect.stringMatching(/^[0-9a-f-]{36}$/),
      email: input.email,
      email_verified: false,
      given_name: 'Lukas',
      family_name: 'Meyer',
      country: 'DE',
      business_type: 'DI',
      exp: data.tokenExpire,
      iat: now,
    });
  });

  it('works once: the same hand-off again is refused', async () => {
    const handoff = await freshHandoff();
    expect((await getSession(app, handoff, CN)).statusCode).toBe(200);
    const again = await getSession(app, handoff, CN);
    expect(again.statusCode).toBe(401);
    expect(again.json()).toEqual(sessionError(HANDOFF_EXPIRED_MESSAGE));
  });

  it(`expires after ${HANDOFF_TTL_SECONDS} seconds`, async () => {
    const late = await freshHandoff();
    const inTime = await freshHandoff();
    clock.advance(HANDOFF_TTL_SECONDS - 1);
    expect((await getSession(app, inTime)).statusCode).toBe(200);
    clock.advance(2);
    const response = await getSession(app, late);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual(sessionError(HANDOFF_EXPIRED_MESSAGE));
  });

  it('sweeps expired hand-offs away when it makes a new one', async () => {
    await freshHandoff();
    clock.advance(HANDOFF_TTL_SECONDS + 1);
    await freshHandoff();
    const rows = await database.db.select().from(tables.handoffTokens);
    expect(rows).toHaveLength(1);
  });

  it('refuses an unknown token, and one redeemed from another portal than it was made for', async () => {
    const unknown = await getSession(app, { token: 'A'.repeat(43), state: newState() });
    expect(unknown.statusCode).toBe(401);
    expect(unknown.json()).toEqual(sessionError(HANDOFF_EXPIRED_MESSAGE));
    const handoff = await freshHandoff(`${US}/`);
    expect((await getSession(app, handoff, CN)).statusCode).toBe(401);
  });

  it('refuses a hand-off redeemed without the state of its sign-in, or with another one, and spends it', async () => {
    for (const state of [undefined, newState()]) {
      const handoff = await freshHandoff();
      const refused = await getSession(app, { token: handoff.token, state }, CN);
      expect(refused.statusCode).toBe(state ? 401 : 400);
      if (state) expect(refused.json()).toEqual(sessionError(HANDOFF_EXPIRED_MESSAGE));
    }
    // A swapped state spends the token: trying again with the right one is too late.
    const handoff = await freshHandoff();
    expect((await getSession(app, { token: handoff.token, state: newState() }, CN)).statusCode).toBe(401);
    expect((await getSession(app, handoff, CN)).statusCode).toBe(401);
  });

  it('refuses a hand-off whose sign-in carried no state', async () => {
    const response = await postForm(app, '/register', {
      ...registration(),
      continue: `${CN}/`,
      state: undefined,
    });
    const handoff = handoffOf(response.headers.location);
    expect(handoff.state).toBeUndefined();
    expect((await getSession(app, { token: handoff.token, state: newState() }, CN)).statusCode).toBe(401);
  });

  it('lets the portals call it with credentials (CORS)', async () => {
    const preflight = await app.inject({
      method: 'OPTIONS',
      url: '/get-session',
      headers: {
        origin: US,
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'content-type',
      },
    });
    expect(preflight.headers['access-control-allow-origin']).toBe(US);
    expect(preflight.headers['access-control-allow-credentials']).toBe('true');
  });
});

describe('POST /refresh-token', () => {
  it('rotates: a new pair, and the old refresh token no longer works', async () => {
    const { data } = await signUp(app);
    clock.advance(600);
    const first = await refresh(data.refreshToken);
    expect(first.statusCode).toBe(200);
    const pair = first.json().data;
    expect(Object.keys(pair).sort()).toEqual(['refreshToken', 'refreshTokenExpire', 'token', 'tokenExpire']);
    expect(pair.refreshToken).not.toBe(data.refreshToken);
    expect(pair.tokenExpire).toBe(epochSeconds(clock.now()) + 900);
    const { payload } = await jwtVerify(pair.token, createLocalJWKSet(jwks), { currentDate: clock.now() });
    expect(payload.sub).toBe(data.userID);

    const reused = await refresh(data.refreshToken);
    expect(reused.statusCode).toBe(401);
    expect(reused.json()).toEqual(sessionError(SESSION_ENDED_MESSAGE));
  });

  it('revokes the whole family when a spent refresh token comes back, and publishes the revocation', async () => {
    const { data } = await signUp(app);
    const sid = String(JSON.parse(Buffer.from(String(data.token.split('.')[1]), 'base64url').toString()).sid);
    const newest = (await refresh(data.refreshToken)).json().data.refreshToken as string;
    expect((await refresh(data.refreshToken)).statusCode).toBe(401);
    const afterTheft = await refresh(newest);
    expect(afterTheft.statusCode).toBe(401);
    expect(afterTheft.json()).toEqual(sessionError(SESSION_ENDED_MESSAGE));
    const revocation = await revocationOf(sid);
    expect(revocation).toBeDefined();
    expect(epochSeconds(revocation!.expiresAt)).toBe(epochSeconds(clock.now()) + 900);

    // Once its access tokens have all expired the revocation guards nothing; the next revocation drops it.
    clock.advance(901);
    const other = await signUp(app);
    await refresh(other.data.refreshToken);
    await refresh(other.data.refreshToken);
    expect(await revocationOf(sid)).toBeUndefined();
  });

  it('refuses a missing, unknown or expired refresh token', async () => {
    expect((await refresh()).json()).toEqual(sessionError(SESSION_ENDED_MESSAGE));
    expect((await refresh('B'.repeat(43))).statusCode).toBe(401);
    const { data } = await signUp(app);
    clock.advance(30 * DAY + 1);
    expect((await refresh(data.refreshToken)).statusCode).toBe(401);
  });

  it('ends the session 90 days after its sign-in, however often it was rotated', async () => {
    const { data } = await signUp(app);
    const signedInAt = epochSeconds(clock.now());
    let refreshToken = data.refreshToken;
    // Every 20 days a rotation: each new token lives 30 days, but never past the 90th day.
    for (let day = 20; day <= 80; day += 20) {
      clock.advance(20 * DAY);
      const rotated = await refresh(refreshToken);
      expect(rotated.statusCode).toBe(200);
      ({ refreshToken } = rotated.json().data);
      expect(rotated.json().data.refreshTokenExpire).toBe(
        Math.min(signedInAt + (day + 30) * DAY, signedInAt + 90 * DAY),
      );
    }
    clock.advance(10 * DAY);
    const ended = await refresh(refreshToken);
    expect(ended.statusCode).toBe(401);
    expect(ended.json()).toEqual(sessionError(SESSION_ENDED_MESSAGE));
  });
});

describe('POST /logout', () => {
  it('revokes the session server-side, publishes it, ends the SSO session and clears its cookie', async () => {
    const { data, ssoCookie } = await signUp(app);
    const sid = String(JSON.parse(Buffer.from(String(data.token.split('.')[1]), 'base64url').toString()).sid);
    const response = await app.inject({
      method: 'POST',
      url: '/logout',
      headers: {
        authorization: `Bearer ${data.token}`,
        'x-refresh-token': data.refreshToken,
        cookie: ssoCookie,
      },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true });
    const cleared = response.cookies.find((c) => c.name === 'b2b_sso');
    expect(cleared?.value).toBe('');
    expect(cleared?.expires?.getTime()).toBeLessThanOrEqual(Date.now());

    expect((await refresh(data.refreshToken)).statusCode).toBe(401);
    expect(await revocationOf(sid)).toBeDefined();
    const login = await app.inject({ method: 'GET', url: '/login', headers: { cookie: ssoCookie } });
    expect(login.statusCode).toBe(200);
  });

  it("ends the browser's sessions on every portal it was handed to, and no one else's", async () => {
    const { data: onCN, ssoCookie } = await signUp(app);
    const state = newState();
    const passed = await app.inject({
      method: 'GET',
      url: `/login?continue=${encodeURIComponent(`${US}/`)}&state=${state}`,
      headers: { cookie: ssoCookie },
    });
    expect(passed.statusCode, 'the SSO cookie passes the person straight through').toBe(303);
    const handedToUS = await getSession(app, handoffOf(passed.headers.location));
    const onUS = handedToUS.json().data as { token: string; refreshToken: string };
    const someoneElse = (await signUp(app)).data;

    const response = await app.inject({
      method: 'POST',
      url: '/logout',
      headers: { authorization: `Bearer ${onUS.token}`, origin: US },
    });
    expect(response.json()).toEqual({ success: true });
    const sidOf = (token: string) =>
      String(JSON.parse(Buffer.from(String(token.split('.')[1]), 'base64url').toString()).sid);
    expect(await revocationOf(sidOf(onCN.token)), 'the other portal learns of it').toBeDefined();
    expect((await refresh(onCN.refreshToken)).statusCode).toBe(401);
    expect((await refresh(onUS.refreshToken)).statusCode).toBe(401);
    expect(await revocationOf(sidOf(someoneElse.token))).toBeUndefined();
    expect((await refresh(someoneElse.refreshToken)).statusCode).toBe(200);
  });

  it('finds the session from an expired access token alone, and ends the SSO session it came from', async () => {
    const { data, ssoCookie } = await signUp(app);
    clock.advance(3600);
    const response = await app.inject({
      method: 'POST',
      url: '/logout',
      headers: { authorization: `Bearer ${data.token}` },
    });
    expect(response.json()).toEqual({ success: true });
    expect(response.cookies).toEqual([]);
    expect((await refresh(data.refreshToken)).statusCode).toBe(401);
    expect(
      (await app.inject({ method: 'GET', url: '/login', headers: { cookie: ssoCookie } })).statusCode,
    ).toBe(200);
  });

  it('answers success for nothing to revoke, and ignores a token it did not sign', async () => {
    expect((await app.inject({ method: 'POST', url: '/logout' })).json()).toEqual({ success: true });
    const forged = await app.inject({
      method: 'POST',
      url: '/logout',
      headers: { authorization: 'Bearer eyJhbGciOiJub25lIn0.e30.' },
    });
    expect(forged.json()).toEqual({ success: true });
  });
});
