import { RFQ_STATUSES, type BuyerRfq, type RfqStatus } from '@b2b/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { NoContent } from '../../../components/ui/status.tsx';
import { cx } from '../../../lib/cx.ts';
import { formatDate } from '../../../lib/format-date.ts';
import { useLanguage } from '../../../lib/language.ts';
import { paths } from '../../../lib/paths.ts';
import { formatQuantity } from '../format.ts';
import { useRfqWords } from '../rfq-words.ts';
import { TimeLeft } from './rfq-facts.tsx';
import styles from './rfq.module.css';

/** The buyer's status filter: every RFQ, or those of one status; the address keeps it. */
export function RfqStatusFilter({ status }: { status: RfqStatus | undefined }) {
  const { t } = useTranslation('rfq');
  const words = useRfqWords();
  const choices: [RfqStatus | undefined, string][] = [
    [undefined, t('list.all')],
    ...RFQ_STATUSES.map((s): [RfqStatus, string] => [s, words.status(s)]),
  ];
  return (
    <nav className={styles.filter} aria-label={t('list.filter')}>
      {choices.map(([value, label]) => (
        <Link
          key={label}
          to={paths.rfqList.href(value)}
          className={cx(styles.filterLink, value === status && styles.filterActive)}
          aria-current={value === status ? 'page' : undefined}
        >
          {label}
        </Link>
      ))}
    </nav>
  );
}

/** The buyer's RFQs, newest first: each with its status, number of quotes and time left. */
export function RfqList({ rfqs }: { rfqs: BuyerRfq[] }) {
  const { t } = useTranslation('rfq');
  const language = useLanguage();
  const words = useRfqWords();
  if (rfqs.length === 0) return <NoContent message={t('list.empty')} />;
  return (
    <ul className={styles.list}>
      {rfqs.map((rfq) => (
        <li key={rfq.rfqID} className={styles.item}>
          <div className={styles.itemHead}>
            <Link to={paths.rfq.href(rfq.rfqID)} className={styles.itemTitle}>
              {rfq.productName}
            </Link>
            <span className={cx(styles.status, styles[rfq.status])}>{words.status(rfq.status)}</span>
          </div>
          <p className={styles.itemFacts}>
            {formatQuantity(rfq.quantity, language)} {words.unit(rfq.unit, rfq.quantity)} · {rfq.incoterm} ·{' '}
            {t('list.posted', { date: formatDate(rfq.createdAt, language) })}
            {rfq.buyer?.companyName ? ` · ${t('list.as', { company: rfq.buyer.companyName })}` : ''}
          </p>
          <p className={styles.itemFacts}>
            <strong>{t('list.quotes', { count: rfq.quoteCount })}</strong>
            {rfq.status === 'open' && (
              <>
                {' · '}
                <TimeLeft secondsLeft={rfq.secondsLeft} />
              </>
            )}
            {rfq.quoteCount > 0 && (
              <>
                {' · '}
                <Link to={paths.rfqQuotes.href(rfq.rfqID)}>{t('list.compare')}</Link>
              </>
            )}
          </p>
        </li>
      ))}
    </ul>
  );
}
