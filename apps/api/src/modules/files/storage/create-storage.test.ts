import { describe, expect, it } from 'vitest';
import { testPortalEnv } from '../../../test/build-test-app.ts';
import { createStorage } from './create-storage.ts';

describe('the storage driver of the configuration', () => {
  it('is the local folder by default, addressed under FILES_URL', () => {
    const configured = createStorage(testPortalEnv({ FILES_DIR: '/srv/files' }));
    expect(configured).toMatchObject({ driver: 'local', root: '/srv/files' });
    expect(configured.storage.urlOf('user/a/b c.webp')).toBe('http://localhost:3000/files/user/a/b%20c.webp');
  });

  it('is the bucket with STORAGE_DRIVER=s3, addressed under S3_PUBLIC_URL', () => {
    // Building the client sends nothing; putting a file needs a real bucket, which these tests do not have.
    const configured = createStorage(
      testPortalEnv({
        STORAGE_DRIVER: 's3',
        S3_BUCKET: 'photos',
        S3_ENDPOINT: 'http://127.0.0.1:9000',
        S3_PUBLIC_URL: 'https://cdn.example.com/photos/',
      }),
    );
    expect(configured.driver).toBe('s3');
    expect(configured.storage.urlOf('user/a/b.webp')).toBe('https://cdn.example.com/photos/user/a/b.webp');
  });
});
