import { useTranslation } from 'react-i18next';
import { LoadError, Loading } from '../../../components/ui/status.tsx';
import { formatDate } from '../../../lib/format-date.ts';
import { formatHours } from '../../../lib/format-hours.ts';
import { useLanguage } from '../../../lib/language.ts';
import { useMembershipUsage } from '../api/queries.ts';
import styles from './boosts.module.css';

/** What the business's level gives and how much of it is used: this month's boosts and the paid year's support hours. */
export function MembershipUsage({ businessID }: { businessID: string }) {
  const { t } = useTranslation('membership');
  const language = useLanguage();
  const usage = useMembershipUsage(businessID);
  if (usage.isError) return <LoadError />;
  if (!usage.data) return <Loading />;
  const { boosts, support } = usage.data;
  return (
    <section className={styles.usage} aria-labelledby="usage-title">
      <h2 id="usage-title" className={styles.usageTitle}>
        {t('usage.title')}
      </h2>
      <dl className={styles.usageList}>
        <div>
          <dt>{t('usage.boosts')}</dt>
          <dd>
            {boosts.allowance === 0
              ? t('usage.none')
              : t('usage.boostsLeft', {
                  left: boosts.left,
                  allowance: boosts.allowance,
                  date: formatDate(boosts.resetsAt, language),
                })}
          </dd>
        </div>
        <div>
          <dt>{t('usage.support')}</dt>
          <dd>
            {support.hoursPerYear === 0
              ? t('usage.none')
              : support.periodEnd
                ? t('usage.supportUsedUntil', {
                    used: formatHours(support.minutesUsed, language),
                    hours: support.hoursPerYear,
                    date: formatDate(support.periodEnd, language),
                  })
                : t('usage.supportUsed', {
                    used: formatHours(support.minutesUsed, language),
                    hours: support.hoursPerYear,
                  })}
          </dd>
        </div>
      </dl>
    </section>
  );
}
