import { describe, expect, it } from 'vitest';
import { loadPortalEnv } from './config.ts';

describe('files configuration', () => {
  it('defaults to local storage under ./data/files with a generated secret outside production', () => {
    const env = loadPortalEnv({});
    expect(env).toMatchObject({
      STORAGE_DRIVER: 'local',
      FILES_DIR: './data/files',
      FILES_SECRET_FILE: './data/files-secret',
    });
    expect(env.FILES_SIGNING_SECRET).toBeUndefined();
  });

  it('requires FILES_SIGNING_SECRET in production, of at least 32 characters', () => {
    expect(() => loadPortalEnv({ NODE_ENV: 'production' })).toThrow(
      /FILES_SIGNING_SECRET: required in production/,
    );
    expect(() => loadPortalEnv({ FILES_SIGNING_SECRET: 'short' })).toThrow(/FILES_SIGNING_SECRET/);
    expect(loadPortalEnv({ NODE_ENV: 'production', FILES_SIGNING_SECRET: 's'.repeat(32) }).NODE_ENV).toBe(
      'production',
    );
  });

  it('requires the bucket and its public address for the S3 driver', () => {
    expect(() => loadPortalEnv({ STORAGE_DRIVER: 's3' })).toThrow(/S3_BUCKET[\s\S]*S3_PUBLIC_URL/);
    const env = loadPortalEnv({
      STORAGE_DRIVER: 's3',
      S3_BUCKET: 'photos',
      S3_PUBLIC_URL: 'https://cdn.example.com',
    });
    expect(env).toMatchObject({ S3_REGION: 'us-east-1', S3_BUCKET: 'photos' });
  });
});
