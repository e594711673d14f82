import compress from '@fastify/compress';
import cors from '@fastify/cors';
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import helmet from 'helmet';
import { RateLimited } from './errors.ts';
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
}

/** Security headers, CORS, compression and the baseline rate limit, the same for both servers. */
export const security = fp(
  async (app: FastifyInstance, options: SecurityOptions) => {
    // Helmet's headers are the same for every response, so its middleware is built once here: @fastify/helmet built it
    // anew on every request, parsing the content security policy each time (an eighth of a cached answer's time).
    const securityHeaders = helmet({
      contentSecurityPolicy: options.contentSecurityPolicy
        ? { useDefaults: true, directives: options.contentSecurityPolicy }
        : false,
      crossOriginEmbedderPolicy: false,
      crossOriginResourcePolicy: { policy: 'same-site' },
    });
    app.addHook('onRequest', (request, reply, done) =>
      securityHeaders(request.raw, reply.raw, (error) => done(error as Error | undefined)),
    );
    await app.register(cors, {
      origin: options.corsOrigins,
      credentials: true,
      allowedHeaders: ['authorization', 'content-type', 'x-refresh-token', 'idempotency-key'],
      exposedHeaders: ['retry-after', 'x-request-id'],
    });
    await app.register(compress, { threshold: 1024 });
    await app.register(rateLimit, {
      max: options.rateLimitPerMinute,
      timeWindow: '1 minute',
      allowList: (request) =>
        request.method === 'GET' &&
        (options.rateLimitExemptPrefixes ?? []).some((prefix) => request.url.startsWith(prefix)),
      errorResponseBuilder: (_request, context) => new RateLimited(Math.ceil(context.ttl / 1000)),
      ...(options.rateLimitRedis && {
        redis: serverRedis(app, options.rateLimitRedis.url),
        nameSpace: `${options.rateLimitRedis.keyPrefix}rate-limit:`,
        // While Redis is away requests are let through uncounted (and the client's errors logged) rather than all
        // refused: the per-person limits and the login throttle, kept in the database, still hold.
        skipOnError: true,
      }),
    });
  },
  { name: 'security' },
);
