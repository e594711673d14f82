import { IMAGE_CONTENT_TYPES, IMAGE_VERSION_WIDTHS } from '@b2b/contracts';
import { fileTypeFromBuffer } from 'file-type';
import pLimit from 'p-limit';
import sharp, { type FormatEnum } from 'sharp';

export type ImageContentType = (typeof IMAGE_CONTENT_TYPES)[number];

const FORMAT = {
  'image/jpeg': { format: 'jpeg', extension: 'jpg' },
  'image/png': { format: 'png', extension: 'png' },
  'image/webp': { format: 'webp', extension: 'webp' },
  'image/gif': { format: 'gif', extension: 'gif' },
} as const satisfies Record<ImageContentType, { format: keyof FormatEnum; extension: string }>;

/** The file name ending of a stored original of this type. */
export const extensionOf = (contentType: ImageContentType) => FORMAT[contentType].extension;

/**
 * A 500 KB PNG of one colour can claim 30 000 × 30 000 pixels; decoding that would take gigabytes. Photos for a
 * profile or a business page never need more than this.
 */
const MAX_INPUT_PIXELS = 40_000_000;

/** Frames of an animation: enough for a turning product or a logo's loop, not a film. */
export const MAX_FRAMES = 50;

/**
 * Pixels of an animation in all, frames × width × height: every frame is decoded and resized three times, and a 2 KB
 * GIF can hold hundreds of large frames of one colour.
 */
export const MAX_ANIMATION_PIXELS = 12_000_000;

/**
 * Images processed at once by this server. Sharp's work runs on libuv's thread pool (4 threads), which the account
 * service's password hashing shares when both run in one process: a burst of uploads must queue here, not take every
 * thread and stall sign-ins.
 */
const IMAGE_JOBS_AT_ONCE = 1;
const imageJobs = pLimit(IMAGE_JOBS_AT_ONCE);

/**
 * Threads libvips may use for one image. Sharp's default is one per core (only glibc builds without jemalloc, like
 * Debian's, default to one): on a two-core server, one image would then take both cores from the password hashing of
 * the sign-ins in the same process. With one thread and one image at a time, images take at most one core.
 */
export const IMAGE_THREADS = 1;
sharp.concurrency(IMAGE_THREADS);

/** An image that decodes but is refused for its size in pixels or frames; the message says which limit. */
export class ImageTooLarge extends Error {}

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

/** Refuses, from the headers alone, an image too large to decode: too many pixels, frames, or pixels of all frames. */
async function checkSize(bytes: Buffer, animated: boolean): Promise<number> {
  // With `animated`, sharp reads the frames as one tall image: `height` is that of all frames together.
  const {
    width = 0,
    height = 0,
    pages = 1,
  } = await sharp(bytes, { animated, limitInputPixels: false }).metadata();
  if (pages > MAX_FRAMES) {
    throw new ImageTooLarge(
      `An animated image may have at most ${MAX_FRAMES} frames; this one has ${pages}.`,
    );
  }
  const pixels = width * height;
  if (pages > 1 && pixels > MAX_ANIMATION_PIXELS) {
    throw new ImageTooLarge(
      `An animated image may have at most ${MAX_ANIMATION_PIXELS / 1_000_000} megapixels in all its frames; this one has ${(pixels / 1_000_000).toFixed(1)}.`,
    );
  }
  if (pixels > MAX_INPUT_PIXELS) {
    throw new ImageTooLarge(`An image may have at most ${MAX_INPUT_PIXELS / 1_000_000} megapixels.`);
  }
  return pages;
}

/**
 * Re-encodes the original in its own format (which drops EXIF, GPS and other metadata; photos are turned upright
 * first) and makes the WebP versions, one image at a time on this server. Throws ImageTooLarge for an image over the
 * limits, anything else when sharp cannot decode the bytes.
 */
export function processImage(bytes: Buffer, contentType: ImageContentType): Promise<ProcessedImage> {
  return imageJobs(() => versionsOf(bytes, contentType));
}

async function versionsOf(bytes: Buffer, contentType: ImageContentType): Promise<ProcessedImage> {
  const pages = await checkSize(bytes, contentType === 'image/gif' || contentType === 'image/webp');
  const input = { animated: pages > 1, limitInputPixels: MAX_INPUT_PIXELS };
  const decoded = sharp(bytes, input);
  // Orientation lives in EXIF, which only still pictures carry; libvips cannot rotate an animation anyway.
  const upright = pages > 1 ? decoded : decoded.autoOrient();
  const { data: original, info } = await upright
    .toFormat(FORMAT[contentType].format)
    .toBuffer({ resolveWithObject: true });
  const widths = [...new Set(IMAGE_VERSION_WIDTHS.map((w) => Math.min(w, info.width)))];
  // One after another, so that an image holds one thread of the pool (libvips still uses every core within it).
  const versions = [];
  for (const width of widths) {
    const body = await sharp(original, input).resize({ width, withoutEnlargement: true }).webp().toBuffer();
    versions.push({ width, body });
  }
  return {
    original: { body: original, contentType, extension: FORMAT[contentType].extension, width: info.width },
    versions,
  };
}
