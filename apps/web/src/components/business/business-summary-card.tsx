import { rangeText, type BusinessAccess, type BusinessCard, type BusinessProfile } from '@b2b/contracts';
import { useId, type ReactNode } from 'react';
import { Link } from 'react-router';
import { useBusinessTypeName } from '../../lib/business-types.ts';
import { cx } from '../../lib/cx.ts';
import { buttonClass } from '../ui/button.ts';
import { FactList, filledFacts } from '../ui/fact-list.tsx';
import { BusinessPhoto } from './business-photo.tsx';
import styles from './business-summary-card.module.css';
import { VerificationBadge } from './verification-badge.tsx';
import { paths } from '../../lib/paths.ts';
import { DaysText } from './days-text.tsx';
import { useTranslation } from 'react-i18next';

export { DEFAULT_BUSINESS_PHOTO } from './business-photo.tsx';

/** What the card reads, taken from a full profile or from the card subset a product or a search result carries. */
function summaryOf(business: BusinessProfile | BusinessCard) {
  const { general } = business;
  return {
    businessID: business.businessID,
    verified: business.verified,
    companyName: general.companyName,
    businessType: general.businessType,
    photo: general.profilePhoto,
    yearStablished: general.yearStablished,
    totalEmployees: rangeText(general.totalEmployees),
    categories: general.categories.map((c) => c.name),
    leadTime:
      'tradeCapabilities' in business ? business.tradeCapabilities.averageLeadTime : business.averageLeadTime,
  };
}

/**
 * The business summary card: people of the business get its Requests, everyone else Send Request;
 * the badge is the verified one for a verified business, the member one otherwise.
 */
export function BusinessSummaryCard({
  business,
  access,
  className,
  productID,
  action,
}: {
  business: BusinessProfile | BusinessCard;
  access: BusinessAccess | null;
  className?: string;
  /** The product the card stands beside: Send Request is then about it. */
  productID?: string;
  /** What a list adds for its own purpose, at the foot of the card (the favorites' Remove). */
  action?: ReactNode;
}) {
  const { t } = useTranslation('businesses');
  const typeName = useBusinessTypeName();
  const summary = summaryOf(business);
  const titleID = useId();
  const facts = filledFacts([
    [t('facts.businessType'), typeName(summary.businessType.code, summary.businessType.name)],
    [t('facts.yearEstablished'), summary.yearStablished],
    [t('facts.employees'), summary.totalEmployees],
    [t('facts.categories'), summary.categories.join(', ')],
    [t('facts.productionLeadTime'), summary.leadTime === null ? null : <DaysText days={summary.leadTime} />],
  ]);

  return (
    <section className={cx(styles.card, className)} aria-labelledby={titleID}>
      <div className={styles.head}>
        <BusinessPhoto photo={summary.photo} size={72} className={styles.photo} />
        <h2 id={titleID} className={styles.name}>
          <Link to={paths.business.href(summary.companyName, summary.businessID)}>{summary.companyName}</Link>
        </h2>
        <VerificationBadge
          verified={summary.verified}
          level={business.subscription}
          size={36}
          className={styles.badge}
        />
      </div>
      <FactList facts={facts} />
      {access ? (
        <Link
          className={buttonClass('outline', { block: true })}
          to={paths.requests.href(summary.businessID)}
        >
          {t('actions.requests')}
        </Link>
      ) : (
        <Link
          className={buttonClass('accent', { block: true })}
          to={paths.sendRequest.href(summary.businessID, productID)}
        >
          {t('actions.sendRequest')}
        </Link>
      )}
      {action && <div className={styles.action}>{action}</div>}
    </section>
  );
}
