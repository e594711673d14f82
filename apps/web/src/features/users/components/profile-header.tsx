import type { PublicUserProfile, UserProfile } from '@b2b/contracts';
import { MapPin } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { CoverHeader } from '../../../components/ui/cover-header.tsx';
import { useBusinessTypeName } from '../../../lib/business-types.ts';
import { useCountryName } from '../../../lib/country-names.ts';
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
  nameAs: Name = 'h1',
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
  const place = placeOf(profile, profile.country ? countryName(profile.country) : undefined);
  const cover = profile.coverPhoto;
  return (
    <CoverHeader cover={cover} coverControl={coverControl}>
      <div className={styles.body}>
        <div className={styles.photoColumn}>
          <ProfilePhoto
            photo={profile.profilePhoto}
            alt={t('header.photoOf', { name })}
            className={styles.photo}
          />
          {photoControl}
        </div>
        <div className={styles.identity}>
          <Name className={styles.name}>{name}</Name>
          {profile.showProfession && profile.profession && (
            <p className={styles.profession}>{profile.profession}</p>
          )}
          {place && (
            <p className={styles.meta}>
              <MapPin aria-hidden size={16} />
              {place}
            </p>
          )}
          {profile.businessType && (
            <p className={styles.badge}>{typeName(profile.businessType.code, profile.businessType.name)}</p>
          )}
        </div>
        {actions && <div className={styles.actions}>{actions}</div>}
      </div>
    </CoverHeader>
  );
}
