import { createServer, security, serveMetrics, type ServerOptions } from '@b2b/server-kit';
import type { DatabaseHandle } from '@b2b/db';
import type { JSONWebKeySet } from 'jose';
import { apiRoutes } from './api-routes.ts';
import { portalConfigOf, portalOrigins, type PortalEnv } from './config.ts';
import { devMailRoutes } from './modules/mail/mail.routes.ts';
import { unsubscribeRoutes } from './modules/notification-mail/notification-mail.routes.ts';
import { fileHostRoutes } from './modules/files/files.routes.ts';
import type { PaymentProvider } from './modules/membership/payment-provider.ts';
import { sitemapRoutes } from './modules/sitemap/sitemap.routes.ts';
import { authPlugin } from './plugins/auth/auth.plugin.ts';
import { dbPlugin } from './plugins/db.ts';
import { DOCS_PATH, docs } from './plugins/docs.ts';
import { userRateLimit } from './plugins/user-rate-limit/user-rate-limit.plugin.ts';
import { loadWebBuild, webApp, type WebAppOptions } from './plugins/web-app.ts';
import { portalServices } from './services.ts';

export interface BuildAppOptions {
  env: PortalEnv;
  database: Pick<DatabaseHandle, 'db' | 'driver' | 'listen'>;
  /** The account service's public keys, when they are not to be fetched from `AUTH_JWKS_URL` (tests). */
  authKeySet?: JSONWebKeySet;
  /** Serve the web app too; left out by the API's own tests. */
  web?: Omit<WebAppOptions, 'portal' | 'pages' | 'build' | 'renderThreads'>;
  /** The card provider; the one PAYMENT_PROVIDER names otherwise. */
  paymentProvider?: PaymentProvider;
  /** Where the log lines go instead of standard output (tests read them). */
  logStream?: ServerOptions['logStream'];
}

function contentSecurityPolicy(env: PortalEnv) {
  const origin = (url: string) => new URL(url).origin;
  const files = [origin(env.FILES_URL), ...(env.S3_PUBLIC_URL ? [origin(env.S3_PUBLIC_URL)] : [])];
  // Stripe's card form (Stripe.js) loads from Stripe, draws its fields in Stripe's frames and talks to Stripe's API.
  const stripe = env.PAYMENT_PROVIDER === 'stripe';
  return {
    defaultSrc: ["'self'"],
    scriptSrc: ["'self'", ...(stripe ? ['https://js.stripe.com'] : [])],
    ...(stripe ? { frameSrc: ['https://js.stripe.com', 'https://hooks.stripe.com'] } : {}),
    // The upload form is posted with fetch to FILES_URL.
    connectSrc: [
      "'self'",
      origin(env.API_URL),
      origin(env.AUTH_URL),
      origin(env.FILES_URL),
      ...(stripe ? ['https://api.stripe.com'] : []),
    ],
    imgSrc: ["'self'", 'data:', 'blob:', ...files],
    // Business and product videos are web addresses their owners give (the uploads take images only).
    mediaSrc: ["'self'", 'https:', ...files],
    formAction: ["'self'", origin(env.AUTH_URL)],
  };
}

/**
 * Builds the portal's server: plugins first, then the API modules under `/api`, the files, robots.txt and the sitemaps,
 * the development mail page, then the web app.
 */
export async function buildApp({
  env,
  database,
  authKeySet,
  web,
  paymentProvider,
  logStream,
}: BuildAppOptions) {
  const webBuild = web?.mode === 'production' ? await loadWebBuild(web.webRoot) : undefined;
  const app = await createServer({
    service: 'portal',
    logLevel: env.LOG_LEVEL,
    bodyLimit: env.BODY_LIMIT,
    trustProxy: env.TRUST_PROXY,
    ...(logStream ? { logStream } : {}),
  });
  if (env.METRICS_PORT !== undefined) {
    serveMetrics(
      app,
      { host: env.METRICS_HOST, port: env.METRICS_PORT, token: env.METRICS_TOKEN },
      env.LOG_LEVEL,
    );
  }
  await app.register(dbPlugin, database);
  const processName = env.PROCESS_NAME;
  if (processName) {
    // Which of several processes behind a proxy answered, for operators following a request.
    app.addHook('onRequest', async (_request, reply) => {
      void reply.header('x-served-by', processName);
    });
  }
  await app.register(security, {
    corsOrigins: portalOrigins(env),
    rateLimitPerMinute: env.RATE_LIMIT_PER_MINUTE,
    ...(env.REDIS_URL && {
      rateLimitRedis: { url: env.REDIS_URL, keyPrefix: `${env.REDIS_KEY_PREFIX}portal:` },
    }),
    rateLimitExemptPrefixes: [`${new URL(env.FILES_URL).pathname.replace(/\/+$/, '')}/`, '/assets/'],
    contentSecurityPolicy: web?.mode === 'development' ? false : contentSecurityPolicy(env),
    dataPaths: { prefix: '/api/', pages: [DOCS_PATH] },
  });
  await app.register(authPlugin, {
    db: database.db,
    issuer: new URL(env.AUTH_URL).origin,
    jwksUrl: env.AUTH_JWKS_URL ?? `${env.AUTH_URL.replace(/\/$/, '')}/.well-known/jwks.json`,
    ...(authKeySet ? { keySet: authKeySet } : {}),
  });
  await app.register(userRateLimit, {
    db: database.db,
    limits: {
      comments: env.USER_RATE_LIMIT_COMMENTS,
      reactions: env.USER_RATE_LIMIT_REACTIONS,
      businesses: env.USER_RATE_LIMIT_BUSINESSES,
      uploads: env.USER_RATE_LIMIT_UPLOADS,
      inquiries: env.USER_RATE_LIMIT_INQUIRIES,
      messages: env.USER_RATE_LIMIT_MESSAGES,
      payments: env.USER_RATE_LIMIT_PAYMENTS,
      verifications: env.USER_RATE_LIMIT_VERIFICATIONS,
      boosts: env.USER_RATE_LIMIT_BOOSTS,
      posts: env.USER_RATE_LIMIT_POSTS,
      exports: env.USER_RATE_LIMIT_EXPORTS,
      deletions: env.USER_RATE_LIMIT_DELETIONS,
      liveTickets: env.USER_RATE_LIMIT_LIVE_TICKETS,
      reviewReports: env.USER_RATE_LIMIT_REVIEW_REPORTS,
    },
  });
  await app.register(docs, { apiUrl: env.API_URL, brandName: env.BRAND_NAME });
  const services = await portalServices({ env, database, app, paymentProvider });
  await app.register(apiRoutes, { prefix: '/api', services, env, database });
  // FILES_URL's path on this server (`/files` by default), whatever host a proxy or CDN shows it under.
  const { files, storage, sitemap, pages } = services;
  await app.register(fileHostRoutes, {
    prefix: new URL(env.FILES_URL).pathname.replace(/\/+$/, ''),
    files,
    localRoot: storage.driver === 'local' ? storage.root : undefined,
  });
  await app.register(sitemapRoutes, { sitemap });
  // The page and one-click POST of the notification mails' unsubscribe links.
  await app.register(unsubscribeRoutes, {
    notificationMail: services.notificationMail,
    portal: services.mailPortal,
  });
  // The mails as they leave, for a machine without a mail server; production has no such page.
  if (env.NODE_ENV !== 'production') await app.register(devMailRoutes, services);
  if (web) {
    await app.register(webApp, {
      ...web,
      build: webBuild,
      portal: portalConfigOf(env),
      pages,
      renderThreads: env.SSR_THREADS,
    });
  }
  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
