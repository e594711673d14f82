import type { Thread } from '@b2b/contracts';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { buttonClass } from '../../../components/ui/button.ts';
import { formatDate } from '../../../lib/format-date.ts';
import { useLanguage } from '../../../lib/language.ts';
import { useMarkDealClosed } from '../api/queries.ts';
import styles from './message-center.module.css';

/**
 * The thread's deal: `Deal closed` for the reader's side until it has marked it, what each side has marked, and once
 * both have, the day the deal closed and what follows it (`children`: the review).
 */
export function DealStatus({
  thread,
  identityID,
  children,
}: {
  thread: Thread;
  identityID: string;
  children?: ReactNode;
}) {
  const { t } = useTranslation('inquiries');
  const language = useLanguage();
  const mark = useMarkDealClosed(thread.requestID, identityID);
  const { deal, side } = thread;
  const mine = side === 'S' ? deal.buyerClosedAt : deal.supplierClosedAt;
  const theirs = side === 'S' ? deal.supplierClosedAt : deal.buyerClosedAt;
  const state = deal.closedAt
    ? t('deal.closedOn', { date: formatDate(deal.closedAt, language) })
    : mine
      ? t('deal.waiting')
      : theirs
        ? t('deal.otherMarked')
        : null;
  return (
    <div className={styles.deal}>
      {state && (
        <p className={styles.dealState} role="status">
          {state}
        </p>
      )}
      {!mine && (
        <ConfirmDialog
          trigger={
            <button type="button" className={buttonClass('outline', { size: 'sm' })}>
              {t('deal.mark')}
            </button>
          }
          title={t('deal.confirmTitle')}
          description={t('deal.confirmText')}
          confirmLabel={t('deal.mark')}
          pending={mark.isPending}
          onConfirm={(close) => mark.mutate(undefined, { onSuccess: close })}
        />
      )}
      {children}
    </div>
  );
}
