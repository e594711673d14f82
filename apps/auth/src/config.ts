import { DatabaseConfigSchema } from '@b2b/db';
import {
  MetricsHostSchema,
  MetricsPortSchema,
  MetricsTokenSchema,
  requireMetricsToken,
  RedisKeyPrefixSchema,
  RedisUrlSchema,
  requireHttpsInProduction,
  TrustProxySchema,
} from '@b2b/server-kit';
import { z } from 'zod';

const list = z.string().transform((s) =>
  s
    .split(',')
    .map((v) => v.trim())
    .filter(Boolean),
);

const seconds = (fallback: number) => z.coerce.number().int().min(1).default(fallback);
const DAY = 24 * 60 * 60;

/** A PEM text from the environment, where newlines are often written as `\n`. */
const pem = z
  .string()
  .trim()
  .min(1)
  .transform((s) => s.replaceAll('\\n', '\n'))
  .optional();

/** Every environment variable of the account service, with its default. */
export const AuthEnvSchema = DatabaseConfigSchema.extend({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  AUTH_HOST: z.string().default('0.0.0.0'),
  AUTH_PORT: z.coerce.number().int().min(0).max(65535).default(3001),
  AUTH_URL: z.url().default('http://localhost:3001'),
  /** PostgreSQL only: the account service's own role (see databaseRolesSql); defaults to DATABASE_URL. */
  AUTH_DATABASE_URL: z.url().optional(),
  /** Origins of every portal of the network that may hand sessions off from this service, comma separated. */
  PORTAL_ORIGINS: list.pipe(z.array(z.url())).default(['http://localhost:3000']),
  BRAND_NAME: z.string().min(1).default('B2B Industrial'),
  ACCESS_TOKEN_TTL_SECONDS: seconds(15 * 60),
  REFRESH_TOKEN_TTL_SECONDS: seconds(30 * DAY),
  /** A portal session ends this long after its sign-in, however often its refresh token was rotated. */
  REFRESH_SESSION_MAX_AGE_SECONDS: seconds(90 * DAY),
  /** How long the account service's own cookie keeps a person signed in for single sign-on. */
  SSO_SESSION_TTL_SECONDS: seconds(30 * DAY),
  /** Where the signing key pair is generated on first start when AUTH_PRIVATE_KEY is not given. */
  AUTH_KEYS_DIR: z.string().min(1).default('./data/keys'),
  /** Ed25519 private key (PKCS#8 PEM); production sets it with AUTH_PUBLIC_KEY instead of keeping keys on disk. */
  AUTH_PRIVATE_KEY: pem,
  /** Ed25519 public key (SPKI PEM) of AUTH_PRIVATE_KEY. */
  AUTH_PUBLIC_KEY: pem,
  /** Failed logins of one email from one address within LOGIN_FAILURE_WINDOW_SECONDS before further tries answer 429. */
  LOGIN_MAX_FAILURES_PER_ACCOUNT_ADDRESS: z.coerce.number().int().min(1).default(5),
  /** Failed logins from one address within the window before further tries answer 429. */
  LOGIN_MAX_FAILURES_PER_ADDRESS: z.coerce.number().int().min(1).default(20),
  LOGIN_FAILURE_WINDOW_SECONDS: seconds(15 * 60),
  RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(600),
  BODY_LIMIT: z.coerce
    .number()
    .int()
    .min(1024)
    .default(64 * 1024),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** The port of the account service's Prometheus metrics (`/metrics`), apart from AUTH_PORT; unset: none. */
  AUTH_METRICS_PORT: MetricsPortSchema,
  /** Where the account service's metrics listener binds: this machine only by default. */
  AUTH_METRICS_HOST: MetricsHostSchema,
  /** The bearer token a scrape must send, the portal's METRICS_TOKEN; required when AUTH_METRICS_HOST is not loopback. */
  METRICS_TOKEN: MetricsTokenSchema.optional(),
  TRUST_PROXY: TrustProxySchema.default(false),
  /** Where the per-address rate-limit counters are shared by every server; unset: each server counts in its memory. */
  REDIS_URL: RedisUrlSchema.optional(),
  REDIS_KEY_PREFIX: RedisKeyPrefixSchema,
})
  .refine((env) => Boolean(env.AUTH_PRIVATE_KEY) === Boolean(env.AUTH_PUBLIC_KEY), {
    message: 'AUTH_PRIVATE_KEY and AUTH_PUBLIC_KEY are set together, or neither',
    path: ['AUTH_PUBLIC_KEY'],
  })
  .refine((env) => !env.AUTH_DATABASE_URL || env.DATABASE_URL, {
    message: 'a role of its own needs PostgreSQL: set DATABASE_URL too',
    path: ['AUTH_DATABASE_URL'],
  })
  .superRefine((env, ctx) => {
    requireHttpsInProduction(env, ['AUTH_URL'], ctx);
    requireMetricsToken(
      { host: env.AUTH_METRICS_HOST, port: env.AUTH_METRICS_PORT, token: env.METRICS_TOKEN },
      { host: 'AUTH_METRICS_HOST', token: 'METRICS_TOKEN' },
      ctx,
    );
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

/** The configured portal origins, normalised (`https://x.example/` → `https://x.example`), first one first. */
export function portalOriginsOf(env: AuthEnv): string[] {
  return [...new Set(env.PORTAL_ORIGINS.map((o) => new URL(o).origin))];
}
