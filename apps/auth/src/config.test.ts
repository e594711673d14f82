import { describe, expect, it } from 'vitest';
import { loadAuthEnv } from './config.ts';

describe('account service configuration', () => {
  it('takes a database role of its own only on PostgreSQL', () => {
    const own = 'postgres://b2b_accounts@db.example/b2b';
    expect(() => loadAuthEnv({ AUTH_DATABASE_URL: own })).toThrow(/AUTH_DATABASE_URL/);
    expect(
      loadAuthEnv({ AUTH_DATABASE_URL: own, DATABASE_URL: 'postgres://b2b_portal@db.example/b2b' })
        .AUTH_DATABASE_URL,
    ).toBe(own);
  });

  it('refuses to start in production unless AUTH_URL is https', () => {
    expect(() => loadAuthEnv({ NODE_ENV: 'production' })).toThrow(
      /AUTH_URL: must be an https address in production/,
    );
    expect(() => loadAuthEnv({ NODE_ENV: 'production', AUTH_URL: 'http://accounts.example' })).toThrow(
      /AUTH_URL/,
    );
    expect(loadAuthEnv({ NODE_ENV: 'production', AUTH_URL: 'https://accounts.example' }).AUTH_URL).toBe(
      'https://accounts.example',
    );
    expect(loadAuthEnv({}).AUTH_URL).toBe('http://localhost:3001');
  });

  it('takes the proxies’ addresses or a hop count for TRUST_PROXY, never “trust everyone”', () => {
    expect(loadAuthEnv({ TRUST_PROXY: '192.168.0.0/16, ::1' }).TRUST_PROXY).toEqual([
      '192.168.0.0/16',
      '::1',
    ]);
    expect(() => loadAuthEnv({ TRUST_PROXY: 'true' })).toThrow(/TRUST_PROXY/);
  });

  it('takes an optional redis:// or rediss:// REDIS_URL for the shared rate-limit counters', () => {
    expect(loadAuthEnv({}).REDIS_URL).toBeUndefined();
    expect(loadAuthEnv({ REDIS_URL: 'rediss://cache.example.com:6380' }).REDIS_URL).toBe(
      'rediss://cache.example.com:6380',
    );
    expect(() => loadAuthEnv({ REDIS_URL: 'https://cache.example.com' })).toThrow(/REDIS_URL/);
  });

  it('gives refresh sessions an absolute lifetime of 90 days by default', () => {
    expect(loadAuthEnv({}).REFRESH_SESSION_MAX_AGE_SECONDS).toBe(90 * 24 * 60 * 60);
    expect(loadAuthEnv({ REFRESH_SESSION_MAX_AGE_SECONDS: '3600' }).REFRESH_SESSION_MAX_AGE_SECONDS).toBe(
      3600,
    );
  });
});
