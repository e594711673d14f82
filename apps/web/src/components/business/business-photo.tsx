import type { Image } from '@b2b/contracts';
import { srcSetOf } from '../../lib/image-src-set.ts';

/** Shown when a business has no photo. */
export const DEFAULT_BUSINESS_PHOTO = '/images/default-business.svg';

/** A business's photo (its logo) at `size` CSS pixels, or the default picture; decorative unless given `alt`. */
export function BusinessPhoto({
  photo,
  size,
  alt = '',
  className,
  lazy = false,
}: {
  photo: Image | null;
  size: number;
  alt?: string;
  className?: string;
  /** Loaded only as it nears the screen: for lists below the fold. */
  lazy?: boolean;
}) {
  return (
    <img
      className={className}
      src={photo?.url ?? DEFAULT_BUSINESS_PHOTO}
      srcSet={photo ? srcSetOf(photo) : undefined}
      sizes={`${size}px`}
      alt={alt}
      width={size}
      height={size}
      loading={lazy ? 'lazy' : 'eager'}
    />
  );
}
