import compress from '@fastify/compress';
import cors from '@fastify/cors';
import rateLimit from '@fastify/rate-limit';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import helmet from 'helmet';
import { Gauge } from 'prom-client';
import type { Redis } from 'ioredis';
import { RateLimited } from './errors.ts';
import { redisWithLocalFallback } from './rate-limit-store.ts';
import { serverRedis } from './redis.ts';

export interface SecurityOptions {
  /** Origins allowed to call with CORS: the portal and its sister portals. */
  corsOrigins: string[];
  /** Requests per minute and address before 429. */
  rateLimitPerMinute: number;
  /**
   * Where the per-address counters live when several servers answer one address: Redis at `url`, under keys that start
   * with `keyPrefix`. Without it they are kept in this server's memory, right for one server only.
   */
  rateLimitRedis?: { url: string; keyPrefix: string };
  /** Paths whose GETs the rate limit leaves alone: files and hashed assets, of which one page may load dozens. */
  rateLimitExemptPrefixes?: string[];
  /** Content-Security-Policy directives; `false` turns the header off (Vite's dev server injects inline scripts). */
  contentSecurityPolicy: Record<string, string[]> | false;
  /**
   * Paths that answer data, never a page (the API), and those under them that are pages after all (its documentation).
   * A data answer gets a policy that allows nothing: a browser that opens one directly runs and frames nothing of it,
   * and it sends half the header bytes of the pages' policy.
   */
  dataPaths?: { prefix: string; pages: string[] };
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The Redis of the shared rate-limit counters (REDIS_URL), which the readiness check asks; null without one. */
    sharedRedis: Redis | null;
  }
}

/** What a JSON answer needs: nothing loaded, nothing framing it. */
const DATA_CONTENT_SECURITY_POLICY = { defaultSrc: ["'none'"], frameAncestors: ["'none'"] };

type HeaderMiddleware = ReturnType<typeof helmet>;

/**
 * The headers a helmet middleware sets, read from a response that only records them. Its options here are constant
 * (no per-request nonce), so every response gets the same headers: reading them once leaves a request the cost of
 * copying them.
 */
function headersSetBy(middleware: HeaderMiddleware): Record<string, string> {
  const headers: Record<string, string> = {};
  const recorder = {
    setHeader(name: string, value: unknown) {
      headers[name.toLowerCase()] = String(value);
    },
    removeHeader(name: string) {
      delete headers[name.toLowerCase()];
    },
  };
  let failure: unknown;
  middleware({} as IncomingMessage, recorder as unknown as ServerResponse, (error?: unknown) => {
    failure = error;
  });
  if (failure) throw failure;
  return headers;
}

/** Security headers, CORS, compression and the baseline rate limit, the same for both servers. */
export const security = fp(
  async (app: FastifyInstance, options: SecurityOptions) => {
    const headersWith = (policy: { useDefaults: boolean; directives: Record<string, string[]> } | false) =>
      headersSetBy(
        helmet({
          contentSecurityPolicy: policy,
          crossOriginEmbedderPolicy: false,
          crossOriginResourcePolicy: { policy: 'same-site' },
        }),
      );
    const pageHeaders = headersWith(
      options.contentSecurityPolicy && { useDefaults: true, directives: options.contentSecurityPolicy },
    );
    const dataHeaders = options.contentSecurityPolicy
      ? headersWith({ useDefaults: false, directives: DATA_CONTENT_SECURITY_POLICY })
      : pageHeaders;
    const { prefix, pages } = options.dataPaths ?? { prefix: undefined, pages: [] };
    const isData = (url: string) =>
      prefix !== undefined && url.startsWith(prefix) && !pages.some((page) => url.startsWith(page));
    // Given to Fastify's reply rather than set on Node's response: a response whose headers were all given to
    // `writeHead` at once skips Node's per-header `setHeader` (running helmet's middleware per request cost a ninth of
    // a cached answer's time; @fastify/helmet even built the middleware anew each time).
    app.addHook('onRequest', (request, reply, done) => {
      reply.headers(isData(request.url) ? dataHeaders : pageHeaders);
      done();
    });
    await app.register(cors, {
      origin: options.corsOrigins,
      credentials: true,
      allowedHeaders: ['authorization', 'content-type', 'x-refresh-token', 'idempotency-key'],
      exposedHeaders: ['retry-after', 'x-request-id'],
    });
    await app.register(compress, { threshold: 1024 });
    const redis = options.rateLimitRedis ? serverRedis(app, options.rateLimitRedis.url) : null;
    app.decorate('sharedRedis', redis);
    if (app.metrics) {
      const registers = [app.metrics.registry];
      new Gauge({
        name: 'b2b_rate_limit_shared',
        help: 'Whether the per-address limit is counted in Redis for every process (1), or by this process alone (0: no REDIS_URL, or Redis is down).',
        registers,
        collect() {
          this.set(redis?.status === 'ready' ? 1 : 0);
        },
      });
      if (redis) {
        new Gauge({
          name: 'b2b_redis_up',
          help: 'Whether the connection to Redis (REDIS_URL) is ready.',
          registers,
          collect() {
            this.set(redis.status === 'ready' ? 1 : 0);
          },
        });
      }
    }
    await app.register(rateLimit, {
      max: options.rateLimitPerMinute,
      timeWindow: '1 minute',
      allowList: (request) =>
        request.method === 'GET' &&
        (options.rateLimitExemptPrefixes ?? []).some((prefix) => request.url.startsWith(prefix)),
      errorResponseBuilder: (_request, context) => new RateLimited(Math.ceil(context.ttl / 1000), 'address'),
      ...(redis && {
        store: redisWithLocalFallback(redis, `${options.rateLimitRedis!.keyPrefix}rate-limit:`),
        // A failure the store did not absorb lets the request through uncounted rather than refusing it: the
        // per-person limits and the sign-in throttle, kept in the database, still hold.
        skipOnError: true,
      }),
      // The counters go out only with a refusal, beside its Retry-After: on every other answer they were three headers
      // that no client of the portal reads.
      addHeadersOnExceeding: {
        'x-ratelimit-limit': false,
        'x-ratelimit-remaining': false,
        'x-ratelimit-reset': false,
      },
    });
  },
  { name: 'security' },
);
