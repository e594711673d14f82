import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildApp, PortalEnvSchema, type App } from '@b2b/api';
import { AuthEnvSchema, buildAuthApp, type AuthApp } from '@b2b/auth';
import { openTestDatabase, type TestDatabase } from '@b2b/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePortPair } from './free-ports.ts';

/**
 * One request followed through both servers: the portal verifies a session token with the account service's keys,
 * which it fetches over HTTP for the request that brought the token, and both servers' logs name the same request id.
 */

type LogLine = Record<string, unknown> & { reqId?: string; msg?: string };
const logOf = (lines: string[]) => () => lines.map((line) => JSON.parse(line) as LogLine);

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

let database: TestDatabase;
let tempDir: string;
let auth: AuthApp;
let authUrl: string;
const authLines: string[] = [];
const authLog = logOf(authLines);
const portals: App[] = [];

beforeAll(async () => {
  database = await openTestDatabase();
  tempDir = await mkdtemp(join(tmpdir(), 'b2b-request-id-'));
  authUrl = `http://127.0.0.1:${(await freePortPair()) + 1}`;
  auth = await buildAuthApp({
    env: AuthEnvSchema.parse({
      AUTH_URL: authUrl,
      AUTH_KEYS_DIR: join(tempDir, 'keys'),
      PORTAL_ORIGINS: 'http://localhost:3000',
      LOG_LEVEL: 'info',
    }),
    database,
    logStream: { write: (line) => authLines.push(line) },
  });
  await auth.listen({ host: '127.0.0.1', port: Number(new URL(authUrl).port) });
});

afterAll(async () => {
  for (const portal of portals) await portal.close();
  await auth?.close();
  await database?.close();
  await rm(tempDir, { recursive: true, force: true });
});

/** A portal that fetches the account service's keys itself (no key set given), logging into `lines`. */
async function portal(lines: string[]): Promise<App> {
  const app = await buildApp({
    env: PortalEnvSchema.parse({
      NODE_ENV: 'test',
      AUTH_URL: authUrl,
      LOG_LEVEL: 'info',
      FILES_SIGNING_SECRET: 'test-files-signing-secret-of-at-least-32-characters',
      FILES_DIR: join(tempDir, 'files'),
    }),
    database,
    logStream: { write: (line) => lines.push(line) },
  });
  portals.push(app);
  return app;
}

/** A session token from the account service, through its registration form and hand-off, as a browser gets one. */
async function sessionToken(): Promise<string> {
  const state = 'state-of-the-sign-in-0123456789';
  const form = new URLSearchParams({
    firstName: 'Mei',
    lastName: 'Chen',
    email: `request-id.${Date.now()}@example.test`,
    password: 'Sturdy-Gearbox-42',
    country: 'CN',
    businessType: 'MA',
    state,
    continue: 'http://localhost:3000/',
  });
  const registered = await auth.inject({
    method: 'POST',
    url: '/register',
    payload: form.toString(),
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin: authUrl },
  });
  expect(registered.statusCode, registered.body).toBe(303);
  const token = new URL(String(registered.headers.location)).searchParams.get('token');
  const session = await auth.inject({ method: 'POST', url: '/get-session', payload: { token, state } });
  expect(session.statusCode, session.body).toBe(200);
  return session.json<{ data: { token: string } }>().data.token;
}

describe('a request followed through the portal and the account service', () => {
  it("logs the caller's well-formed id on both sides, and the account service answers it back", async () => {
    const token = await sessionToken();
    const lines: string[] = [];
    const app = await portal(lines);
    const id = 'edge-7f3a9c21';
    const response = await app.inject({
      method: 'GET',
      url: '/api/user/profile',
      headers: { authorization: `Bearer ${token}`, 'x-request-id': id },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['x-request-id']).toBe(id);

    // The account service served the portal's call for its keys under the same id.
    const served = authLog().filter((line) => line.reqId === id);
    expect(served.map((line) => line.msg)).toEqual(['incoming request', 'request completed']);
    expect(served[0]).toMatchObject({ req: { method: 'GET', url: '/.well-known/jwks.json' } });
    // The portal logged the request, and the account service's answer with the id it sent back.
    const portalLines = logOf(lines)().filter((line) => line.reqId === id);
    expect(portalLines.map((line) => line.msg)).toEqual([
      'incoming request',
      'account service answered',
      'request completed',
    ]);
    expect(portalLines[1]).toMatchObject({ call: { status: 200, answeredRequestId: id } });
  });

  it('gives a malformed id a fresh one, which the account service logs instead', async () => {
    const token = await sessionToken();
    const lines: string[] = [];
    const app = await portal(lines);
    const hostile = 'id with spaces","level":60,"msg":"forged';
    const response = await app.inject({
      method: 'GET',
      url: '/api/user/profile',
      headers: { authorization: `Bearer ${token}`, 'x-request-id': hostile },
    });
    expect(response.statusCode, response.body).toBe(200);
    const id = String(response.headers['x-request-id']);
    expect(id).toMatch(UUID);
    expect(authLog().filter((line) => line.reqId === id)).toHaveLength(2);
    expect([...authLines, ...lines].join('')).not.toContain('forged');
  });
});
