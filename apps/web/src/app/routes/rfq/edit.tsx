import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { Notice } from '../../../components/ui/notice.tsx';
import { RfqForm } from '../../../features/rfq/components/rfq-form.tsx';
import styles from '../../../features/rfq/components/rfq.module.css';
import type { RouteHandle } from '../../../lib/meta.ts';
import { useSession } from '../../../lib/session.ts';
import { rfqPageMeta } from './meta.ts';
import { RfqGate } from '../../../features/rfq/components/rfq-gate.tsx';

/** `/rfq/{id}/edit`: the buyer changes their RFQ until its first quote; then the page says it can no longer change. */
export function Component() {
  const { t } = useTranslation('rfq');
  const rfqID = useParams().rfqID ?? '';
  const userID = useSession()?.userID ?? '';
  return (
    <div className={styles.page}>
      <RfqGate rfqID={rfqID}>
        {(rfq) => (
          <>
            <h1 className={styles.title}>{t('edit.title', { product: rfq.productName })}</h1>
            {rfq.status !== 'open' || (rfq.quoteCount ?? 0) > 0 ? (
              <Notice title={t('edit.lockedTitle')}>{t('edit.locked')}</Notice>
            ) : (
              <RfqForm
                posters={[]}
                userID={userID}
                rfq={{ ...rfq, quoteCount: rfq.quoteCount ?? 0 }}
                defaultCurrency={rfq.currency}
              />
            )}
          </>
        )}
      </RfqGate>
    </div>
  );
}

export const handle = {
  meta: rfqPageMeta('meta.editTitle', 'meta.editDescription'),
  namespaces: ['rfq'],
} satisfies RouteHandle;
