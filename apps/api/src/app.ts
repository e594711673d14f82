import { pingDatabase, type Database, type Driver } from '@b2b/db';
import { createServer, healthRoutes, security } from '@b2b/server-kit';
import type { JSONWebKeySet } from 'jose';
import { portalConfigOf, portalOrigins, type PortalEnv } from './config.ts';
import { filesRepository } from './modules/files/files.repository.ts';
import { fileHostRoutes, fileRoutes } from './modules/files/files.routes.ts';
import { filesService } from './modules/files/files.service.ts';
import { resolveSigningSecret } from './modules/files/signing-secret.ts';
import { createStorage } from './modules/files/storage/create-storage.ts';
import { refdataRoutes } from './modules/refdata/refdata.routes.ts';
import { usersRoutes } from './modules/users/users.routes.ts';
import { authPlugin } from './plugins/auth/auth.plugin.ts';
import { dbPlugin } from './plugins/db.ts';
import { docs } from './plugins/docs.ts';
import { webApp, type WebAppOptions } from './plugins/web-app.ts';

export interface BuildAppOptions {
  env: PortalEnv;
  database: { db: Database; driver: Driver };
  /** The account service's public keys, when they are not to be fetched from `AUTH_JWKS_URL` (tests). */
  authKeySet?: JSONWebKeySet;
  /** Serve the web app too; left out by the API's own tests. */
  web?: Omit<WebAppOptions, 'portal'>;
}

function contentSecurityPolicy(env: PortalEnv) {
  const origin = (url: string) => new URL(url).origin;
  const files = [origin(env.FILES_URL), ...(env.S3_PUBLIC_URL ? [origin(env.S3_PUBLIC_URL)] : [])];
  return {
    defaultSrc: ["'self'"],
    scriptSrc: ["'self'"],
    // The upload form is posted with fetch to FILES_URL.
    connectSrc: ["'self'", origin(env.API_URL), origin(env.AUTH_URL), origin(env.FILES_URL)],
    imgSrc: ["'self'", 'data:', 'blob:', ...files],
    mediaSrc: ["'self'", ...files],
    formAction: ["'self'", origin(env.AUTH_URL)],
  };
}

/** Builds the portal's server: plugins first, then the API modules under `/api`, then the web app. */
export async function buildApp({ env, database, authKeySet, web }: BuildAppOptions) {
  const app = await createServer({
    logLevel: env.LOG_LEVEL,
    bodyLimit: env.BODY_LIMIT,
    trustProxy: env.TRUST_PROXY,
  });
  await app.register(dbPlugin, database);
  await app.register(security, {
    corsOrigins: portalOrigins(env),
    rateLimitPerMinute: env.RATE_LIMIT_PER_MINUTE,
    rateLimitExemptPrefixes: [`${new URL(env.FILES_URL).pathname.replace(/\/+$/, '')}/`, '/assets/'],
    contentSecurityPolicy: web?.mode === 'development' ? false : contentSecurityPolicy(env),
  });
  await app.register(authPlugin, {
    db: database.db,
    issuer: new URL(env.AUTH_URL).origin,
    jwksUrl: env.AUTH_JWKS_URL ?? `${env.AUTH_URL.replace(/\/$/, '')}/.well-known/jwks.json`,
    ...(authKeySet ? { keySet: authKeySet } : {}),
  });
  await app.register(docs, { apiUrl: env.API_URL, brandName: env.BRAND_NAME });
  const filesUrl = env.FILES_URL.replace(/\/+$/, '');
  const storage = createStorage(env);
  const files = filesService({
    repo: filesRepository(database.db),
    storage: storage.storage,
    secret: await resolveSigningSecret({
      secret: env.FILES_SIGNING_SECRET,
      file: env.FILES_SECRET_FILE,
      filesDir: env.FILES_DIR,
    }),
    uploadUrl: `${filesUrl}/upload`,
  });
  await app.register(
    async (api) => {
      await api.register(healthRoutes, {
        database: database.driver,
        checkDatabase: () => pingDatabase(database.db),
      });
      await api.register(refdataRoutes);
      await api.register(usersRoutes, { images: files });
      await api.register(fileRoutes, { files });
    },
    { prefix: '/api' },
  );
  // FILES_URL's path on this server (`/files` by default), whatever host a proxy or CDN shows it under.
  await app.register(fileHostRoutes, {
    prefix: new URL(filesUrl).pathname.replace(/\/+$/, ''),
    files,
    localRoot: storage.driver === 'local' ? storage.root : undefined,
  });
  if (web) await app.register(webApp, { ...web, portal: portalConfigOf(env) });
  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
