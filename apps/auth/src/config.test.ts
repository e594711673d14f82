import { expect, it } from 'vitest';
import { loadAuthEnv } from './config.ts';

it('takes a database role of its own only on PostgreSQL', () => {
  const own = 'postgres://b2b_accounts@db.example/b2b';
  expect(() => loadAuthEnv({ AUTH_DATABASE_URL: own })).toThrow(/AUTH_DATABASE_URL/);
  expect(
    loadAuthEnv({ AUTH_DATABASE_URL: own, DATABASE_URL: 'postgres://b2b_portal@db.example/b2b' })
      .AUTH_DATABASE_URL,
  ).toBe(own);
});
