import { HealthSchema } from '@b2b/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from './responses.ts';

export interface HealthOptions {
  database: 'pglite' | 'postgres';
  /** Throws when the database does not answer. */
  checkDatabase: () => Promise<void>;
}

/** `GET /health`: answers only when the database does. */
export const healthRoutes: FastifyPluginAsyncZod<HealthOptions> = async (app, options) => {
  app.get(
    '/health',
    {
      config: { rateLimit: false },
      schema: {
        tags: ['health'],
        summary: 'Liveness and database check',
        response: { 200: HealthSchema, ...errorResponses(500) },
      },
    },
    async () => {
      await options.checkDatabase();
      return {
        success: true as const,
        status: 'ok' as const,
        database: options.database,
        uptimeSeconds: Math.round(process.uptime()),
      };
    },
  );
};
