import type { PublicUserProfile, UserProfile } from '@b2b/contracts';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { IdentityHeader, identityPhoto, identityTag } from '../../../components/ui/identity-header.tsx';
import { useBusinessTypeName } from '../../../lib/business-types.ts';
import { useCountryName } from '../../../lib/country-names.ts';
import { cx } from '../../../lib/cx.ts';
import styles from './profile-header.module.css';
import { ProfilePhoto } from './profile-photo.tsx';

export type ShownProfile = UserProfile | PublicUserProfile;

export const fullName = (profile: ShownProfile) => `${profile.firstName} ${profile.lastName}`.trim();

/** City, state and country (named in the page's language), the parts that are known. */
const placeOf = (profile: ShownProfile, countryName: string | undefined) =>
  [profile.city, profile.state?.stateName, countryName].filter(Boolean).join(', ');

/** The top of a profile: cover, photo, name, profession, place and business type, then the page's own actions. */
export function ProfileHeader({
  profile,
  actions,
  coverControl,
  photoControl,
  nameAs,
}: {
  profile: ShownProfile;
  /** The editor has a title of its own, so the name is a second-level heading there. */
  nameAs?: 'h1' | 'h2';
  actions?: ReactNode;
  /** The editor's upload buttons, drawn over the cover and under the photo. */
  coverControl?: ReactNode;
  photoControl?: ReactNode;
}) {
  const { t } = useTranslation('users');
  const countryName = useCountryName();
  const typeName = useBusinessTypeName();
  const name = fullName(profile);
  return (
    <IdentityHeader
      cover={profile.coverPhoto}
      coverControl={coverControl}
      photo={
        <ProfilePhoto
          photo={profile.profilePhoto}
          alt={t('header.photoOf', { name })}
          className={cx(identityPhoto, styles.photo)}
        />
      }
      photoControl={photoControl}
      name={name}
      nameAs={nameAs}
      subtitle={profile.showProfession && profile.profession}
      place={placeOf(profile, profile.country ? countryName(profile.country) : undefined)}
      layout="beside"
      actions={actions}
    >
      {profile.businessType && (
        <p className={cx(identityTag, styles.badge)}>
          {typeName(profile.businessType.code, profile.businessType.name)}
        </p>
      )}
    </IdentityHeader>
  );
}
