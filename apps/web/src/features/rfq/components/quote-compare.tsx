import {
  QUOTE_DECLINE_REASONS,
  QUOTE_SORTS,
  type BuyerRfq,
  type ComparedQuote,
  type QuoteDeclineReason,
  type QuoteSort,
} from '@b2b/contracts';
import * as Dialog from '@radix-ui/react-dialog';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { buttonClass } from '../../../components/ui/button.ts';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import dialogStyles from '../../../components/ui/dialog.module.css';
import { ResponseMetricsText } from '../../../components/business/response-metrics.tsx';
import { formatDate } from '../../../lib/format-date.ts';
import { useLanguage } from '../../../lib/language.ts';
import { useLevelName } from '../../../lib/level-names.ts';
import { paths } from '../../../lib/paths.ts';
import { useAwardQuote, useDeclineQuote, useRevealRfq, useShortlistQuote } from '../api/queries.ts';
import { formatMoney, formatQuantity } from '../format.ts';
import { DECLINE_REASON_KEYS, useRfqWords } from '../rfq-words.ts';
import styles from './rfq.module.css';

const SORT_KEYS = {
  unitPrice: 'compare.sort.unitPrice',
  total: 'compare.sort.total',
  leadTime: 'compare.sort.leadTime',
  moq: 'compare.sort.moq',
  incoterm: 'compare.sort.incoterm',
  responseRate: 'compare.sort.responseRate',
  verification: 'compare.sort.verification',
  membership: 'compare.sort.membership',
} as const satisfies Record<QuoteSort, string>;

/** A price as quoted and, in another currency, also in the RFQ's with the date of the rate; never hiding the original. */
function Price({
  amount,
  converted,
  currency,
}: {
  amount: number;
  converted: string | undefined;
  currency: string;
}) {
  const language = useLanguage();
  return (
    <>
      {formatMoney(amount, currency, language)}
      {converted !== undefined && <span className={styles.converted}>{converted}</span>}
    </>
  );
}

/**
 * The buyer's compare table: one row a quote, in the order chosen; on a phone each row is a card with the same order.
 * A quote in another currency shows its figures as sent and, when the administrators keep a rate, converted to the RFQ's
 * currency with the rate's date. Undecided quotes can be shortlisted, declined with a reason, or awarded.
 */
