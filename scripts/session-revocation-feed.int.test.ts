import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildApp, PortalEnvSchema, type App } from '@b2b/api';
import { AuthEnvSchema, buildAuthApp, type AuthApp } from '@b2b/auth';
import { openTestDatabase, type TestDatabase } from '@b2b/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePortPair } from './free-ports.ts';

/**
 * Two country portals on one account service, each portal on a database of its own (as the network runs them): a
 * session ended at the account service ends on a portal whose database is not the account service's within the
 * interval at which it reads the service's feed of revoked sessions.
 */

const PORTAL = 'http://localhost:3000';
const SISTER = 'http://127.0.0.1:3000';
const databases: TestDatabase[] = [];
const portals: App[] = [];
let tempDir: string;
let auth: AuthApp;
let authUrl: string;

beforeAll(async () => {
  tempDir = await mkdtemp(join(tmpdir(), 'b2b-revocation-feed-'));
  authUrl = `http://127.0.0.1:${(await freePortPair()) + 1}`;
  const accountsDatabase = await openTestDatabase();
  databases.push(accountsDatabase);
  auth = await buildAuthApp({
    env: AuthEnvSchema.parse({
      AUTH_URL: authUrl,
      AUTH_KEYS_DIR: join(tempDir, 'keys'),
      PORTAL_ORIGINS: `${PORTAL},${SISTER}`,
      LOG_LEVEL: 'silent',
    }),
    database: accountsDatabase,
  });
  await auth.listen({ host: '127.0.0.1', port: Number(new URL(authUrl).port) });
});

afterAll(async () => {
  for (const portal of portals) await portal.close();
  await auth?.close();
  for (const database of databases) await database.close();
  await rm(tempDir, { recursive: true, force: true });
});

/** A portal on a new database of its own, reading the feed every `pollSeconds` (0: never). */
async function portalOnItsOwnDatabase(pollSeconds: number): Promise<App> {
  const database = await openTestDatabase();
  databases.push(database);
  const app = await buildApp({
    env: PortalEnvSchema.parse({
      NODE_ENV: 'test',
      AUTH_URL: authUrl,
      LOG_LEVEL: 'silent',
      SESSION_REVOCATIONS_POLL_SECONDS: String(pollSeconds),
      FILES_SIGNING_SECRET: 'test-files-signing-secret-of-at-least-32-characters',
      FILES_DIR: join(tempDir, 'files'),
    }),
    database,
  });
  await app.ready();
  portals.push(app);
  return app;
}

/** A session from the account service, through its registration form and hand-off, as a browser gets one. */
async function session(): Promise<{ token: string }> {
  const state = 'state-of-the-sign-in-0123456789';
  const registered = await auth.inject({
    method: 'POST',
    url: '/register',
    payload: new URLSearchParams({
      firstName: 'Giulia',
      lastName: 'Rossi',
      email: `feed.${Date.now()}.${Math.random()}@example.test`,
      password: 'Sturdy-Gearbox-42',
      country: 'IT',
      businessType: 'DI',
      state,
      continue: `${PORTAL}/`,
    }).toString(),
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin: authUrl },
  });
  expect(registered.statusCode, registered.body).toBe(303);
  const token = new URL(String(registered.headers.location)).searchParams.get('token');
  const answer = await auth.inject({ method: 'POST', url: '/get-session', payload: { token, state } });
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json<{ data: { token: string } }>().data;
}

const profile = (app: App, token: string) =>
  app.inject({ method: 'GET', url: '/api/user/profile', headers: { authorization: `Bearer ${token}` } });

describe("the account service's feed of revoked sessions", () => {
  it('ends a signed-out session on a portal with a database of its own within its reading interval', async () => {
    const [reading, notReading] = [await portalOnItsOwnDatabase(0.2), await portalOnItsOwnDatabase(0)];
    const { token } = await session();
    expect((await profile(reading, token)).statusCode).toBe(200);
    expect((await profile(notReading, token)).statusCode).toBe(200);

    const signedOut = await auth.inject({
      method: 'POST',
      url: '/logout',
      headers: { authorization: `Bearer ${token}`, origin: PORTAL },
    });
    expect(signedOut.statusCode, signedOut.body).toBe(200);
    await expect.poll(async () => (await profile(reading, token)).statusCode, { timeout: 3000 }).toBe(401);
    // A portal that does not read the feed cannot know: its database never heard of the sign-out.
    expect((await profile(notReading, token)).statusCode).toBe(200);
  });

  it('answers the revocations since a time, and refuses a time that is not one', async () => {
    const started = new Date().toISOString();
    const { token } = await session();
    const [, payload] = token.split('.');
    const { sid } = JSON.parse(Buffer.from(payload!, 'base64url').toString()) as { sid: string };
    await auth.inject({ method: 'POST', url: '/logout', headers: { authorization: `Bearer ${token}` } });

    const feed = await auth.inject({ method: 'GET', url: `/session-revocations?after=${started}` });
    expect(feed.statusCode, feed.body).toBe(200);
    const { revocations } = feed.json<{ data: { revocations: { sessionID: string }[] } }>().data;
    expect(revocations.map((r) => r.sessionID)).toEqual([sid]);
    const later = await auth.inject({
      method: 'GET',
      url: `/session-revocations?after=${new Date(Date.now() + 60_000).toISOString()}`,
    });
    expect(later.json<{ data: { revocations: unknown[] } }>().data.revocations).toEqual([]);
    expect(
      (await auth.inject({ method: 'GET', url: '/session-revocations?after=yesterday' })).statusCode,
    ).toBe(400);
  });
});
