import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { DatabaseHandle } from '@b2b/db';
import { openTestDatabase } from '@b2b/db/testing';
import { buildAuthApp, type AuthApp } from '../app.ts';
import { AuthEnvSchema, type AuthEnv } from '../config.ts';
import type { Clock } from '../lib/clock.ts';

export type TestAuthEnvInput = Partial<Record<keyof AuthEnv, string>>;

/** The account service's configuration for tests: its schema and the overrides only, never the developer's environment. */
export function testAuthEnv(overrides: TestAuthEnvInput = {}): AuthEnv {
  return AuthEnvSchema.parse({ LOG_LEVEL: 'silent', RATE_LIMIT_PER_MINUTE: '100000', ...overrides });
}

/** A clock the test moves by hand; `sleep` records the pause and moves time instead of waiting. */
export class TestClock implements Clock {
  current: Date;
  readonly sleeps: number[] = [];

  constructor(start = new Date()) {
    this.current = new Date(start);
  }

  now(): Date {
    return new Date(this.current);
  }

  async sleep(ms: number): Promise<void> {
    this.sleeps.push(ms);
    this.advance(ms / 1000);
  }

  advance(seconds: number) {
    this.current = new Date(this.current.getTime() + seconds * 1000);
  }
}

/**
 * The account service for `app.inject`; without a database it opens a fresh one and drops it on close. Unless the test
 * names AUTH_KEYS_DIR or gives keys, the signing key is generated in a temporary folder removed on close, never `./data`.
 */
export async function buildTestAuthApp(
  options: { env?: TestAuthEnvInput; database?: DatabaseHandle; clock?: Clock } = {},
): Promise<AuthApp> {
  const database = options.database ?? (await openTestDatabase());
  const env = { ...options.env };
  const keysDir =
    env.AUTH_KEYS_DIR || env.AUTH_PRIVATE_KEY ? undefined : mkdtempSync(join(tmpdir(), 'b2b-auth-keys-'));
  if (keysDir) env.AUTH_KEYS_DIR = keysDir;
  const cleanUp = async () => {
    if (keysDir) rmSync(keysDir, { recursive: true, force: true });
    if (!options.database) await database.close();
  };
  try {
    const app = await buildAuthApp({
      env: testAuthEnv(env),
      database: { db: database.db, driver: database.driver },
      ...(options.clock ? { clock: options.clock } : {}),
    });
    app.addHook('onClose', cleanUp);
    await app.ready();
    return app;
  } catch (error) {
    await cleanUp();
    throw error;
  }
}
