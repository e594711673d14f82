import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';

/** CI's Redis: local, no password. */
export const DEFAULT_TEST_REDIS_URL = 'redis://127.0.0.1:6379';

export function testRedisUrl(): string {
  return process.env.TEST_REDIS_URL || DEFAULT_TEST_REDIS_URL;
}

/**
 * The environment of servers that share their per-address limit through the test Redis, under a key prefix of this
 * run's own so that concurrent runs on one Redis never share a counter.
 */
export function sharedRateLimitEnv(perMinute: number) {
  return {
    RATE_LIMIT_PER_MINUTE: String(perMinute),
    REDIS_URL: testRedisUrl(),
    REDIS_KEY_PREFIX: `b2b-test:${randomUUID()}:`,
  };
}

/** Why Redis at `url` cannot be used, or undefined when it answers. */
export async function probeRedis(url: string = testRedisUrl()): Promise<string | undefined> {
  const redis = new Redis(url, {
    lazyConnect: true,
    connectTimeout: 2000,
    maxRetriesPerRequest: 0,
    retryStrategy: () => null,
  });
  redis.on('error', () => {});
  try {
    await redis.connect();
    await redis.ping();
    return undefined;
  } catch (error) {
    return error instanceof Error ? error.message || error.name : String(error);
  } finally {
    redis.disconnect();
  }
}

/** A connection to the test Redis, for a test that reads what the servers wrote; quit it in `afterAll`. */
export function openTestRedis(): Redis {
  return new Redis(testRedisUrl());
}

/** Removes what a test run wrote under its prefix (counters would expire anyway, a minute later). */
export async function deleteTestKeys(keyPrefix: string): Promise<void> {
  const redis = openTestRedis();
  try {
    const keys = await redis.keys(`${keyPrefix}*`);
    if (keys.length > 0) await redis.del(...keys);
  } finally {
    await redis.quit();
  }
}
