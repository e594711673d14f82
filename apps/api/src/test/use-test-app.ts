import { openTestDatabase, type TestDatabase } from '@b2b/db/testing';
import { afterAll, expect } from 'vitest';
import type { App } from '../app.ts';
import { buildTestApp, type BuildTestAppOptions } from './build-test-app.ts';
import { testTokens, type AccessTokenInput, type TestTokens, type TestUser } from './test-tokens.ts';

export interface TestApp {
  app: App;
  database: TestDatabase;
  tokens: TestTokens;
  /** A new signed-in person who has been to the portal once, so that their profile exists. */
  visitor(input?: AccessTokenInput): Promise<TestUser>;
}

/**
 * The set-up most API test files share: a database of the file's own, the file's test tokens and the portal built on
 * both, closed after the file's tests (`afterAll`). Awaited at the top of the file:
 * `const { app, database, tokens } = await useTestApp();`.
 */
export async function useTestApp(
  options: Omit<BuildTestAppOptions, 'database' | 'authKeySet'> = {},
): Promise<TestApp> {
  const tokens = await testTokens();
  const database = await openTestDatabase();
  const app = await buildTestApp({ ...options, database, authKeySet: tokens.keySet }).catch(async (error) => {
    await database.close();
    throw error;
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  async function visitor(input: AccessTokenInput = {}): Promise<TestUser> {
    const user = await tokens.signIn(input);
    const response = await app.inject({ method: 'GET', url: '/api/user/profile', headers: user.headers });
    expect(response.statusCode, response.body).toBe(200);
    return user;
  }

  return { app, database, tokens, visitor };
}
