import type { BusinessProfile } from '@b2b/contracts';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { BusinessPhoto } from '../../../components/business/business-photo.tsx';
import { FactList, filledFacts } from '../../../components/ui/fact-list.tsx';
import { LoadError } from '../../../components/ui/status.tsx';
import { useBusinessTypeName } from '../../../lib/business-types.ts';
import { useCountryName } from '../../../lib/country-names.ts';
import { formatDate } from '../../../lib/format-date.ts';
import { useLanguage } from '../../../lib/language.ts';
import { cardGrid } from '../../../components/ui/card-grid.ts';
import { cx } from '../../../lib/cx.ts';
import styles from './profile-sections.module.css';
import type { ShownProfile } from './profile-header.tsx';
import { paths } from '../../../lib/paths.ts';

/** The profile's facts, the ones that are filled in; birth date only when its owner shows it. */
export function ProfileDetails({ profile }: { profile: ShownProfile }) {
  const { t } = useTranslation('users');
  const countryName = useCountryName();
  const typeName = useBusinessTypeName();
  const language = useLanguage();
  const facts = filledFacts([
    [t('details.companyName'), profile.companyName],
    [t('details.industry'), profile.industry?.name],
    [t('details.jobPosition'), profile.jobPosition?.name],
    [
      t('details.businessType'),
      profile.businessType && typeName(profile.businessType.code, profile.businessType.name),
    ],
    [t('details.country'), profile.country && countryName(profile.country)],
    [t('details.state'), profile.state?.stateName],
    [t('details.city'), profile.city],
    [t('details.preferredLanguage'), profile.preferredLanguage?.languageName],
    [
      t('details.birthDate'),
      profile.showBirthDate && profile.birthDate ? formatDate(profile.birthDate, language) : null,
    ],
  ]);

  return (
    <section className={styles.card} aria-labelledby="profile-details-title">
      <h2 id="profile-details-title" className={styles.title}>
        {t('details.title')}
      </h2>
      {facts.length > 0 ? <FactList facts={facts} /> : <p className={styles.empty}>{t('details.empty')}</p>}
    </section>
  );
}

/** The brief presentation, under the spec's heading. */
export function AboutMe({ text, emptyText }: { text: string | null; emptyText: string }) {
  const { t } = useTranslation('users');
  return (
    <section className={styles.card} aria-labelledby="about-me-title">
      <h2 id="about-me-title" className={styles.title}>
        {t('details.aboutMe')}
      </h2>
      {text ? <p className={styles.about}>{text}</p> : <p className={styles.empty}>{emptyText}</p>}
    </section>
  );
}

/** The person's businesses, each a link to its page. */
export function UserBusinesses({
  businesses,
  isError,
  title,
  emptyText,
  action,
}: {
  /** The list, undefined while it loads. */
  businesses: BusinessProfile[] | undefined;
  isError: boolean;
  title: string;
  emptyText: string;
  action?: ReactNode;
}) {
  const countryName = useCountryName();
  const typeName = useBusinessTypeName();
  return (
    <section className={styles.card} aria-labelledby="user-businesses-title">
      <div className={styles.titleRow}>
        <h2 id="user-businesses-title" className={styles.title}>
          {title}
        </h2>
        {action}
      </div>
      {isError ? (
        <LoadError />
      ) : !businesses ? null : businesses.length === 0 ? (
        <p className={styles.empty}>{emptyText}</p>
      ) : (
        <ul className={cx(cardGrid({ sm: 2 }), styles.businesses)}>
          {businesses.map(({ businessID, general, contactInfo }) => (
            <li key={businessID}>
              <Link to={paths.business.href(general.companyName, businessID)} className={styles.business}>
                <BusinessPhoto photo={general.profilePhoto} size={48} />
                <span className={styles.businessText}>
                  <span className={styles.businessName}>{general.companyName}</span>
                  <span className={styles.businessMeta}>
                    {typeName(general.businessType.code, general.businessType.name)} ·{' '}
                    <span aria-hidden>{contactInfo.country.emoji}</span> {countryName(contactInfo.country)}
                  </span>
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
