import type { DatabaseHandle } from '@b2b/db';
import { openTestDatabase } from '@b2b/db/testing';
import { buildAuthApp, type AuthApp } from '../app.ts';
import { AuthEnvSchema, type AuthEnv } from '../config.ts';

export type TestAuthEnvInput = Partial<Record<keyof AuthEnv, string>>;

/** The account service's configuration for tests: its schema and the overrides only, never the developer's environment. */
export function testAuthEnv(overrides: TestAuthEnvInput = {}): AuthEnv {
  return AuthEnvSchema.parse({ LOG_LEVEL: 'silent', RATE_LIMIT_PER_MINUTE: '100000', ...overrides });
}

/** The account service for `app.inject`; without a database it opens a fresh one and drops it on close. */
export async function buildTestAuthApp(
  options: { env?: TestAuthEnvInput; database?: DatabaseHandle } = {},
): Promise<AuthApp> {
  const database = options.database ?? (await openTestDatabase());
  try {
    const app = await buildAuthApp({
      env: testAuthEnv(options.env),
      database: { db: database.db, driver: database.driver },
    });
    if (!options.database) app.addHook('onClose', () => database.close());
    await app.ready();
    return app;
  } catch (error) {
    if (!options.database) await database.close();
    throw error;
  }
}
