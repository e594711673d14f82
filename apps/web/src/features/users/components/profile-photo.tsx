import type { Image } from '@b2b/contracts';

/** Shown when a person has no photo (section 3 of 01-). */
export const DEFAULT_PROFILE_PHOTO = '/images/default-profile.svg';

/** The WebP versions as a source set, so a phone does not download the original. */
export const srcSetOf = (image: Image) =>
  image.versions.map((version) => `${version.url} ${version.width}w`).join(', ') || undefined;

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
