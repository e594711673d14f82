import type { BoostAllowance } from '@b2b/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDate } from '../../../lib/format-date.ts';
import { useLanguage } from '../../../lib/language.ts';
import { paths } from '../../../lib/paths.ts';
import { BoostButton } from './boost-button.tsx';
import styles from './boosts.module.css';

/**
 * This month's advertising boosts of a business in its manage mode: how many are left and when they renew, and the
 * boost of the business itself; a level without boosts points to the membership instead.
 */
export function BoostsSummary({
  businessID,
  companyName,
  allowance,
}: {
  businessID: string;
  companyName: string;
  allowance: BoostAllowance;
}) {
  const { t } = useTranslation('membership');
  const language = useLanguage();
  if (allowance.allowance === 0) {
    return (
      <section className={styles.summary} aria-label={t('boosts.label')}>
        <p>{t('boosts.explain')}</p>
        <Link to={paths.businessMembership.href(businessID)}>{t('boosts.get')}</Link>
      </section>
    );
  }
  return (
    <section className={styles.summary} aria-label={t('boosts.label')}>
      <p>
        <strong>{t('boosts.left', { left: allowance.left, allowance: allowance.allowance })}</strong>{' '}
        <span className={styles.renewal}>
          {t('boosts.renewal', { date: formatDate(allowance.resetsAt, language) })}
        </span>
      </p>
      <div className={styles.business}>
        <span>{t('boosts.business')}</span>
        <BoostButton businessID={businessID} name={companyName} allowance={allowance} />
      </div>
    </section>
  );
}
