import type { BusinessProfile } from '@b2b/contracts';
import { MapPin } from 'lucide-react';
import type { ReactNode } from 'react';
import { BusinessPhoto } from '../../../components/business/business-photo.tsx';
import { CoverHeader } from '../../../components/ui/cover-header.tsx';
import { useBusinessTypeName } from '../../../lib/business-types.ts';
import { useCountryName } from '../../../lib/country-names.ts';
import { useMembershipBadgeLabel } from '../../../components/business/verification-badge.tsx';
import styles from './business-header.module.css';
import { useTranslation } from 'react-i18next';

/** The top of a business page: cover, photo, name, place, badges, short description, then the page's actions. */
export function BusinessHeader({ business, actions }: { business: BusinessProfile; actions: ReactNode }) {
  const { t } = useTranslation('businesses');
  const typeName = useBusinessTypeName();
  const countryName = useCountryName();
  const badgeLabel = useMembershipBadgeLabel();
  const { general, contactInfo } = business;
  const cover = general.coverPhoto;
  const place = [contactInfo.city, contactInfo.state?.stateName, countryName(contactInfo.country)]
    .filter(Boolean)
    .join(', ');
  return (
    <CoverHeader cover={cover}>
      <div className={styles.body}>
        <BusinessPhoto
          photo={general.profilePhoto}
          size={144}
          alt={t('header.logo', { company: general.companyName })}
          className={styles.photo}
        />
        <div className={styles.identity}>
          <h1 className={styles.name}>{general.companyName}</h1>
          <p className={styles.meta}>
            <MapPin aria-hidden size={16} />
            <span aria-hidden>{contactInfo.country.emoji}</span>
            {place}
          </p>
          <ul className={styles.badges} aria-label={t('header.membership')}>
            <li className={styles.badge}>
              <img
                src={business.verified ? '/images/verified-badge.svg' : '/images/member-badge.svg'}
                alt=""
                width={20}
                height={20}
              />
              {badgeLabel(business.verified, business.subscription)}
            </li>
            <li className={styles.badge}>{typeName(general.businessType.code, general.businessType.name)}</li>
          </ul>
          <p className={styles.description}>{general.shortDescription}</p>
        </div>
      </div>
      <div className={styles.actions} role="group" aria-label={t('header.actions')}>
        {actions}
      </div>
    </CoverHeader>
  );
}
