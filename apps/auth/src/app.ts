import { authServiceEndpoints } from '@b2b/contracts';
import cookie from '@fastify/cookie';
import formbody from '@fastify/formbody';
import { migrationsApplied, outboxWriter, pingDatabase, type Database, type Driver } from '@b2b/db';
import { createServer, healthRoutes, security, serveMetrics, type ServerOptions } from '@b2b/server-kit';
import { portalOriginsOf, type AuthEnv } from './config.ts';
import { systemClock, type Clock } from './lib/clock.ts';
import { accountsRepository } from './modules/accounts/accounts.repository.ts';
import { accountsRoutes } from './modules/accounts/accounts.routes.ts';
import { accountsService } from './modules/accounts/accounts.service.ts';
import { accountDeletionRepository } from './modules/deletion/account-deletion.repository.ts';
import { accountDeletionRoutes } from './modules/deletion/account-deletion.routes.tsx';
import { accountDeletionService } from './modules/deletion/account-deletion.service.ts';
import { accessTokens } from './modules/keys/access-tokens.ts';
import { keysRoutes } from './modules/keys/keys.routes.ts';
import { loadSigningKeys } from './modules/keys/signing-keys.ts';
import { accountPagesRoutes } from './modules/pages/account-pages.routes.tsx';
import { pagesRoutes } from './modules/pages/pages.routes.tsx';
import { sessionsRepository } from './modules/sessions/sessions.repository.ts';
import { sessionsRoutes } from './modules/sessions/sessions.routes.ts';
import { sessionsService } from './modules/sessions/sessions.service.ts';
import { ssoCookie } from './modules/sessions/sso-cookie.ts';

export interface BuildAuthAppOptions {
  env: AuthEnv;
  database: { db: Database; driver: Driver };
  /** Time for the services; tests pass one they can move forward. */
  clock?: Clock;
  /** Where the log lines go instead of standard output (tests read them). */
  logStream?: ServerOptions['logStream'];
}

/** Builds the account service: its own origin, shared by every country portal of the network. */
export async function buildAuthApp({ env, database, clock = systemClock, logStream }: BuildAuthAppOptions) {
  const authOrigin = new URL(env.AUTH_URL).origin;
  const portalOrigins = portalOriginsOf(env);
  const keys = await loadSigningKeys({
    privateKeyPem: env.AUTH_PRIVATE_KEY,
    publicKeyPem: env.AUTH_PUBLIC_KEY,
    keysDir: env.AUTH_KEYS_DIR,
  });

  const app = await createServer({
    service: 'accounts',
    logLevel: env.LOG_LEVEL,
    bodyLimit: env.BODY_LIMIT,
    trustProxy: env.TRUST_PROXY,
    ...(logStream ? { logStream } : {}),
  });
  if (env.AUTH_METRICS_PORT !== undefined) {
    const address = { host: env.AUTH_METRICS_HOST, port: env.AUTH_METRICS_PORT, token: env.METRICS_TOKEN };
    serveMetrics(app, address, env.LOG_LEVEL);
  }
  await app.register(security, {
    corsOrigins: portalOrigins,
    rateLimitPerMinute: env.RATE_LIMIT_PER_MINUTE,
    ...(env.REDIS_URL && {
      rateLimitRedis: { url: env.REDIS_URL, keyPrefix: `${env.REDIS_KEY_PREFIX}accounts:` },
    }),
    // The pages have no script at all and one stylesheet of their own; a form's redirect must reach the portals.
    contentSecurityPolicy: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'none'"],
      styleSrc: ["'self'"],
      imgSrc: ["'self'", 'data:'],
      frameAncestors: ["'none'"],
      formAction: ["'self'", ...portalOrigins],
    },
  });
  await app.register(cookie);
  await app.register(formbody);
  await app.register(healthRoutes, {
    endpoints: {
      health: authServiceEndpoints.authHealth,
      healthLive: authServiceEndpoints.authHealthLive,
      healthReady: authServiceEndpoints.authHealthReady,
    },
    database: database.driver,
    checkDatabase: () => pingDatabase(database.db),
    checkMigrations: () => migrationsApplied(database.db),
  });

  // The account service's mails go to the portals' outbox, Message-IDs on its own host (decision 0022).
  const outbox = outboxWriter(new URL(env.AUTH_URL).hostname);
  const accounts = accountsService(accountsRepository(database.db, outbox), {
    clock,
    links: { authUrl: env.AUTH_URL },
    throttle: {
      maxFailuresPerAccountAddress: env.LOGIN_MAX_FAILURES_PER_ACCOUNT_ADDRESS,
      maxFailuresPerAddress: env.LOGIN_MAX_FAILURES_PER_ADDRESS,
      windowSeconds: env.LOGIN_FAILURE_WINDOW_SECONDS,
    },
  });
  const sessions = sessionsService(sessionsRepository(database.db), {
    clock,
    tokens: accessTokens(keys, { issuer: authOrigin, ttlSeconds: env.ACCESS_TOKEN_TTL_SECONDS }),
    lifetimes: {
      accessTokenSeconds: env.ACCESS_TOKEN_TTL_SECONDS,
      refreshTokenSeconds: env.REFRESH_TOKEN_TTL_SECONDS,
      refreshSessionMaxAgeSeconds: env.REFRESH_SESSION_MAX_AGE_SECONDS,
      ssoSessionSeconds: env.SSO_SESSION_TTL_SECONDS,
    },
    claimsOf: accounts.claimsOf,
  });
  const sso = ssoCookie(env.AUTH_URL);

  await app.register(keysRoutes, { keys });
  await app.register(sessionsRoutes, { sessions, cookie: sso });
  await app.register(accountsRoutes, { accounts, sessions, portalOrigins });
  const pages = { accounts, sessions, cookie: sso, brandName: env.BRAND_NAME, authOrigin, portalOrigins };
  await app.register(pagesRoutes, pages);
  await app.register(accountPagesRoutes, pages);
  await app.register(accountDeletionRoutes, {
    ...pages,
    deletion: accountDeletionService(accountDeletionRepository(database.db), {
      accounts,
      clock,
      accessTokenSeconds: env.ACCESS_TOKEN_TTL_SECONDS,
    }),
  });
  return app;
}

export type AuthApp = Awaited<ReturnType<typeof buildAuthApp>>;
