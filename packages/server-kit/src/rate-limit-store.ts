import { createRequire } from 'node:module';
import type { FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { Redis } from 'ioredis';

/** A count of @fastify/rate-limit's stores: how many requests a key made in its window, and the window's time left. */
export interface RateLimitCount {
  current: number;
  ttl: number;
}

type CountCallback = (error: Error | null, count: RateLimitCount | null) => void;

/** The interface @fastify/rate-limit asks of a store. */
export interface RateLimitStore {
  incr(key: string, callback: CountCallback, timeWindow: number, max: number): void;
  child(routeOptions: Record<string, unknown>): RateLimitStore;
}

// @fastify/rate-limit's own two stores, which its package neither exports by name nor declares types for.
const require = createRequire(import.meta.url);
const LocalStore = require('@fastify/rate-limit/store/LocalStore.js') as new (
  continueExceeding: boolean,
  exponentialBackoff: boolean,
) => RateLimitStore;
const RedisStore = require('@fastify/rate-limit/store/RedisStore.js') as new (
  continueExceeding: boolean,
  exponentialBackoff: boolean,
  redis: Redis,
  key: string,
) => RateLimitStore;

interface StoreParams {
  continueExceeding?: boolean;
  exponentialBackoff?: boolean;
}

/** The client's states once a connection failed or ended (`reconnecting` while it tries again). */
const LOST = new Set(['reconnecting', 'close', 'end']);

class FallbackStore implements RateLimitStore {
  constructor(
    private readonly redis: Redis,
    private readonly redisStore: RateLimitStore,
    private readonly localStore: RateLimitStore,
  ) {}

  incr(key: string, callback: CountCallback, timeWindow: number, max: number): void {
    // While Redis is away (its connection lost, or a count fails) this process counts alone, in its memory: the limit
    // still holds per process rather than not at all, and holds across processes again once Redis is back. A count
    // made while the first connection is being opened waits for it, as the client queues it.
    if (LOST.has(this.redis.status)) return this.localStore.incr(key, callback, timeWindow, max);
    this.redisStore.incr(
      key,
      (error, count) =>
        error ? this.localStore.incr(key, callback, timeWindow, max) : callback(null, count),
      timeWindow,
      max,
    );
  }

  child(routeOptions: Record<string, unknown>): RateLimitStore {
    return new FallbackStore(
      this.redis,
      this.redisStore.child(routeOptions),
      this.localStore.child(routeOptions),
    );
  }
}

/**
 * A store class for @fastify/rate-limit's `store` option: the counters in Redis, under `nameSpace`, shared by every
 * process, and in this process's memory while Redis does not answer.
 */
export function redisWithLocalFallback(redis: Redis, nameSpace: string): FastifyRateLimitStoreCtor {
  const store = class extends FallbackStore {
    constructor({ continueExceeding = false, exponentialBackoff = false }: StoreParams) {
      super(
        redis,
        new RedisStore(continueExceeding, exponentialBackoff, redis, nameSpace),
        new LocalStore(continueExceeding, exponentialBackoff),
      );
    }
  };
  // The package's types give `incr` two parameters; it calls stores with four (its own stores take them all).
  return store as unknown as FastifyRateLimitStoreCtor;
}
