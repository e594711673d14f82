import { LIMITS } from '@b2b/contracts';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate, useParams, useSearchParams } from 'react-router';
import { buttonClass } from '../../../components/ui/button.ts';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { Notice } from '../../../components/ui/notice.tsx';
import { useProductsByBusiness } from '../../../features/products/api/queries.ts';
import { useCloseRfq, useRfqMarket } from '../../../features/rfq/api/queries.ts';
import { RfqFacts } from '../../../features/rfq/components/rfq-facts.tsx';
import styles from '../../../features/rfq/components/rfq.module.css';
import { SupplierQuote } from '../../../features/rfq/components/supplier-quote.tsx';
import type { RouteHandle } from '../../../lib/meta.ts';
import { paths } from '../../../lib/paths.ts';
import { rfqPageMeta } from './meta.ts';
import { RfqGate, type RfqAnswer } from '../../../features/rfq/components/rfq-gate.tsx';

/**
 * `/rfq/{id}`: the buyer's RFQ with its quotes, change and early close; `/rfq/{id}?bid={businessID}`: the RFQ as that
 * supplier sees it, with its quote or the form to send one.
 */
export function Component() {
  const rfqID = useParams().rfqID ?? '';
  const businessID = useSearchParams()[0].get('bid') ?? undefined;
  return (
    <div className={styles.page}>
      <RfqGate rfqID={rfqID} businessID={businessID}>
        {(rfq) => (
          <>
            <h1 className={styles.title}>{rfq.productName}</h1>
            {businessID ? (
              <SupplierView rfq={rfq} businessID={businessID} />
            ) : (
              <BuyerView rfq={{ ...rfq, quoteCount: rfq.quoteCount ?? 0 }} />
            )}
          </>
        )}
      </RfqGate>
    </div>
  );
}

function BuyerView({ rfq }: { rfq: RfqAnswer & { quoteCount: number } }) {
  const { t } = useTranslation('rfq');
  const navigate = useNavigate();
  const close = useCloseRfq(rfq.rfqID);
  // Posting hands the number of suppliers it was sent to along.
  const matched = (useLocation().state as { matched?: number } | null)?.matched;
  const open = rfq.status === 'open';
  return (
    <>
      {matched !== undefined && (
        <Notice title={t('detail.postedTitle')}>{t('detail.sentTo', { count: matched })}</Notice>
      )}
      <div className={styles.actions}>
        <Link to={paths.rfqQuotes.href(rfq.rfqID)} className={buttonClass('accent')}>
          {t('detail.compare', { count: rfq.quoteCount })}
        </Link>
        {open && rfq.quoteCount === 0 && (
          <Link to={paths.rfqEdit.href(rfq.rfqID)} className={buttonClass('outline')}>
            {t('detail.edit')}
          </Link>
        )}
        {open && (
          <ConfirmDialog
            trigger={
              <button type="button" className={buttonClass('ghost')}>
                {t('detail.close')}
              </button>
            }
            title={t('detail.closeTitle')}
            description={t('detail.closeText')}
            confirmLabel={t('detail.close')}
            pending={close.isPending}
            onConfirm={(done) =>
              close.mutate(undefined, {
                onSuccess: () => {
                  done();
                  void navigate(paths.rfq.href(rfq.rfqID), { replace: true });
                },
              })
            }
          />
        )}
      </div>
      <RfqFacts rfq={rfq} asBuyer />
    </>
  );
}

function SupplierView({ rfq, businessID }: { rfq: RfqAnswer; businessID: string }) {
  const { t } = useTranslation('rfq');
  const market = useRfqMarket(businessID, {});
  // The public showcase: a quote offers a product buyers can open.
  const products = useProductsByBusiness(businessID, { skip: 0, size: LIMITS.maxPageSize });
  return (
    <>
      <p className={styles.lead}>
        <Link to={paths.businessRfq.href(businessID)}>{t('detail.backToMarket')}</Link>
      </p>
      <RfqFacts rfq={rfq} asBuyer={false} />
      <h2 className={styles.subTitle}>{t('detail.yourQuote')}</h2>
      <SupplierQuote
        rfq={rfq}
        quote={rfq.myQuote ?? null}
        businessID={businessID}
        rights={market.data?.quoteRights}
        products={(products.data?.data ?? []).map(({ productID, name }) => ({ productID, name }))}
      />
    </>
  );
}

export const handle = {
  meta: rfqPageMeta('meta.detailTitle', 'meta.detailDescription'),
  namespaces: ['rfq'],
} satisfies RouteHandle;
