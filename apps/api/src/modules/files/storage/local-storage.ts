import { randomUUID } from 'node:crypto';
import { mkdir, rename, rm, writeFile } from 'node:fs/promises';
import { dirname, resolve, sep } from 'node:path';
import { joinUrl, type FileStorage } from './file-storage.ts';

export interface LocalStorageOptions {
  /** The folder that holds the files; made when missing. */
  dir: string;
  /** Where this server serves that folder, e.g. `http://localhost:3000/files`. */
  publicUrl: string;
}

/** Files on this server's disk, for a single server or a shared volume; served by `serveLocalFiles`. */
export function localStorage({ dir, publicUrl }: LocalStorageOptions): FileStorage & { root: string } {
  const root = resolve(dir);

  function pathOf(key: string): string {
    const path = resolve(root, key);
    // Keys come from the files service, but a key must never name a file outside the folder whatever made it.
    if (!path.startsWith(root + sep)) throw new Error(`storage key outside the files folder: ${key}`);
    return path;
  }

  return {
    root,
    async put(key, body) {
      const path = pathOf(key);
      await mkdir(dirname(path), { recursive: true });
      // Written aside and renamed, so a reader never gets half a file.
      const partial = `${path}.${randomUUID()}.partial`;
      await writeFile(partial, body);
      await rename(partial, path);
    },
    async remove(keys) {
      await Promise.all(keys.map((key) => rm(pathOf(key), { force: true })));
    },
    urlOf: (key) => joinUrl(publicUrl, key),
  };
}
