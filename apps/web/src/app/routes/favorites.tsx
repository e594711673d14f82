import { searchPageCount, type BusinessCard, type FavoriteType, type ProductCard } from '@b2b/contracts';
import * as Tabs from '@radix-ui/react-tabs';
import type { ParseKeys } from 'i18next';
import type { UseQueryResult } from '@tanstack/react-query';
import { useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useLocation } from 'react-router';
import { useMyBusinesses } from '../../features/businesses/api/queries.ts';
import { BusinessSummaryCard } from '../../components/business/business-summary-card.tsx';
import { useFavoriteIDs } from '../../features/favorites/api/queries.ts';
import { Pagination } from '../../components/ui/pagination.tsx';
import { LoadError, Loading } from '../../components/ui/status.tsx';
import { useLanguage } from '../../lib/language.ts';
import { formatNumber } from '../../lib/format-number.ts';
import type { MetaFunction, RouteHandle } from '../../lib/meta.ts';
import { portalWords } from '../../lib/portal-words.ts';
import { readSearchPage } from '../../lib/search-url.ts';
import { useFavoriteBusinesses, useFavoriteProducts } from '../../features/favorites/api/queries.ts';
import { FavoriteProduct } from '../../features/favorites/components/favorite-product.tsx';
import { RemoveFavoriteButton } from '../../features/favorites/components/remove-favorite-button.tsx';
import { cardGrid } from '../../components/ui/card-grid.ts';
import { cx } from '../../lib/cx.ts';
import tabs from '../../components/ui/tabs.module.css';
import styles from './favorites.module.css';
import { paths } from '../../lib/paths.ts';

const meta: MetaFunction = ({ portal, language, t }) => {
  const words = portalWords(portal, language);
  return {
    title: t('favorites:meta.title', words),
    description: t('favorites:meta.description', words),
    canonicalPath: paths.favorites.href(),
  };
};

/** Each tab's texts, by the kind of item it lists. */
const TABS = [
  {
    type: 'business',
    label: 'tabs.businesses',
    listLabel: 'business.list',
    pagesLabel: 'business.pages',
    searchLabel: 'business.find',
    empty: 'business.empty',
  },
  {
    type: 'product',
    label: 'tabs.products',
    listLabel: 'product.list',
    pagesLabel: 'product.pages',
    searchLabel: 'product.find',
    empty: 'product.empty',
  },
] as const satisfies {
  type: FavoriteType;
  label: ParseKeys<'favorites'>;
  listLabel: ParseKeys<'favorites'>;
  pagesLabel: ParseKeys<'favorites'>;
  searchLabel: ParseKeys<'favorites'>;
  empty: ParseKeys<'favorites'>;
}[];

const readType = (search: string): FavoriteType =>
  new URLSearchParams(search).get('type') === 'product' ? 'product' : 'business';

/**
 * What the header's Favorite Business entry opens: the businesses and products the person saved with Save Business and
 * Save Product, five a page, newest saved first.
 */
export function Component() {
  const { t } = useTranslation('favorites');
  const language = useLanguage();
  const location = useLocation();
  const type = readType(location.search);
  const page = readSearchPage(location.search);
  const ids = useFavoriteIDs();

  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{t('title')}</h1>
      <Tabs.Root value={type} activationMode="manual" className={tabs.tabs}>
        <Tabs.List className={tabs.tabList} aria-label={t('tabs.label')}>
          {TABS.map((tab) => (
            <Tabs.Trigger key={tab.type} value={tab.type} asChild>
              <Link to={paths.favorites.href(tab.type)} className={tabs.tab}>
                {t(tab.label)}
                {ids.data && (
                  <span className={styles.count}>{formatNumber(ids.data[tab.type].length, language)}</span>
                )}
              </Link>
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        <Tabs.Content value={type} className={styles.panel}>
          {type === 'business' ? <SavedBusinesses page={page} /> : <SavedProducts page={page} />}
        </Tabs.Content>
      </Tabs.Root>
    </div>
  );
}

function SavedBusinesses({ page }: { page: number }) {
  const query = useFavoriteBusinesses(page);
  const mine = useMyBusinesses();
  const accessOf = (businessID: string) =>
    mine.data?.find((item) => item.businessID === businessID)?.access ?? null;
  return (
    <SavedList<BusinessCard> type="business" page={page} query={query} idOf={(card) => card.businessID}>
      {(card, action) => (
        <BusinessSummaryCard
          business={card}
          access={accessOf(card.businessID)}
          action={action}
          className={styles.business}
        />
      )}
    </SavedList>
  );
}

function SavedProducts({ page }: { page: number }) {
  const query = useFavoriteProducts(page);
  return (
    <SavedList<ProductCard> type="product" page={page} query={query} idOf={(card) => card.productID}>
      {(card, action) => <FavoriteProduct product={card} action={action} />}
    </SavedList>
  );
}

/** One tab's list: loading and failure states, the empty text, the cards with their Remove button, the pages. */
function SavedList<Card extends BusinessCard | ProductCard>({
  type,
  page,
  query,
  idOf,
  children,
}: {
  type: FavoriteType;
  page: number;
  query: UseQueryResult<{ results: Card[]; total: number }>;
  idOf: (card: Card) => string;
  children: (card: Card, action: ReactNode) => ReactNode;
}) {
  const { t } = useTranslation('favorites');
  const list = useRef<HTMLOListElement>(null);
  const tab = TABS.find((t) => t.type === type)!;
  const { data } = query;
  if (query.isError && !data) return <LoadError />;
  if (!data) return <Loading />;

  const count = searchPageCount(data.total);
  // Removing the last card of the last page leaves a page past the end: show the new last page instead.
  if (data.results.length === 0 && page > Math.max(count, 1) && !query.isPlaceholderData) {
    return <Navigate to={paths.favorites.href(type, Math.max(count, 1))} replace />;
  }
  if (data.total === 0) {
    return (
      <div className={styles.empty}>
        <p>{t(tab.empty)}</p>
        <Link to={paths.search.href({ business: type === 'product' ? 'PR' : 'MA' })}>
          {t(tab.searchLabel)}
        </Link>
      </div>
    );
  }
  const nameOf = (card: Card) => ('general' in card ? card.general.companyName : card.name);
  return (
    <>
      <ol
        ref={list}
        tabIndex={-1}
        className={cx(cardGrid(), styles.list)}
        aria-label={t(tab.listLabel)}
        aria-busy={query.isPlaceholderData || undefined}
      >
        {data.results.map((card) => (
          <li key={idOf(card)}>
            {children(
              card,
              <RemoveFavoriteButton
                type={type}
                id={idOf(card)}
                name={nameOf(card)}
                onRemoved={() => list.current?.focus()}
              />,
            )}
          </li>
        ))}
      </ol>
      <Pagination
        page={page}
        count={count}
        hrefOf={(n) => paths.favorites.href(type, n)}
        label={t(tab.pagesLabel)}
      />
    </>
  );
}

export const handle = { meta, namespaces: ['favorites'] } satisfies RouteHandle;
