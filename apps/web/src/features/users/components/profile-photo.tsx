import type { Image } from '@b2b/contracts';
import { DEFAULT_PROFILE_PHOTO } from '../../../lib/default-pictures.ts';
import { srcSetOf } from '../../../lib/image-src-set.ts';

export function ProfilePhoto({
  photo,
  alt,
  className,
}: {
  photo: Image | null;
  alt: string;
  className?: string;
}) {
  return (
    <img
      className={className}
      src={photo?.url ?? DEFAULT_PROFILE_PHOTO}
      srcSet={photo ? srcSetOf(photo) : undefined}
      sizes="160px"
      alt={alt}
      width={160}
      height={160}
    />
  );
}
