import type { Author } from '@b2b/contracts';
import { DEFAULT_PROFILE_PHOTO } from '../../lib/default-pictures.ts';
import { srcSetOf } from '../../lib/image-src-set.ts';
import { paths } from '../../lib/paths.ts';
import { DEFAULT_BUSINESS_PHOTO } from '../business/business-summary-card.tsx';

/** A business author shows by company name and its photo, a person by first and last name. */
export function authorView(author: Author) {
  if (author.businessID && author.companyName) {
    return {
      name: author.companyName,
      photo: author.businessPhoto ?? null,
      fallback: DEFAULT_BUSINESS_PHOTO,
      href: author.businessKey ? paths.business.hrefOfSlug(author.businessKey) : null,
    };
  }
  return {
    name: `${author.firstName} ${author.lastName}`,
    photo: author.profilePhoto,
    fallback: DEFAULT_PROFILE_PHOTO,
    href: paths.publicProfile.href(author.userID),
  };
}

/** The photo of an author (a business's or a person's), or the default picture when they have none. */
export function AuthorPhoto({
  author,
  size,
  className,
}: {
  author: ReturnType<typeof authorView>;
  size: number;
  className: string | undefined;
}) {
  return (
    <img
      className={className}
      src={author.photo?.url ?? author.fallback}
      srcSet={author.photo ? srcSetOf(author.photo) : undefined}
      sizes={`${size}px`}
      alt=""
      width={size}
      height={size}
    />
  );
}
