import { cardCountryName, type BusinessSearchResult } from '@b2b/contracts';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { BusinessPhoto } from '../../../components/business/business-photo.tsx';
import { ResponseMetricsText } from '../../../components/business/response-metrics.tsx';
import { VerificationBadge } from '../../../components/business/verification-badge.tsx';
import { LikesCount } from './likes-count.tsx';
import { PromotedLabel } from './promoted-label.tsx';
import styles from './result-card.module.css';
import { useBusinessTypeName } from '../../../lib/business-types.ts';
import { useCountryName } from '../../../lib/country-names.ts';
import { useLevelLabel } from '../../../lib/level-names.ts';
import { paths } from '../../../lib/paths.ts';

/**
 * A business in the search results, labelled when an advertising boost promotes it; `actions` are the buttons at
 * its foot (Send Request, Save).
 */
export function BusinessResultCard({
  result,
  actions,
}: {
  result: BusinessSearchResult;
  actions: ReactNode;
}) {
  const { t } = useTranslation('businesses');
  const typeName = useBusinessTypeName();
  const levelLabel = useLevelLabel();
  const countryName = useCountryName()(result.businessProfile.contactInfo.country);
  const titleID = useId();
  const { businessID, general, contactInfo, subscription, verified } = result.businessProfile;
  const industry = general.industry?.name;
  return (
    <article className={styles.card} aria-labelledby={titleID}>
      {result.promoted && <PromotedLabel />}
      <div className={styles.head}>
        <BusinessPhoto
          photo={general.profilePhoto}
          size={72}
          alt={t('header.logo', { company: general.companyName })}
          className={styles.logo}
        />
        <div className={styles.identity}>
          <h2 id={titleID} className={styles.name}>
            <Link to={paths.business.href(general.companyName, businessID)}>{general.companyName}</Link>
          </h2>
          {industry && <p className={styles.sub}>{industry}</p>}
        </div>
        <VerificationBadge verified={verified} level={subscription} size={32} className={styles.badge} />
      </div>
      <ul className={styles.facts} aria-label={t('card.facts')}>
        <li>
          <span className="visually-hidden">{t('card.year')} </span>
          {general.yearStablished ?? '----'}
        </li>
        <li title={countryName}>
          <span aria-hidden>{contactInfo.country.emoji} </span>
          {cardCountryName(countryName)}
        </li>
        <li>{industry ?? '---'}</li>
        <li>{typeName(general.businessType.code, general.businessType.name)}</li>
      </ul>
      <p className={styles.description}>{general.shortDescription}</p>
      <ResponseMetricsText metrics={result.businessProfile.responseMetrics} />
      <div className={styles.footer}>
        <div className={styles.counters}>
          <LikesCount likes={result.reactions.reactionCount.like} />
          <span className={styles.membership}>
            <span className="visually-hidden">{t('card.membership')} </span>
            {levelLabel(subscription)}
          </span>
        </div>
        <div className={styles.actions}>{actions}</div>
      </div>
    </article>
  );
}