export function QuoteCompare({
  rfq,
  quotes,
  sort,
  onSort,
}: {
  rfq: BuyerRfq;
  quotes: ComparedQuote[];
  sort: QuoteSort;
  onSort: (sort: QuoteSort) => void;
}) {
  const { t } = useTranslation('rfq');
  const language = useLanguage();
  const words = useRfqWords();
  const levelName = useLevelName();
  const deciding = rfq.status !== 'awarded';
  const convertedText = (quote: ComparedQuote, figure: 'unitPrice' | 'total') =>
    quote.converted
      ? t('compare.converted', {
          amount: formatMoney(quote.converted[figure], quote.converted.currency, language),
          date: formatDate(quote.converted.rateDate, language),
        })
      : quote.currency === rfq.currency
        ? undefined
        : t('compare.noRate');
  return (
    <>
      <div className={styles.toolbar}>
        <label className={styles.sortLabel}>
          {t('compare.sortBy')}
          <select
            className={styles.sortSelect}
            value={sort}
            onChange={(event) => onSort(event.target.value as QuoteSort)}
          >
            {QUOTE_SORTS.map((key) => (
              <option key={key} value={key}>
                {t(SORT_KEYS[key])}
              </option>
            ))}
          </select>
        </label>
        <p className={styles.hint}>{t('compare.currencyNote', { currency: rfq.currency })}</p>
      </div>
      <table className={styles.compare}>
        <caption className="visually-hidden">{t('compare.caption', { product: rfq.productName })}</caption>
        <thead>
          <tr>
            <th scope="col">{t('compare.supplier')}</th>
            <th scope="col" aria-sort={sort === 'unitPrice' ? 'ascending' : undefined}>
              {t('compare.unitPrice')}
            </th>
            <th scope="col" aria-sort={sort === 'total' ? 'ascending' : undefined}>
              {t('compare.total', {
                quantity: formatQuantity(rfq.quantity, language),
                unit: words.unit(rfq.unit, rfq.quantity),
              })}
            </th>
            <th scope="col" aria-sort={sort === 'moq' ? 'ascending' : undefined}>
              {t('compare.moq')}
            </th>
            <th scope="col" aria-sort={sort === 'leadTime' ? 'ascending' : undefined}>
              {t('compare.leadTime')}
            </th>
            <th scope="col" aria-sort={sort === 'incoterm' ? 'ascending' : undefined}>
              {t('compare.incoterm')}
            </th>
            <th scope="col">{t('compare.terms')}</th>
            <th scope="col">{t('compare.status')}</th>
            {deciding && <th scope="col">{t('compare.actions')}</th>}
          </tr>
        </thead>
        <tbody>
          {quotes.map((quote) => (
            <tr key={quote.quoteID} className={styles.compareRow}>
              <th scope="row" data-label={t('compare.supplier')}>
                <Link
                  to={paths.business.href(quote.companyName, quote.businessID)}
                  className={styles.supplier}
                >
                  {quote.companyName}
                </Link>
                <span className={styles.badgeLine}>
                  {levelName(quote.subscription)} ·{' '}
                  {quote.verified ? t('compare.verified') : t('compare.notVerified')}
                </span>
                <ResponseMetricsText metrics={quote.responseMetrics} className={styles.badgeLine} />
              </th>
              <td data-label={t('compare.unitPrice')}>
                <Price
                  amount={quote.unitPrice}
                  currency={quote.currency}
                  converted={convertedText(quote, 'unitPrice')}
                />
              </td>
              <td data-label={t('compare.totalShort')}>
                <Price
                  amount={quote.total}
                  currency={quote.currency}
                  converted={convertedText(quote, 'total')}
                />
              </td>
              <td data-label={t('compare.moq')}>
                {formatQuantity(quote.minimumOrderQuantity, language)}{' '}
                {words.unit(rfq.unit, quote.minimumOrderQuantity)}
              </td>
              <td data-label={t('compare.leadTime')}>{t('compare.days', { count: quote.leadTimeDays })}</td>
              <td data-label={t('compare.incoterm')}>
                {quote.incoterm} {quote.namedPlace}
              </td>
              <td data-label={t('compare.terms')}>
                <span className={styles.cellText}>{quote.paymentTerms}</span>
                <span className={styles.cellNote}>
                  {t('compare.validUntil', { date: formatDate(quote.validUntil, language) })}
                </span>
                <details className={styles.message}>
                  <summary>{t('compare.message')}</summary>
                  <p className={styles.description}>{quote.message}</p>
                </details>
              </td>
              <td data-label={t('compare.status')}>
                {words.quoteStatus(quote.status)}
                {quote.declineReason && (
                  <span className={styles.cellNote}>{words.declineReason(quote.declineReason)}</span>
                )}
              </td>
              {deciding && (
                <td data-label={t('compare.actions')}>
                  <QuoteActions rfq={rfq} quote={quote} />
                </td>
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </>
  );
}

/** Shortlist, decline with a reason, award; and, on an anonymous RFQ, show the buyer to this supplier. */
function QuoteActions({ rfq, quote }: { rfq: BuyerRfq; quote: ComparedQuote }) {
  const { t } = useTranslation('rfq');
  const navigate = useNavigate();
  const shortlist = useShortlistQuote(rfq.rfqID);
  const award = useAwardQuote(rfq.rfqID);
  const reveal = useRevealRfq(rfq.rfqID);
  const undecided = quote.status === 'submitted' || quote.status === 'shortlisted';
  const threadOf = (requestID: string) =>
    rfq.buyer?.businessID
      ? paths.requests.href(rfq.buyer.businessID, requestID)
      : paths.myMessages.href(requestID);
  return (
    <div className={styles.rowActions}>
      {quote.status === 'submitted' && (
        <button
          type="button"
          className={buttonClass('outline', { size: 'sm' })}
          disabled={shortlist.isPending}
          onClick={() => shortlist.mutate(quote.quoteID)}
          aria-label={t('compare.shortlistOf', { supplier: quote.companyName })}
        >
          {t('compare.shortlist')}
        </button>
      )}
      {undecided && (
        <ConfirmDialog
          trigger={
            <button
              type="button"
              className={buttonClass('accent', { size: 'sm' })}
              aria-label={t('compare.awardOf', { supplier: quote.companyName })}
            >
              {t('compare.award')}
            </button>
          }
          title={t('compare.awardTitle', { supplier: quote.companyName })}
          description={t('compare.awardText')}
          confirmLabel={t('compare.award')}
          pending={award.isPending}
          // Awarding ends the deciding, and this row's actions with it: wait on the call, not on its callbacks.
          onConfirm={(close) =>
            void award
              .mutateAsync(quote.quoteID)
              .then((requestID) => {
                close();
                return navigate(threadOf(requestID));
              })
              .catch(() => undefined)
          }
        />
      )}
      {undecided && <DeclineDialog rfqID={rfq.rfqID} quote={quote} />}
      {rfq.identity === 'anonymous' && !quote.revealed && quote.status !== 'withdrawn' && (
        <ConfirmDialog
          trigger={
            <button
              type="button"
              className={buttonClass('ghost', { size: 'sm' })}
              aria-label={t('compare.revealTo', { supplier: quote.companyName })}
            >
              {t('compare.reveal')}
            </button>
          }
          title={t('compare.revealTitle', { supplier: quote.companyName })}
          description={t('compare.revealText')}
          confirmLabel={t('compare.reveal')}
          pending={reveal.isPending}
          onConfirm={(close) => reveal.mutate(quote.businessID, { onSuccess: close })}
        />
      )}
    </div>
  );
}

/** Declining asks for one reason of the short list, which the supplier sees. */
function DeclineDialog({ rfqID, quote }: { rfqID: string; quote: ComparedQuote }) {
  const { t } = useTranslation('rfq');
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState<QuoteDeclineReason>('price-too-high');
  const decline = useDeclineQuote(rfqID);
  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger asChild>
        <button
          type="button"
          className={buttonClass('ghost', { size: 'sm' })}
          aria-label={t('compare.declineOf', { supplier: quote.companyName })}
        >
          {t('compare.decline')}
        </button>
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className={dialogStyles.overlay} />
        <Dialog.Content className={dialogStyles.dialog}>
          <Dialog.Title className={dialogStyles.title}>
            {t('compare.declineTitle', { supplier: quote.companyName })}
          </Dialog.Title>
          <Dialog.Description className={dialogStyles.description}>
            {t('compare.declineText')}
          </Dialog.Description>
          <fieldset className={styles.choices}>
            <legend className={styles.choicesLegend}>{t('compare.reason')}</legend>
            {QUOTE_DECLINE_REASONS.map((code) => (
              <label key={code} className={styles.choice}>
                <input
                  type="radio"
                  name="reason"
                  value={code}
                  checked={reason === code}
                  onChange={() => setReason(code)}
                />
                {t(DECLINE_REASON_KEYS[code])}
              </label>
            ))}
          </fieldset>
          <div className={dialogStyles.actions}>
            <Dialog.Close asChild>
              <button type="button" className={buttonClass('outline')}>
                {t('form.cancel')}
              </button>
            </Dialog.Close>
            <button
              type="button"
              className={buttonClass('primary')}
              disabled={decline.isPending}
              onClick={() =>
                decline.mutate({ quoteID: quote.quoteID, reason }, { onSuccess: () => setOpen(false) })
              }
            >
              {t('compare.decline')}
            </button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
