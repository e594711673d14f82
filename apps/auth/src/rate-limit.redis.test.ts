import { openTestDatabase, type TestDatabase } from '@b2b/db/testing';
import { deleteTestKeys, sharedRateLimitEnv } from '@b2b/server-kit/testing/redis';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { AuthApp } from './app.ts';
import { buildTestAuthApp } from './test/build-test-auth-app.ts';

/** The account service's per-address limit with REDIS_URL, counted over all its servers (the `redis` project). */

const LIMIT = 4;
const env = sharedRateLimitEnv(LIMIT);

let database: TestDatabase;
let servers: AuthApp[] = [];

beforeAll(async () => {
  database = await openTestDatabase();
  servers = [await buildTestAuthApp({ database, env }), await buildTestAuthApp({ database, env })];
});
afterAll(async () => {
  for (const app of servers) await app.close();
  await database?.close();
  await deleteTestKeys(env.REDIS_KEY_PREFIX);
});

const loginPage = (app: AuthApp, remoteAddress: string) =>
  app.inject({ method: 'GET', url: '/login', remoteAddress });

it('counts one address over two account servers together', async () => {
  const address = '198.51.100.31';
  const statuses: number[] = [];
  for (let i = 0; i < LIMIT + 2; i++) statuses.push((await loginPage(servers[i % 2]!, address)).statusCode);
  expect(statuses).toEqual([200, 200, 200, 200, 429, 429]);
  expect((await loginPage(servers[0]!, '198.51.100.32')).statusCode).toBe(200);
});
