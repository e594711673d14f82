import { idFromSlug, type BusinessProfile } from '@b2b/contracts';
import { useTranslation } from 'react-i18next';
import { useParams, useSearchParams } from 'react-router';
import { Notice } from '../../../components/ui/notice.tsx';
import { LoadError, Loading } from '../../../components/ui/status.tsx';
import { BusinessGate } from '../../../features/businesses/components/business-gate.tsx';
import { useBusinessQuotes, useRfqMarket, type MarketFilters } from '../../../features/rfq/api/queries.ts';
import {
  BusinessQuoteList,
  MarketFilterForm,
  QuoteRightsNote,
  RfqMarketList,
} from '../../../features/rfq/components/rfq-market.tsx';
import styles from '../../../features/rfq/components/rfq.module.css';
import type { RouteHandle } from '../../../lib/meta.ts';
import { rfqPageMeta } from '../rfq/meta.ts';

const positive = (value: string | null) => (value && Number(value) > 0 ? Number(value) : undefined);

/** The market's filters from the address, left out when empty. */
function filtersOf(params: URLSearchParams): MarketFilters {
  const filters: MarketFilters = {
    categoryID: params.get('category') ?? undefined,
    country: params.get('country') ?? undefined,
    minQuantity: positive(params.get('min')),
    maxQuantity: positive(params.get('max')),
  };
  return Object.fromEntries(
    Object.entries(filters).filter(([, value]) => value !== undefined),
  ) as MarketFilters;
}

/**
 * `/business/{id}/rfq`: the open requests for quotation sent to the business, newest first, filtered by category,
 * country and quantity, its quote rights of the month and its own quotes; for its owner, admins and members.
 */
export function Component() {
  const { t } = useTranslation('rfq');
  const businessID = idFromSlug(useParams().businessID ?? '');
  return (
    <div className={styles.page}>
      <BusinessGate businessID={businessID}>
        {(business, access) =>
          access ? (
            <Market business={business} />
          ) : (
            <Notice title={t('market.title', { company: business.general.companyName })}>
              {t('market.notAllowed')}
            </Notice>
          )
        }
      </BusinessGate>
    </div>
  );
}

function Market({ business }: { business: BusinessProfile }) {
  const { t } = useTranslation('rfq');
  const { businessID } = business;
  const [params, setParams] = useSearchParams();
  const filters = filtersOf(params);
  const market = useRfqMarket(businessID, filters);
  const quotes = useBusinessQuotes(businessID);
  return (
    <>
      <h1 className={styles.title}>{t('market.title', { company: business.general.companyName })}</h1>
      <p className={styles.lead}>{t('market.lead')}</p>
      {market.data && <QuoteRightsNote rights={market.data.quoteRights} businessID={businessID} />}
      <MarketFilterForm
        key={params.toString()}
        filters={filters}
        categories={business.general.categories}
        onChange={(next) => {
          const query = new URLSearchParams();
          if (next.categoryID) query.set('category', next.categoryID);
          if (next.country) query.set('country', next.country);
          if (next.minQuantity) query.set('min', String(next.minQuantity));
          if (next.maxQuantity) query.set('max', String(next.maxQuantity));
          setParams(query);
        }}
      />
      <h2 className={styles.subTitle}>{t('market.open')}</h2>
      {market.isError && <LoadError />}
      {market.isPending && <Loading />}
      {market.data && <RfqMarketList rfqs={market.data.rfqs} businessID={businessID} />}
      <h2 className={styles.subTitle}>{t('market.quotes')}</h2>
      {quotes.isError && <LoadError />}
      {quotes.isPending && <Loading />}
      {quotes.data && <BusinessQuoteList quotes={quotes.data} businessID={businessID} />}
    </>
  );
}

export const handle = {
  meta: rfqPageMeta('meta.marketTitle', 'meta.marketDescription'),
  namespaces: ['rfq'],
} satisfies RouteHandle;
