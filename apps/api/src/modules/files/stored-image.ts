import type { Image } from '@b2b/contracts';
import type { ProcessedImage } from './image-processing.ts';

const versionKeyOf = (baseKey: string, width: number) => `${baseKey}-${width}.webp`;

/** Every stored file of an image recorded under its original's key: the original and each of its versions. */
export function storedKeys(originalKey: string, image: Image): string[] {
  const baseKey = originalKey.replace(/\.[a-z0-9]+$/, '');
  return [originalKey, ...image.versions.map((version) => versionKeyOf(baseKey, version.width))];
}

/**
 * Where a processed image goes under one base key: the original as `<key>.<ext>`, each WebP version as
 * `<key>-<width>.webp`; and the Image that points at them, as every profile, business and product stores it.
 */
export function storedImage(baseKey: string, processed: ProcessedImage, urlOf: (key: string) => string) {
  const originalKey = `${baseKey}.${processed.original.extension}`;
  const versionKey = (width: number) => versionKeyOf(baseKey, width);
  const image: Image = {
    url: urlOf(originalKey),
    versions: processed.versions.map((v) => ({ url: urlOf(versionKey(v.width)), width: v.width })),
  };
  return {
    key: originalKey,
    files: [
      { key: originalKey, body: processed.original.body, contentType: processed.original.contentType },
      ...processed.versions.map((v) => ({
        key: versionKey(v.width),
        body: v.body,
        contentType: 'image/webp',
      })),
    ],
    image,
  };
}
