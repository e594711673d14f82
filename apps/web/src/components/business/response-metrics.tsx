import type { ResponseMetrics } from '@b2b/contracts';
import { useTranslation } from 'react-i18next';
import { cx } from '../../lib/cx.ts';
import { formatNumber } from '../../lib/format-number.ts';
import { useLanguage } from '../../lib/language.ts';
import { responseTime } from '../../lib/response-time.ts';
import styles from './response-metrics.module.css';

/**
 * How a business answers requests over the last 90 days: "Replies within 4 h · 92% of 37 requests", or "New supplier"
 * under 5 cases (the figures are null then). Inline: the business page's header, a search card and the RFQ compare
 * table each put it where they show the business.
 */
export function ResponseMetricsText({
  metrics,
  className,
}: {
  metrics: ResponseMetrics;
  className?: string;
}) {
  const { t } = useTranslation('businesses');
  const language = useLanguage();
  const number = (n: number) => formatNumber(n, language);
  if (metrics.replyRate === null) {
    return (
      <span className={cx(styles.metrics, styles.new, className)} title={t('responseMetrics.newExplained')}>
        {t('responseMetrics.newSupplier')}
      </span>
    );
  }
  // Floored: 36 of 37 reads 97%, never a 100% that was not.
  const rate = formatNumber(Math.floor(metrics.replyRate * 100) / 100, language, { style: 'percent' });
  const median = metrics.medianFirstReplySeconds;
  const time = median === null ? null : responseTime(median);
  const timeText =
    time &&
    (time.unit === 'minutes'
      ? t('responseMetrics.minutes', { count: time.count, n: number(time.count) })
      : time.unit === 'hours'
        ? t('responseMetrics.hours', { count: time.count, n: number(time.count) })
        : t('responseMetrics.days', { count: time.count, n: number(time.count) }));
  return (
    <span className={cx(styles.metrics, className)} title={t('responseMetrics.explained')}>
      {timeText && (
        <>
          {t('responseMetrics.repliesWithin', { time: timeText })} <span aria-hidden>·</span>{' '}
        </>
      )}
      {t('responseMetrics.rate', { count: metrics.cases, rate, cases: number(metrics.cases) })}
    </span>
  );
}
