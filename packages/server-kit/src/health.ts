import type { authServiceEndpoints, endpoints, Readiness } from '@b2b/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from './errors.ts';
import { route } from './route.ts';

export interface HealthOptions {
  /** The server's own entries of the endpoint table. */
  endpoints:
    | Pick<typeof endpoints, 'health' | 'healthLive' | 'healthReady'>
    | {
        health: typeof authServiceEndpoints.authHealth;
        healthLive: typeof authServiceEndpoints.authHealthLive;
        healthReady: typeof authServiceEndpoints.authHealthReady;
      };
  database: 'pglite' | 'postgres';
  /** Throws when the database does not answer. */
  checkDatabase: () => Promise<void>;
  /** Whether the database has every migration of this build. */
  checkMigrations: () => Promise<boolean>;
}

/** The longest a readiness check waits for Redis: a proxy asks often, and a hung check is as bad as a failed one. */
const REDIS_CHECK_MS = 1000;

/** Why readiness failed: the answer names the dependency, never its error's text. */
const FAILURES = {
  database: 'the database does not answer',
  migrations: 'the database lacks migrations of this version',
  redis: 'Redis does not answer',
};
type Failure = keyof typeof FAILURES;

async function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  try {
    return await Promise.race([
      promise,
      new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
      }),
    ]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * The health checks, the same on both servers:
 * - `GET /health`: the database answers (500 otherwise), kept for the monitors that ask it;
 * - `GET /health/live`: the process runs; it asks nothing else, so a supervisor restarts only a process that is stuck;
 * - `GET /health/ready`: the database answers and has every migration, and Redis answers when the server is configured
 *   with it (`sharedRedis`); 503 ServiceUnavailable otherwise, so a proxy stops sending this process requests.
 */
export const healthRoutes: FastifyPluginAsyncZod<HealthOptions> = async (app, options) => {
  route(app, options.endpoints.health, {
    config: { rateLimit: false },
    handler: async () => {
      await options.checkDatabase();
      return {
        success: true as const,
        status: 'ok' as const,
        database: options.database,
        uptimeSeconds: Math.round(process.uptime()),
      };
    },
  });

  route(app, options.endpoints.healthLive, {
    config: { rateLimit: false },
    handler: async () => ({
      success: true as const,
      status: 'ok' as const,
      uptimeSeconds: Math.round(process.uptime()),
    }),
  });

  /** Once the migrations are found applied they stay so: only a new build (a new process) brings new ones. */
  let migrationsApplied = false;

  route(app, options.endpoints.healthReady, {
    config: { rateLimit: false },
    handler: async (request) => {
      const redis = app.sharedRedis ?? null;
      const failed: Failure[] = [];
      const [database, redisAnswer] = await Promise.allSettled([
        options.checkDatabase(),
        // A ping while disconnected would wait in the client's queue for the connection to come back.
        !redis
          ? Promise.resolve('not configured')
          : redis.status === 'ready'
            ? withTimeout(redis.ping(), REDIS_CHECK_MS)
            : Promise.reject(new Error(`Redis connection ${redis.status}`)),
      ]);
      if (database.status === 'rejected') failed.push('database');
      else if (!migrationsApplied) {
        migrationsApplied = await options.checkMigrations().catch(() => false);
        if (!migrationsApplied) failed.push('migrations');
      }
      if (redisAnswer.status === 'rejected') failed.push('redis');
      if (failed.length > 0) {
        request.log.warn({ failed }, 'not ready');
        throw new AppError('ServiceUnavailable', `Not ready: ${failed.map((f) => FAILURES[f]).join('; ')}.`, {
          headers: { 'retry-after': '5' },
        });
      }
      return {
        success: true as const,
        status: 'ready' as const,
        database: options.database,
        checks: {
          database: 'ok',
          migrations: 'ok',
          redis: redis ? 'ok' : 'not configured',
        },
      } satisfies Readiness;
    },
  });
};
