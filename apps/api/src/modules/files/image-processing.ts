import { IMAGE_CONTENT_TYPES, IMAGE_VERSION_WIDTHS } from '@b2b/contracts';
import { fileTypeFromBuffer } from 'file-type';
import sharp, { type FormatEnum } from 'sharp';

export type ImageContentType = (typeof IMAGE_CONTENT_TYPES)[number];

const FORMAT = {
  'image/jpeg': { format: 'jpeg', extension: 'jpg' },
  'image/png': { format: 'png', extension: 'png' },
  'image/webp': { format: 'webp', extension: 'webp' },
  'image/gif': { format: 'gif', extension: 'gif' },
} as const satisfies Record<ImageContentType, { format: keyof FormatEnum; extension: string }>;

/**
 * A 500 KB PNG of one colour can claim 30 000 × 30 000 pixels; decoding that would take gigabytes. Photos for a
 * profile or a business page never need more than this.
 */
const MAX_INPUT_PIXELS = 40_000_000;

/** The image type the bytes themselves say, whatever the file's name or the browser claimed; null if not allowed. */
export async function detectImageType(bytes: Buffer): Promise<ImageContentType | null> {
  const type = await fileTypeFromBuffer(bytes);
  return type && (IMAGE_CONTENT_TYPES as readonly string[]).includes(type.mime)
    ? (type.mime as ImageContentType)
    : null;
}

export interface ProcessedImage {
  original: { body: Buffer; contentType: ImageContentType; extension: string; width: number };
  /** WebP versions, narrowest first, none wider than the original. */
  versions: { body: Buffer; width: number }[];
}

/**
 * Re-encodes the original in its own format (which drops EXIF, GPS and other metadata; photos are turned upright
 * first) and makes the WebP versions. Throws when sharp cannot decode the bytes.
 */
export async function processImage(bytes: Buffer, contentType: ImageContentType): Promise<ProcessedImage> {
  const input = {
    animated: contentType === 'image/gif' || contentType === 'image/webp',
    limitInputPixels: MAX_INPUT_PIXELS,
  };
  const { pages = 1 } = await sharp(bytes, input).metadata();
  const decoded = sharp(bytes, input);
  // Orientation lives in EXIF, which only still pictures carry; libvips cannot rotate an animation anyway.
  const upright = pages > 1 ? decoded : decoded.autoOrient();
  const { data: original, info } = await upright
    .toFormat(FORMAT[contentType].format)
    .toBuffer({ resolveWithObject: true });
  const widths = [...new Set(IMAGE_VERSION_WIDTHS.map((w) => Math.min(w, info.width)))];
  const versions = await Promise.all(
    widths.map(async (width) => ({
      width,
      body: await sharp(original, { animated: pages > 1, limitInputPixels: MAX_INPUT_PIXELS })
        .resize({ width, withoutEnlargement: true })
        .webp()
        .toBuffer(),
    })),
  );
  return {
    original: { body: original, contentType, extension: FORMAT[contentType].extension, width: info.width },
    versions,
  };
}
