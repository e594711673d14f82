import { z } from 'zod';

export const HealthSchema = z.object({
  success: z.literal(true),
  status: z.literal('ok'),
  database: z.enum(['pglite', 'postgres']),
  uptimeSeconds: z.number(),
});

/** `/health/live`: the process runs and answers; it asks nothing of the database. */
export const LivenessSchema = z.object({
  success: z.literal(true),
  status: z.literal('ok'),
  uptimeSeconds: z.number(),
});

/** One dependency of readiness: it answered, or it is not configured for this server (Redis without REDIS_URL). */
const CheckSchema = z.enum(['ok', 'not configured']);

/** `/health/ready`: the database answers and has every migration, and Redis answers when configured. */
export const ReadinessSchema = z.object({
  success: z.literal(true),
  status: z.literal('ready'),
  database: z.enum(['pglite', 'postgres']),
  checks: z.object({ database: CheckSchema, migrations: CheckSchema, redis: CheckSchema }),
});
export type Readiness = z.infer<typeof ReadinessSchema>;
