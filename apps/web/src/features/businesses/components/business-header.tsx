import type { BusinessProfile } from '@b2b/contracts';
import type { ReactNode } from 'react';
import { BusinessPhoto } from '../../../components/business/business-photo.tsx';
import { ResponseMetricsText } from '../../../components/business/response-metrics.tsx';
import { IdentityHeader, identityPhoto, identityTag } from '../../../components/ui/identity-header.tsx';
import { useBusinessTypeName } from '../../../lib/business-types.ts';
import { useCountryName } from '../../../lib/country-names.ts';
import { cx } from '../../../lib/cx.ts';
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
  const place = [contactInfo.city, contactInfo.state?.stateName, countryName(contactInfo.country)]
    .filter(Boolean)
    .join(', ');
  return (
    <IdentityHeader
      cover={general.coverPhoto}
      photo={
        <BusinessPhoto
          photo={general.profilePhoto}
          size={144}
          alt={t('header.logo', { company: general.companyName })}
          className={cx(identityPhoto, styles.photo)}
        />
      }
      name={general.companyName}
      place={
        <>
          <span aria-hidden>{contactInfo.country.emoji}</span>
          {place}
        </>
      }
      layout="bar"
      actions={actions}
      actionsLabel={t('header.actions')}
    >
      <ul className={styles.badges} aria-label={t('header.membership')}>
        <li className={cx(identityTag, styles.badge)}>
          <img
            src={business.verified ? '/images/verified-badge.svg' : '/images/member-badge.svg'}
            alt=""
            width={20}
            height={20}
          />
          {badgeLabel(business.verified, business.subscription)}
        </li>
        <li className={cx(identityTag, styles.badge)}>
          {typeName(general.businessType.code, general.businessType.name)}
        </li>
      </ul>
      <p>
        <ResponseMetricsText metrics={business.responseMetrics} />
      </p>
      <p className={styles.description}>{general.shortDescription}</p>
    </IdentityHeader>
  );
}
