import { cardCountryName, subscriptionLabel, type MyBusinessItem } from '@b2b/contracts';
import { BadgeCheck, Eye, Settings } from 'lucide-react';
import { useId } from 'react';
import { Link } from 'react-router';
import { BusinessPhoto } from '../../../components/business/business-photo.tsx';
import { buttonClass } from '../../../components/ui/button.ts';
import { useCountryName } from '../../../lib/country-names.ts';
import { cx } from '../../../lib/cx.ts';
import styles from './my-business-card.module.css';
import { paths } from '../../../lib/paths.ts';

const ACCESS_LABEL = { owner: 'Owner', admin: 'Admin', member: 'Member' } as const;

/**
 * One business of the person (section 8 of 01-, "Business card in My business"). Manage Business opens the page in
 * manage mode, which only its owner gets, so the others have View as a buyer alone.
 */
export function MyBusinessCard({ item }: { item: MyBusinessItem }) {
  const { business, access } = item;
  const { general, contactInfo } = business;
  const countryName = useCountryName();
  const titleID = useId();
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
        <ul className={styles.tags} aria-label="Status">
          <li className={cx(styles.tag, business.verified && styles.verified)}>
            {business.verified && <BadgeCheck aria-hidden size={14} />}
            {business.verified ? 'Verified' : 'Not Verified'}
          </li>
          <li className={cx(styles.tag, styles.level)}>{subscriptionLabel(business.subscription)}</li>
          <li className={styles.tag}>{ACCESS_LABEL[access]}</li>
        </ul>
        <p className={styles.description}>{general.shortDescription}</p>
      </div>
      <div className={styles.actions}>
        {access === 'owner' && (
          <Link to={`${path}?editMode=1`} className={buttonClass('primary', { size: 'sm' })}>
            <Settings aria-hidden size={16} />
            Manage Business
          </Link>
        )}
        <Link to={path} className={buttonClass('outline', { size: 'sm' })}>
          <Eye aria-hidden size={16} />
          View as a buyer
        </Link>
      </div>
    </article>
  );
}
