import { cardCountryName, type MyBusinessItem } from '@b2b/contracts';
import { BadgeCheck, Eye, Settings } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { BusinessPhoto } from '../../../components/business/business-photo.tsx';
import { buttonClass } from '../../../components/ui/button.ts';
import { useCountryName } from '../../../lib/country-names.ts';
import { cx } from '../../../lib/cx.ts';
import styles from './my-business-card.module.css';
import { useLevelLabel } from '../../../lib/level-names.ts';
import { paths } from '../../../lib/paths.ts';
import { ACCESS_LABELS } from './member-access.ts';

/**
 * One business of the person, as its card in My business. Manage Business opens the page in
 * manage mode, which only its owner gets, so the others have View as a buyer alone.
 */
export function MyBusinessCard({ item }: { item: MyBusinessItem }) {
  const { business, access } = item;
  const { general, contactInfo } = business;
  const countryName = useCountryName();
  const levelLabel = useLevelLabel();
  const titleID = useId();
  const { t } = useTranslation('businessEditor');
  const path = paths.business.href(general.companyName, business.businessID);
  return (
    <article className={styles.card} aria-labelledby={titleID}>
      <BusinessPhoto photo={general.profilePhoto} size={96} className={styles.photo} />
      <div className={styles.body}>
        <h2 id={titleID} className={styles.name}>
          {general.companyName}
        </h2>
        <p className={styles.country} title={countryName(contactInfo.country)}>
          <span aria-hidden>{contactInfo.country.emoji}</span>{' '}
          {cardCountryName(countryName(contactInfo.country))}
        </p>
        <ul className={styles.tags} aria-label={t('card.status')}>
          <li className={cx(styles.tag, business.verified && styles.verified)}>
            {business.verified && <BadgeCheck aria-hidden size={14} />}
            {business.verified ? t('card.verified') : t('card.notVerified')}
          </li>
          <li className={cx(styles.tag, styles.level)}>{levelLabel(business.subscription)}</li>
          <li className={styles.tag}>{t(ACCESS_LABELS[access])}</li>
        </ul>
        <p className={styles.description}>{general.shortDescription}</p>
      </div>
      <div className={styles.actions}>
        {access === 'owner' && (
          <Link to={`${path}?editMode=1`} className={buttonClass('primary', { size: 'sm' })}>
            <Settings aria-hidden size={16} />
            {t('card.manage')}
          </Link>
        )}
        <Link to={`${path}?view=buyer`} className={buttonClass('outline', { size: 'sm' })}>
          <Eye aria-hidden size={16} />
          {t('card.viewAsBuyer')}
        </Link>
      </div>
    </article>
  );
}
