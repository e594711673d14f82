import type { DatabaseHandle } from '@b2b/db';
import { openTestDatabase } from '@b2b/db/testing';
import { buildApp, type App } from '../app.ts';
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
    // Every file sends all its requests from 127.0.0.1 within a minute; only the rate-limit test sets a small limit.
    RATE_LIMIT_PER_MINUTE: '100000',
    ...overrides,
  });
}

export interface BuildTestAppOptions {
  env?: TestEnvInput;
  /** A database the caller opened and will close; without it the app opens a fresh one and drops it on close. */
  database?: DatabaseHandle;
  /** Adds routes before the app is ready, e.g. one that fails on purpose. */
  extend?: (app: App) => void | Promise<void>;
}

/** The portal's server without the web app, for `app.inject`. Close it in `afterAll`. */
export async function buildTestApp(options: BuildTestAppOptions = {}): Promise<App> {
  const database = options.database ?? (await openTestDatabase());
  try {
    const app = await buildApp({
      env: testPortalEnv(options.env),
      database: { db: database.db, driver: database.driver },
    });
    if (!options.database) app.addHook('onClose', () => database.close());
    await options.extend?.(app);
    await app.ready();
    return app;
  } catch (error) {
    if (!options.database) await database.close();
    throw error;
  }
}
