import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { DatabaseHandle } from '@b2b/db';
import { openTestDatabase } from '@b2b/db/testing';
import type { JSONWebKeySet } from 'jose';
import { buildApp, type App, type BuildAppOptions } from '../app.ts';
import { PortalEnvSchema, type PortalEnv } from '../config.ts';

/** Environment variables as the process would pass them: strings, parsed by the real schema. */
export type TestEnvInput = Partial<Record<keyof PortalEnv, string>>;

/**
 * The portal's configuration for tests, built from its schema and the given overrides only, so that a developer's own
 * environment (DATABASE_URL, PORT, ...) never reaches a test.
 */
export function testPortalEnv(overrides: TestEnvInput = {}): PortalEnv {
  return PortalEnvSchema.parse({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    // Every file sends all its requests from 127.0.0.1 within a minute, and some write much as one person; only the
    // rate-limit tests set small limits.
    RATE_LIMIT_PER_MINUTE: '100000',
    USER_RATE_LIMIT_COMMENTS: '100000/1h',
    USER_RATE_LIMIT_REACTIONS: '100000/1h',
    USER_RATE_LIMIT_BUSINESSES: '100000/1h',
    USER_RATE_LIMIT_UPLOADS: '100000/1h',
    USER_RATE_LIMIT_INQUIRIES: '100000/1h',
    USER_RATE_LIMIT_MESSAGES: '100000/1h',
    USER_RATE_LIMIT_PAYMENTS: '100000/1h',
    USER_RATE_LIMIT_VERIFICATIONS: '100000/1h',
    USER_RATE_LIMIT_BOOSTS: '100000/1h',
    USER_RATE_LIMIT_POSTS: '100000/1h',
    USER_RATE_LIMIT_EXPORTS: '100000/1h',
    USER_RATE_LIMIT_DELETIONS: '100000/1h',
    USER_RATE_LIMIT_LIVE_TICKETS: '100000/1h',
    USER_RATE_LIMIT_REVIEW_REPORTS: '100000/1h',
    LIVE_TICKET_RATE_LIMIT: '100000/1h',
    NEED_HELP_RATE_LIMIT: '100000/1h',
    FILES_SIGNING_SECRET: 'test-files-signing-secret-of-at-least-32-characters',
    ...overrides,
  });
}

export interface BuildTestAppOptions {
  env?: TestEnvInput;
  /** A database the caller opened and will close; without it the app opens a fresh one and drops it on close. */
  database?: DatabaseHandle;
  /** The account service's public keys, e.g. `(await testTokens()).keySet`, so that the test's tokens verify. */
  authKeySet?: JSONWebKeySet;
  /** The card provider, when the test needs to see its charges; the configured one (the sandbox) otherwise. */
  paymentProvider?: BuildAppOptions['paymentProvider'];
  /** Serves and server-renders the web app too (the page cache's tests). */
  web?: BuildAppOptions['web'];
  /** Adds routes before the app is ready, e.g. one that fails on purpose. */
  extend?: (app: App) => void | Promise<void>;
}

/**
 * The portal's server, without the web app unless asked, for `app.inject`. Close it in `afterAll`. Unless the test names a FILES_DIR,
 * uploads go to a temporary folder that closing removes.
 */
export async function buildTestApp(options: BuildTestAppOptions = {}): Promise<App> {
  const database = options.database ?? (await openTestDatabase());
  const filesDir = options.env?.FILES_DIR ? undefined : await mkdtemp(join(tmpdir(), 'b2b-files-'));
  const cleanUp = async () => {
    if (!options.database) await database.close();
    if (filesDir) await rm(filesDir, { recursive: true, force: true });
  };
  try {
    const app = await buildApp({
      env: testPortalEnv({ ...(filesDir ? { FILES_DIR: filesDir } : {}), ...options.env }),
      database: { db: database.db, driver: database.driver, listen: database.listen },
      ...(options.authKeySet ? { authKeySet: options.authKeySet } : {}),
      ...(options.web ? { web: options.web } : {}),
      ...(options.paymentProvider ? { paymentProvider: options.paymentProvider } : {}),
    });
    app.addHook('onClose', cleanUp);
    await options.extend?.(app);
    await app.ready();
    return app;
  } catch (error) {
    await cleanUp();
    throw error;
  }
}
