import { openTestDatabase, type TestDatabase } from '@b2b/db/testing';
import { deleteTestKeys, openTestRedis, sharedRateLimitEnv } from '@b2b/server-kit/testing/redis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from './app.ts';
import { buildTestApp, type TestEnvInput } from './test/build-test-app.ts';

/**
 * The per-address limit with REDIS_URL: servers behind one address count together, so a client cannot get a limit per
 * server by being spread over them. Needs Redis at TEST_REDIS_URL (the `redis` project of `npm test`).
 */

const LIMIT = 4;
const env = sharedRateLimitEnv(LIMIT);
const keyPrefix = env.REDIS_KEY_PREFIX;

let database: TestDatabase;
let redis: ReturnType<typeof openTestRedis>;
const open: { close(): Promise<unknown> }[] = [];

async function portal(overrides: TestEnvInput = env): Promise<App> {
  const app = await buildTestApp({ database, env: overrides });
  open.push(app);
  return app;
}

const get = (app: App, remoteAddress: string) =>
  app.inject({ method: 'GET', url: '/api/ref-data/gender', remoteAddress });

beforeAll(async () => {
  database = await openTestDatabase();
  redis = openTestRedis();
});
afterAll(async () => {
  for (const app of open) await app.close();
  await database?.close();
  await redis.quit();
  await deleteTestKeys(keyPrefix);
});

describe('the per-address limit shared through Redis', () => {
  it('counts one address over two servers together: the limit is reached whichever server answers', async () => {
    const [first, second] = [await portal(), await portal()];
    const address = '198.51.100.21';
    const statuses: number[] = [];
    for (let i = 0; i < LIMIT + 2; i++)
      statuses.push((await get(i % 2 ? second : first, address)).statusCode);
    expect(statuses).toEqual([200, 200, 200, 200, 429, 429]);
    const refused = await get(first, address);
    expect(refused.json()).toMatchObject({ success: false, name: 'RateLimited' });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);

    // Another address has a count of its own, and the counters are Redis's, under the run's prefix.
    expect((await get(second, '198.51.100.22')).statusCode).toBe(200);
    expect(await redis.get(`${keyPrefix}portal:rate-limit:${address}`)).toBe(String(LIMIT + 3));
  });

  it('without REDIS_URL each server counts alone in its memory', async () => {
    const alone = { RATE_LIMIT_PER_MINUTE: String(LIMIT) };
    const [first, second] = [await portal(alone), await portal(alone)];
    const address = '198.51.100.23';
    for (const app of [first, second]) {
      for (let i = 0; i < LIMIT; i++) expect((await get(app, address)).statusCode).toBe(200);
    }
    expect((await get(first, address)).statusCode).toBe(429);
    expect(await redis.keys(`${keyPrefix}*${address}`)).toEqual([]);
  });

  it('is ready with Redis answering, and says so in its metrics', async () => {
    const app = await portal({ ...env, METRICS_PORT: '0' });
    const ready = await app.inject({ method: 'GET', url: '/api/health/ready' });
    expect(ready.statusCode, ready.body).toBe(200);
    expect(ready.json()).toMatchObject({ checks: { database: 'ok', migrations: 'ok', redis: 'ok' } });
    const text = await (await fetch(`${app.metricsAddress!()}/metrics`)).text();
    expect(text).toMatch(/^b2b_redis_up\{service="portal"\} 1$/m);
    expect(text).toMatch(/^b2b_rate_limit_shared\{service="portal"\} 1$/m);
  });
});
