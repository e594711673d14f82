import { randomUUID } from 'node:crypto';
import type { Image } from '@b2b/contracts';
import type { Database } from '@b2b/db';
import type { PictureStore } from '@b2b/db/seed';
import type { PortalEnv } from '../../config.ts';
import { filesRepository, type FilesRepository } from './files.repository.ts';
import { extensionOf, processImage } from './image-processing.ts';
import { createStorage } from './storage/create-storage.ts';
import type { FileStorage } from './storage/file-storage.ts';
import { storedImage } from './stored-image.ts';

/**
 * Pictures the portal keeps although no person uploaded them (the seed's): processed into the same versions as an
 * upload, stored through the storage driver and recorded in uploaded_files, so they are served and referenced alike.
 */
export function pictureStore({
  repo,
  storage,
}: {
  repo: FilesRepository;
  storage: FileStorage;
}): PictureStore {
  return {
    async find(pictures) {
      const originalKeys = new Map(
        pictures.map((p) => [`${p.baseKey}.${extensionOf(p.contentType)}`, p.baseKey]),
      );
      const recorded = await repo.imagesByKey([...originalKeys.keys()]);
      return new Map([...recorded].map(([key, image]) => [originalKeys.get(key)!, image]));
    },

    async store({ bytes, contentType, baseKey, ownerUserID, target, extras }): Promise<Image> {
      const processed = await processImage(bytes, contentType);
      const stored = storedImage(baseKey, processed, (key) => storage.urlOf(key));
      // Files first: a row is only ever written for pictures whose files are all there.
      await Promise.all(stored.files.map((file) => storage.put(file.key, file.body, file.contentType)));
      await repo.insert({
        id: randomUUID(),
        key: stored.key,
        ownerUserID,
        target,
        contentType,
        bytes: processed.original.body.length,
        image: stored.image,
        extras,
      });
      return stored.image;
    },
  };
}

/** The picture store of a configured portal, for the launcher and the demo-data script. */
export const configuredPictureStore = (env: PortalEnv, db: Database) =>
  pictureStore({ repo: filesRepository(db), storage: createStorage(env).storage });
