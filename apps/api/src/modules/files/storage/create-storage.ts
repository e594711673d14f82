import type { PortalEnv } from '../../../config.ts';
import type { FileStorage } from './file-storage.ts';
import { localStorage } from './local-storage.ts';
import { s3Storage } from './s3-storage.ts';

export type ConfiguredStorage =
  { driver: 'local'; storage: FileStorage; root: string } | { driver: 's3'; storage: FileStorage };

/** The storage driver STORAGE_DRIVER names; the configuration schema has checked that its variables are there. */
export function createStorage(env: PortalEnv): ConfiguredStorage {
  if (env.STORAGE_DRIVER === 's3') {
    if (!env.S3_BUCKET || !env.S3_PUBLIC_URL)
      throw new Error('STORAGE_DRIVER=s3 needs S3_BUCKET and S3_PUBLIC_URL');
    return {
      driver: 's3',
      storage: s3Storage({
        bucket: env.S3_BUCKET,
        region: env.S3_REGION,
        endpoint: env.S3_ENDPOINT,
        accessKeyId: env.S3_ACCESS_KEY_ID,
        secretAccessKey: env.S3_SECRET_ACCESS_KEY,
        publicUrl: env.S3_PUBLIC_URL,
      }),
    };
  }
  const storage = localStorage({ dir: env.FILES_DIR, publicUrl: env.FILES_URL });
  return { driver: 'local', storage, root: storage.root };
}
