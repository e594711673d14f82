import { DatabaseConfigSchema } from '@b2b/db';
import { z } from 'zod';

const list = z.string().transform((s) =>
  s
    .split(',')
    .map((v) => v.trim())
    .filter(Boolean),
);

/** Every environment variable of the account service, with its default. */
export const AuthEnvSchema = DatabaseConfigSchema.extend({
  AUTH_HOST: z.string().default('0.0.0.0'),
  AUTH_PORT: z.coerce.number().int().min(0).max(65535).default(3001),
  AUTH_URL: z.url().default('http://localhost:3001'),
  /** Origins of every portal of the network that may hand sessions off from this service, comma separated. */
  PORTAL_ORIGINS: list.default(['http://localhost:3000']),
  RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(600),
  BODY_LIMIT: z.coerce
    .number()
    .int()
    .min(1024)
    .default(64 * 1024),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  TRUST_PROXY: z.stringbool().default(false),
});
export type AuthEnv = z.infer<typeof AuthEnvSchema>;

export function loadAuthEnv(env: NodeJS.ProcessEnv = process.env): AuthEnv {
  const parsed = AuthEnvSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  }
  return parsed.data;
}
