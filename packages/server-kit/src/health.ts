import type { authEndpoints, endpoints } from '@b2b/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from './route.ts';

export interface HealthOptions {
  /** The server's own entry of the endpoint table. */
  endpoint: typeof endpoints.health | typeof authEndpoints.authHealth;
  database: 'pglite' | 'postgres';
  /** Throws when the database does not answer. */
  checkDatabase: () => Promise<void>;
}

/** `GET /health`: answers only when the database does. */
export const healthRoutes: FastifyPluginAsyncZod<HealthOptions> = async (app, options) => {
  route(app, options.endpoint, {
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
};
