import { cardCountryName } from '@b2b/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { BusinessPhoto } from '../../../components/business/business-photo.tsx';
import { SpriteIcon } from '../../../components/ui/icon-sprite.tsx';
import { VerificationBadge } from '../../../components/business/verification-badge.tsx';
import { Loading } from '../../../components/ui/status.tsx';
import { useLastRegistered, type LatestBusiness } from '../api/queries.ts';
import { cardGrid } from '../../../components/ui/card-grid.ts';
import styles from './latest-businesses.module.css';
import { useBusinessTypeName } from '../../../lib/business-types.ts';
import { useCountryName } from '../../../lib/country-names.ts';
import { useLanguage } from '../../../lib/language.ts';
import { paths } from '../../../lib/paths.ts';

function CompactBusinessCard({ business }: { business: LatestBusiness }) {
  const countryName = useCountryName();
  return (
    <li className={styles.card}>
      <BusinessPhoto photo={business.profilePhoto} size={48} className={styles.logo} lazy />
      <div className={styles.text}>
        <Link to={paths.business.href(business.companyName, business.businessID)} className={styles.name}>
          {business.companyName}
        </Link>
        <span className={styles.meta}>
          <span aria-hidden>{business.country.emoji} </span>
          {cardCountryName(countryName(business.country))}
          {business.industryName && ` · ${business.industryName}`}
        </span>
      </div>
      <VerificationBadge
        verified={business.verified}
        level={business.subscription}
        size={24}
        className={styles.badge}
        lazy
      />
    </li>
  );
}

/**
 * The latest registered businesses, 3 each of Manufacturers, Distributors, Exporters and Consultants.
 * A failed call leaves the section out: the home page stays useful without it.
 */
export function LatestBusinesses() {
  const { t } = useTranslation('home');
  const typeName = useBusinessTypeName();
  const language = useLanguage();
  const { data, isPending } = useLastRegistered();
  if (!data && !isPending) return null;
  const groups = (data ?? []).map((group) => ({
    ...group,
    name: typeName(group.code),
  }));

  return (
    <section className={styles.section} aria-labelledby="latest-title">
      <h2 id="latest-title" className={styles.title}>
        {t('latest.title')}
      </h2>
      {!data ? (
        <Loading />
      ) : (
        <div className={cardGrid({ xs: 2, lg: 4 })}>
          {groups.map((group) => (
            <section key={group.code} className={styles.group} aria-labelledby={`latest-${group.code}`}>
              <h3 id={`latest-${group.code}`} className={styles.groupTitle}>
                {group.name}
              </h3>
              {group.businesses.length > 0 ? (
                <ul className={styles.list}>
                  {group.businesses.map((business) => (
                    <CompactBusinessCard key={business.businessID} business={business} />
                  ))}
                </ul>
              ) : (
                <p className={styles.none}>{t('latest.none')}</p>
              )}
              <Link to={paths.search.href({ business: group.code })} className={styles.more}>
                {t('latest.allOfType', { type: group.name.toLocaleLowerCase(language) })}
                <SpriteIcon name="ArrowRight" size={16} />
              </Link>
            </section>
          ))}
        </div>
      )}
    </section>
  );
}
