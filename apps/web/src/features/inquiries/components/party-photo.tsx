import type { InquiryParty } from '@b2b/contracts';
import { BusinessPhoto } from '../../../components/business/business-photo.tsx';
import { DEFAULT_PROFILE_PHOTO } from '../../../lib/default-pictures.ts';
import { srcSetOf } from '../../../lib/image-src-set.ts';
import styles from './message-center.module.css';

/** A thread party's picture, round: a business's logo or a person's photo, or the default of its kind; decorative. */
export function PartyPhoto({ party, size }: { party: InquiryParty; size: number }) {
  if (party.type === 'business') {
    return <BusinessPhoto photo={party.profilePhoto} size={size} className={styles.photo} />;
  }
  const photo = party.profilePhoto;
  return (
    <img
      className={styles.photo}
      src={photo?.url ?? DEFAULT_PROFILE_PHOTO}
      srcSet={photo ? srcSetOf(photo) : undefined}
      sizes={`${size}px`}
      alt=""
      width={size}
      height={size}
    />
  );
}
