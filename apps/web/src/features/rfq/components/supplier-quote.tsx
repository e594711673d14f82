import type { Quote, QuoteRights, Rfq } from '@b2b/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonClass } from '../../../components/ui/button.ts';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { FactList, filledFacts } from '../../../components/ui/fact-list.tsx';
import { formatDate } from '../../../lib/format-date.ts';
import { useLanguage } from '../../../lib/language.ts';
import { useWithdrawQuote } from '../api/queries.ts';
import { formatMoney, formatQuantity } from '../format.ts';
import { useRfqWords } from '../rfq-words.ts';
import { QuoteRightsNote } from './rfq-market.tsx';
import { QuoteForm } from './quote-form.tsx';
import styles from './rfq.module.css';

/**
 * The supplier's side of an RFQ: its quote as sent, with its one change and its withdrawal while the buyer has not
 * decided; or, while the RFQ is open and the month's rights allow, the form to quote it.
 */
export function SupplierQuote({
  rfq,
  quote,
  businessID,
  rights,
  products,
}: {
  rfq: Rfq;
  quote: Quote | null;
  businessID: string;
  rights: QuoteRights | undefined;
  products: { productID: string; name: string }[];
}) {
  const { t } = useTranslation('rfq');
  const [editing, setEditing] = useState(false);
  const open = rfq.status === 'open';
  if (!quote) {
    if (!open) return <p className={styles.hint}>{t('quote.closed')}</p>;
    return (
      <>
        {rights && <QuoteRightsNote rights={rights} businessID={businessID} />}
        {(!rights || rights.left > 0) && <QuoteForm rfq={rfq} businessID={businessID} products={products} />}
      </>
    );
  }
  const undecided = quote.status === 'submitted' || quote.status === 'shortlisted';
  if (editing)
    return (
      <QuoteForm
        rfq={rfq}
        businessID={businessID}
        quote={quote}
        products={products}
        onDone={() => setEditing(false)}
      />
    );
  return (
    <>
      <QuoteFacts rfq={rfq} quote={quote} />
      <div className={styles.actions}>
        {undecided && open && !quote.edited && (
          <button type="button" className={buttonClass('outline')} onClick={() => setEditing(true)}>
            {t('quote.change')}
          </button>
        )}
        {undecided && <WithdrawButton rfqID={rfq.rfqID} quoteID={quote.quoteID} />}
      </div>
    </>
  );
}

function WithdrawButton({ rfqID, quoteID }: { rfqID: string; quoteID: string }) {
  const { t } = useTranslation('rfq');
  const withdraw = useWithdrawQuote(rfqID, quoteID);
  return (
    <ConfirmDialog
      trigger={
        <button type="button" className={buttonClass('ghost')}>
          {t('quote.withdraw')}
        </button>
      }
      title={t('quote.withdrawTitle')}
      description={t('quote.withdrawText')}
      confirmLabel={t('quote.withdraw')}
      pending={withdraw.isPending}
      onConfirm={(close) => withdraw.mutate(undefined, { onSuccess: close })}
    />
  );
}

/** A quote as its supplier sent it, with where the buyer's decision stands. */
function QuoteFacts({ rfq, quote }: { rfq: Rfq; quote: Quote }) {
  const { t } = useTranslation('rfq');
  const language = useLanguage();
  const words = useRfqWords();
  return (
    <FactList
      facts={filledFacts([
        [
          t('compare.status'),
          <>
            <strong>{words.quoteStatus(quote.status)}</strong>
            {quote.declineReason && ` · ${words.declineReason(quote.declineReason)}`}
          </>,
        ],
        [t('quote.unitPrice'), formatMoney(quote.unitPrice, quote.currency, language)],
        [t('compare.totalShort'), formatMoney(quote.unitPrice * rfq.quantity, quote.currency, language)],
        [t('quote.moq'), `${formatQuantity(quote.minimumOrderQuantity, language)} ${words.unit(rfq.unit)}`],
        [t('quote.leadTimeDays'), t('compare.days', { count: quote.leadTimeDays })],
        [t('quote.incoterm'), `${words.incoterm(quote.incoterm)} · ${quote.namedPlace}`],
        [t('quote.paymentTerms'), quote.paymentTerms],
        [t('quote.validUntil'), formatDate(quote.validUntil, language)],
        [t('quote.message'), <span className={styles.description}>{quote.message}</span>],
        [t('quote.sentOn'), formatDate(quote.createdAt, language)],
        [t('quote.changed'), quote.edited ? t('quote.changedYes') : null],
      ])}
    />
  );
}
