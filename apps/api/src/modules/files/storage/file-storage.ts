/** Where uploaded files live. Keys are made by the files service (`user/<owner>/<id>.webp`) and never reused. */
export interface FileStorage {
  put(key: string, body: Buffer, contentType: string): Promise<void>;
  /** Removes what an upload stored when it cannot be recorded; a key that is not there is no error. */
  remove(keys: string[]): Promise<void>;
  /** The public address of a stored file. */
  urlOf(key: string): string;
}

/** Uploaded files are never changed under their key, so browsers and CDNs may keep them for a year. */
export const IMMUTABLE_CACHE_CONTROL = 'public, max-age=31536000, immutable';

export const joinUrl = (base: string, key: string) =>
  `${base.replace(/\/+$/, '')}/${key.split('/').map(encodeURIComponent).join('/')}`;
