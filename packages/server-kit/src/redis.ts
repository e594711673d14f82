import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import { z } from 'zod';

/** `REDIS_URL`: a `redis://` address, or `rediss://` for TLS, with its user, password and database number if any. */
export const RedisUrlSchema = z.url({
  protocol: /^rediss?$/,
  error: 'give a redis:// or rediss:// address, e.g. redis://127.0.0.1:6379',
});

/** `REDIS_KEY_PREFIX`: the start of every key a deployment writes, so that several can share one Redis. */
export const RedisKeyPrefixSchema = z
  .string()
  .regex(/^[\w:.-]+$/, 'use letters, digits and _ : . - only')
  .default('b2b:');

/**
 * A Redis connection that lives as long as the server: it is closed when the server closes, and its errors are
 * logged instead of thrown from the client's event emitter.
 */
export function serverRedis(app: FastifyInstance, url: string): Redis {
  // A request waits for one reconnection at most instead of queueing while Redis is away.
  const redis = new Redis(url, { maxRetriesPerRequest: 1 });
  redis.on('error', (error: Error) => app.log.warn({ err: error }, 'Redis is not answering'));
  app.addHook('onClose', async () => {
    await redis.quit().catch(() => redis.disconnect());
  });
  return redis;
}
