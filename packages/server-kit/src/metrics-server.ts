import { timingSafeEqual } from 'node:crypto';
import { isIP } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { AppError } from './errors.ts';
import { METRICS_PATH } from './metrics.ts';
import { createServer } from './server.ts';

/** Where a server's metrics are read: never its public address. */
export interface MetricsAddress {
  host: string;
  /** 0 takes a free port (tests). */
  port: number;
  /** When set, a scrape must send `Authorization: Bearer <token>`. */
  token?: string | undefined;
}

/** `METRICS_TOKEN`: long enough that it cannot be guessed; there is no default, in production or elsewhere. */
export const MetricsTokenSchema = z.string().min(32, 'use at least 32 characters');

/** A metrics port: unset, no metrics listener (and nothing of the metrics is reachable at all). */
export const MetricsPortSchema = z.coerce.number().int().min(0).max(65535).optional();

/** A metrics host: this machine only, unless a scraper elsewhere needs it (then with METRICS_TOKEN). */
export const MetricsHostSchema = z.string().min(1).default('127.0.0.1');

/** Whether `host` is reachable from this machine only. */
export function isLoopbackHost(host: string): boolean {
  if (host === 'localhost') return true;
  if (isIP(host) === 4) return host.startsWith('127.');
  return host === '::1';
}

/**
 * The rule every server's configuration applies: metrics bound beyond this machine (a host other than loopback) need a
 * token, since they name the routes, the load and the state of the dependencies.
 */
export function requireMetricsToken(
  env: { host: string; port: number | undefined; token: string | undefined },
  paths: { host: string; token: string },
  ctx: z.RefinementCtx,
): void {
  if (env.port !== undefined && !env.token && !isLoopbackHost(env.host)) {
    ctx.addIssue({
      code: 'custom',
      path: [paths.token],
      message: `required when ${paths.host} (${env.host}) is reachable from other machines`,
    });
  }
}

const tokenMatches = (expected: string, header: string | undefined) => {
  const given = Buffer.from(header?.match(/^Bearer (\S+)$/i)?.[1] ?? '');
  const wanted = Buffer.from(expected);
  return given.length === wanted.length && timingSafeEqual(given, wanted);
};

/**
 * Serves `app`'s metrics at `address` (`GET /metrics`, Prometheus's text format) on a listener of its own, opened when
 * `app` is ready and closed with it. The public address has no such route: a proxy that forwards everything still
 * cannot show them.
 */
export function serveMetrics(app: FastifyInstance, address: MetricsAddress, logLevel: string): void {
  let server: Awaited<ReturnType<typeof createServer>> | undefined;
  app.addHook('onReady', async () => {
    server = await createServer({ logLevel, bodyLimit: 1024 });
    const registry = app.metrics?.registry;
    if (!registry) throw new Error('serveMetrics needs a server created with a service name');
    server.get(METRICS_PATH, async (request, reply) => {
      if (address.token && !tokenMatches(address.token, request.headers.authorization)) {
        throw new AppError('TokenNotFound', 'The metrics need their bearer token.');
      }
      return reply.type(registry.contentType).send(await registry.metrics());
    });
    await server.listen({ host: address.host, port: address.port });
    app.log.info({ address: server.server.address() }, 'metrics listening');
  });
  app.addHook('onClose', async () => {
    await server?.close();
  });
  app.decorate('metricsAddress', () => {
    const bound = server?.server.address();
    if (!bound || typeof bound === 'string') return null;
    return `http://${bound.family === 'IPv6' ? `[${bound.address}]` : bound.address}:${bound.port}`;
  });
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The metrics listener's `http://host:port`, once the server is ready; null without one. */
    metricsAddress?: () => string | null;
  }
}
