import type { FastifyInstance } from 'fastify';
import { collectDefaultMetrics, Counter, Histogram, Registry } from 'prom-client';

/** Which limit refused a request: the per-address one, a per-person one, or the account service's sign-in throttle. */
export type RateLimitKind = 'address' | 'person' | 'sign-in';

/** What a server measures of itself, read at `/metrics` on the metrics address. */
export interface ServerMetrics {
  /** Every metric of this server; a module adds its own with `registerMetric` or a metric's `registers`. */
  registry: Registry;
  rateLimitRefusals: Counter<'limit'>;
}

/** The path Prometheus scrapes on the metrics address; on the public address it answers 404. */
export const METRICS_PATH = '/metrics';

/** The route a label names for requests that matched none (404s, scanners): their addresses are never labels. */
export const UNMATCHED_ROUTE = '(unmatched)';

/** Latency buckets, in seconds: a kept page answers in a millisecond, a search in tens, an upload in seconds. */
const LATENCY_BUCKETS = [0.001, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

declare module 'fastify' {
  interface FastifyInstance {
    /** Absent on a server built without a `service` name (the metrics listener itself). */
    metrics?: ServerMetrics;
  }
}

/**
 * A server's metrics, in a registry of its own (the portal and the account service may share a process): the
 * process's (event-loop delay, heap, garbage collection, handles), its requests by route and status, its rate-limit
 * refusals. Every series is labelled with the server's `service`.
 */
export function serverMetrics(app: FastifyInstance, service: string): ServerMetrics {
  const registry = new Registry();
  registry.setDefaultLabels({ service });
  collectDefaultMetrics({ register: registry });
  const labelNames = ['method', 'route', 'status'] as const;
  const requests = new Counter({
    name: 'http_requests_total',
    help: 'Requests answered, by method, route pattern and status.',
    labelNames,
    registers: [registry],
  });
  const latency = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time from a request arriving to its answer ending, by method, route pattern and status.',
    labelNames,
    buckets: LATENCY_BUCKETS,
    registers: [registry],
  });
  const rateLimitRefusals = new Counter({
    name: 'b2b_rate_limit_refusals_total',
    help: 'Requests refused with 429 by a rate limit: per address, per person, or the sign-in throttle.',
    labelNames: ['limit'],
    registers: [registry],
  });
  // A callback rather than an async function: a hook every answer runs spares it a promise.
  app.addHook('onResponse', (request, reply, done) => {
    // The route's pattern (`/api/business/:id`), never the address itself: the labels stay a bounded set.
    const labels = {
      method: request.method,
      route: request.routeOptions.url ?? UNMATCHED_ROUTE,
      status: String(reply.statusCode),
    };
    requests.inc(labels);
    latency.observe(labels, reply.elapsedTime / 1000);
    done();
  });
  return { registry, rateLimitRefusals };
}
