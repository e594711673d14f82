import { LIMITS } from './limits.ts';

export const IMAGE_CONTENT_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/gif'] as const;
/** Widths of the WebP versions made of every uploaded image. */
export const IMAGE_VERSION_WIDTHS = [160, 480, 1080] as const;

export const UPLOAD_TARGETS = ['user', 'business'] as const;
export const UNSUPPORTED_IMAGE_MESSAGE = 'Only JPEG, PNG, WebP and GIF images can be uploaded';
export const PHOTO_TOO_LARGE_MESSAGE = `Photos can be at most ${LIMITS.photoMaxBytes / 1024} KB`;
/** The most entries `extras` may have; they travel in the signed upload form. */
export const UPLOAD_EXTRAS_MAX = 10;
