import type { Image } from '@b2b/contracts';

/** The WebP versions as a source set, so a phone does not download the original. */
export const srcSetOf = (image: Image) =>
  image.versions.map((version) => `${version.url} ${version.width}w`).join(', ') || undefined;
