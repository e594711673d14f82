import { RFQ_STATUSES, type RfqStatus } from '@b2b/contracts';
import { Plus } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { buttonClass } from '../../../components/ui/button.ts';
import { LoadError, Loading } from '../../../components/ui/status.tsx';
import { useMyRfqs } from '../../../features/rfq/api/queries.ts';
import { RfqList, RfqStatusFilter } from '../../../features/rfq/components/rfq-list.tsx';
import styles from '../../../features/rfq/components/rfq.module.css';
import type { RouteHandle } from '../../../lib/meta.ts';
import { paths } from '../../../lib/paths.ts';
import { rfqPageMeta } from './meta.ts';

const statusOf = (value: string | null): RfqStatus | undefined =>
  RFQ_STATUSES.find((status) => status === value);

/** `/rfq[?status=open]`: the person's requests for quotation, as themself and as their businesses. */
export function Component() {
  const { t } = useTranslation('rfq');
  const status = statusOf(useSearchParams()[0].get('status'));
  const rfqs = useMyRfqs(status);
  return (
    <div className={styles.page}>
      <div className={styles.heading}>
        <h1 className={styles.title}>{t('list.title')}</h1>
        <Link to={paths.rfqNew.href()} className={buttonClass('accent')}>
          <Plus aria-hidden size={16} />
          {t('list.post')}
        </Link>
      </div>
      <RfqStatusFilter status={status} />
      {rfqs.isError && <LoadError />}
      {rfqs.isPending && <Loading />}
      {rfqs.data && <RfqList rfqs={rfqs.data} />}
    </div>
  );
}

export const handle = {
  meta: rfqPageMeta('meta.listTitle', 'meta.listDescription'),
  namespaces: ['rfq'],
} satisfies RouteHandle;
