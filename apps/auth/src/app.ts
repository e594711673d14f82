import { pingDatabase, type Database, type Driver } from '@b2b/db';
import { createServer, healthRoutes, security } from '@b2b/server-kit';
import type { AuthEnv } from './config.ts';

/** Builds the account service: its own origin, shared by every country portal of the network. */
export async function buildAuthApp({
  env,
  database,
}: {
  env: AuthEnv;
  database: { db: Database; driver: Driver };
}) {
  const app = await createServer({
    logLevel: env.LOG_LEVEL,
    bodyLimit: env.BODY_LIMIT,
    trustProxy: env.TRUST_PROXY,
  });
  await app.register(security, {
    corsOrigins: env.PORTAL_ORIGINS.map((o) => new URL(o).origin),
    rateLimitPerMinute: env.RATE_LIMIT_PER_MINUTE,
    contentSecurityPolicy: { defaultSrc: ["'self'"], formAction: ["'self'", ...env.PORTAL_ORIGINS] },
  });
  await app.register(healthRoutes, {
    database: database.driver,
    checkDatabase: () => pingDatabase(database.db),
  });
  return app;
}

export type AuthApp = Awaited<ReturnType<typeof buildAuthApp>>;
