import { QUOTE_SORTS, type QuoteSort } from '@b2b/contracts';
import { useTranslation } from 'react-i18next';
import { Link, useParams, useSearchParams } from 'react-router';
import { LoadError, Loading, NoContent } from '../../../components/ui/status.tsx';
import { useComparedQuotes } from '../../../features/rfq/api/queries.ts';
import { QuoteCompare } from '../../../features/rfq/components/quote-compare.tsx';
import styles from '../../../features/rfq/components/rfq.module.css';
import type { RouteHandle } from '../../../lib/meta.ts';
import { paths } from '../../../lib/paths.ts';
import { rfqPageMeta } from './meta.ts';
import { RfqGate, type RfqAnswer } from '../../../features/rfq/components/rfq-gate.tsx';

const sortOf = (value: string | null): QuoteSort => QUOTE_SORTS.find((sort) => sort === value) ?? 'unitPrice';

/** `/rfq/{id}/quotes[?sort=total]`: the buyer compares the quotes of their RFQ and decides. */
export function Component() {
  const { t } = useTranslation('rfq');
  const rfqID = useParams().rfqID ?? '';
  return (
    <div className={styles.page}>
      <RfqGate rfqID={rfqID}>
        {(rfq) => (
          <>
            <p className={styles.lead}>
              <Link to={paths.rfq.href(rfq.rfqID)}>{t('compare.back', { product: rfq.productName })}</Link>
            </p>
            <h1 className={styles.title}>{t('compare.title', { product: rfq.productName })}</h1>
            <Quotes rfq={rfq} />
          </>
        )}
      </RfqGate>
    </div>
  );
}

function Quotes({ rfq }: { rfq: RfqAnswer }) {
  const { t } = useTranslation('rfq');
  const [params, setParams] = useSearchParams();
  const sort = sortOf(params.get('sort'));
  const quotes = useComparedQuotes(rfq.rfqID, sort);
  if (quotes.isError) return <LoadError />;
  if (!quotes.data) return <Loading />;
  if (quotes.data.length === 0) return <NoContent message={t('compare.empty')} />;
  return (
    <QuoteCompare
      rfq={{ ...rfq, quoteCount: rfq.quoteCount ?? 0 }}
      quotes={quotes.data}
      sort={sort}
      onSort={(next) => setParams(next === 'unitPrice' ? {} : { sort: next }, { replace: true })}
    />
  );
}

export const handle = {
  meta: rfqPageMeta('meta.compareTitle', 'meta.compareDescription'),
  namespaces: ['rfq'],
} satisfies RouteHandle;
