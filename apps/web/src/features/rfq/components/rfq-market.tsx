import type { BusinessCategory, BusinessQuote, MarketRfq, Quote, QuoteRights } from '@b2b/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClass } from '../../../components/ui/button.ts';
import { Notice } from '../../../components/ui/notice.tsx';
import { RichText } from '../../../components/ui/rich-text.tsx';
import { NoContent } from '../../../components/ui/status.tsx';
import { useCountryName } from '../../../lib/country-names.ts';
import { formatDate } from '../../../lib/format-date.ts';
import { useLanguage } from '../../../lib/language.ts';
import { paths } from '../../../lib/paths.ts';
import { useCountries } from '../../../lib/reference-data.ts';
import type { MarketFilters } from '../api/queries.ts';
import { formatMoney, formatQuantity } from '../format.ts';
import { useRfqWords } from '../rfq-words.ts';
import { TimeLeft } from './rfq-facts.tsx';
import styles from './rfq.module.css';

/**
 * The month's quote rights: how many are left of the level's allowance and when they come back. With none left the
 * page says so before any form opens, and names the upgrade.
 */
export function QuoteRightsNote({ rights, businessID }: { rights: QuoteRights; businessID: string }) {
  const { t } = useTranslation('rfq');
  const language = useLanguage();
  const values = {
    left: rights.left,
    allowance: rights.allowance,
    date: formatDate(rights.resetsAt, language),
  };
  if (rights.left > 0) return <p className={styles.rights}>{t('market.rightsLeft', values)}</p>;
  return (
    <Notice title={t('market.rightsSpentTitle')}>
      <RichText
        text={t('market.rightsSpent', values)}
        elements={{ upgrade: (words) => <Link to={paths.businessMembership.href(businessID)}>{words}</Link> }}
      />
    </Notice>
  );
}

/** The filters of the market, as a form whose fields make the address (so reload and back keep them). */
export function MarketFilterForm({
  filters,
  categories,
  onChange,
}: {
  filters: MarketFilters;
  categories: BusinessCategory[];
  onChange: (filters: MarketFilters) => void;
}) {
  const { t } = useTranslation('rfq');
  const countryName = useCountryName();
  const countries = useCountries();
  const number = (value: FormDataEntryValue | null) =>
    value && Number(value) > 0 ? Number(value) : undefined;
  return (
    <form
      className={styles.filters}
      aria-label={t('market.filters')}
      onSubmit={(event) => {
        event.preventDefault();
        const data = new FormData(event.currentTarget);
        onChange({
          categoryID: String(data.get('categoryID') ?? '') || undefined,
          country: String(data.get('country') ?? '') || undefined,
          minQuantity: number(data.get('minQuantity')),
          maxQuantity: number(data.get('maxQuantity')),
        });
      }}
    >
      <label className={styles.filterField}>
        {t('market.category')}
        <select name="categoryID" defaultValue={filters.categoryID ?? ''}>
          <option value="">{t('market.anyCategory')}</option>
          {categories.map((c) => (
            <option key={c.id} value={c.categoryID}>
              {c.name}
            </option>
          ))}
        </select>
      </label>
      <label className={styles.filterField}>
        {t('market.country')}
        <select name="country" defaultValue={filters.country ?? ''}>
          <option value="">{t('market.anyCountry')}</option>
          {countries.map((c) => (
            <option key={c.code} value={c.code}>
              {countryName(c)}
            </option>
          ))}
        </select>
      </label>
      <label className={styles.filterField}>
        {t('market.minQuantity')}
        <input name="minQuantity" inputMode="numeric" defaultValue={filters.minQuantity ?? ''} />
      </label>
      <label className={styles.filterField}>
        {t('market.maxQuantity')}
        <input name="maxQuantity" inputMode="numeric" defaultValue={filters.maxQuantity ?? ''} />
      </label>
      <button type="submit" className={buttonClass('outline', { size: 'sm' })}>
        {t('market.apply')}
      </button>
    </form>
  );
}

/** The open RFQs sent to the business, newest first, each with the business's own quote when it sent one. */
export function RfqMarketList({ rfqs, businessID }: { rfqs: MarketRfq[]; businessID: string }) {
  const { t } = useTranslation('rfq');
  const language = useLanguage();
  const words = useRfqWords();
  const countryName = useCountryName();
  const countries = useCountries();
  if (rfqs.length === 0) return <NoContent message={t('market.empty')} />;
  return (
    <ul className={styles.list}>
      {rfqs.map((rfq) => {
        const country = countries.find((c) => c.code === rfq.destinationCountry);
        return (
          <li key={rfq.rfqID} className={styles.item}>
            <div className={styles.itemHead}>
              <Link to={paths.rfq.href(rfq.rfqID, businessID)} className={styles.itemTitle}>
                {rfq.productName}
              </Link>
              <span className={styles.timeLeft}>
                <TimeLeft secondsLeft={rfq.secondsLeft} />
              </span>
            </div>
            <p className={styles.itemFacts}>
              {formatQuantity(rfq.quantity, language)} {words.unit(rfq.unit, rfq.quantity)} · {rfq.incoterm} ·{' '}
              {country ? countryName(country) : rfq.destinationCountry}
              {rfq.targetUnitPrice !== null &&
                ` · ${t('market.target', { price: formatMoney(rfq.targetUnitPrice, rfq.currency, language) })}`}
            </p>
            <p className={styles.itemFacts}>
              {rfq.buyer ? (rfq.buyer.companyName ?? rfq.buyer.name) : t('facts.anonymousBuyer')} ·{' '}
              {t('list.posted', { date: formatDate(rfq.createdAt, language) })}
            </p>
            <p className={styles.itemFacts}>
              {rfq.myQuote ? <MyQuoteLine quote={rfq.myQuote} /> : t('market.notQuoted')}
            </p>
          </li>
        );
      })}
    </ul>
  );
}

function MyQuoteLine({ quote }: { quote: Quote }) {
  const { t } = useTranslation('rfq');
  const language = useLanguage();
  const words = useRfqWords();
  return (
    <>
      {t('market.yourQuote', { price: formatMoney(quote.unitPrice, quote.currency, language) })} ·{' '}
      <strong>{words.quoteStatus(quote.status)}</strong>
      {quote.declineReason && ` · ${words.declineReason(quote.declineReason)}`}
    </>
  );
}

/** The business's quotes, newest first, each opening its RFQ. */
export function BusinessQuoteList({ quotes, businessID }: { quotes: BusinessQuote[]; businessID: string }) {
  const { t } = useTranslation('rfq');
  const language = useLanguage();
  const words = useRfqWords();
  if (quotes.length === 0) return <NoContent message={t('market.noQuotes')} />;
  return (
    <ul className={styles.list}>
      {quotes.map((quote) => (
        <li key={quote.quoteID} className={styles.item}>
          <p className={styles.itemFacts}>
            <Link to={paths.rfq.href(quote.rfqID, businessID)}>{quote.productName}</Link> ·{' '}
            {t('market.quoteOf', { date: formatDate(quote.createdAt, language) })} ·{' '}
            {formatMoney(quote.unitPrice, quote.currency, language)} ·{' '}
            <strong>{words.quoteStatus(quote.status)}</strong>
            {quote.declineReason && ` · ${words.declineReason(quote.declineReason)}`}
          </p>
        </li>
      ))}
    </ul>
  );
}
