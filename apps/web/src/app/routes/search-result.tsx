import {
  readSearchFacetFilters,
  searchPageCount,
  SEARCH_LIMITS,
  type FavoriteType,
  type SearchFacetFilters,
  facetedSearchUrl,
} from '@b2b/contracts';
import { RotateCcw } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, type LoaderFunctionArgs } from 'react-router';
import { buttonClass } from '../../components/ui/button.ts';
import { Pagination } from '../../components/ui/pagination.tsx';
import { RichText } from '../../components/ui/rich-text.tsx';
import { LoadError } from '../../components/ui/status.tsx';
import type { RouteLoader } from './route-module.ts';
import { BUSINESS_TYPE_KEYS } from '../../lib/business-types.ts';
import { useLanguage } from '../../lib/language.ts';
import { formatNumber } from '../../lib/format-number.ts';
import type { MetaFunction, RouteHandle } from '../../lib/meta.ts';
import { portalWords } from '../../lib/portal-words.ts';
import { languageOfRequest } from '../../lib/reference-data.ts';
import { readSearchPage, readSearchQuery } from '../../lib/search-url.ts';
import {
  getSearchResultsQueryOptions,
  useSearchResults,
  type SearchResults,
} from '../../features/search/api/queries.ts';
import { BusinessResultCard } from '../../features/search/components/business-result-card.tsx';
import { CountryFilter } from '../../features/search/components/country-filter.tsx';
import { NoResults } from '../../features/search/components/no-results.tsx';
import { ProductResultCard } from '../../features/search/components/product-result-card.tsx';
import { ResultsSkeleton } from '../../features/search/components/results-skeleton.tsx';
import {
  ChosenFilters,
  SearchFacets,
  type SearchFacetsOf,
} from '../../features/search/components/search-facets.tsx';
import { SearchTabs } from '../../features/search/components/search-tabs.tsx';
import { UserResultCard } from '../../features/search/components/user-result-card.tsx';
import { cardGrid } from '../../components/ui/card-grid.ts';
import { cx } from '../../lib/cx.ts';
import styles from './search-result.module.css';
import { SendRequestLink } from '../../components/business/send-request-link.tsx';
import { SaveButton } from '../../features/favorites/components/save-button.tsx';
import { useMyBusinesses } from '../../features/businesses/api/queries.ts';

/** A keyword is searched up to its first 200 characters; the page shows what was searched, not a pasted page. */
const shownKeyword = (search: string) => {
  const keyword = search.trim();
  return keyword.length > SEARCH_LIMITS.textQueryChars
    ? `${keyword.slice(0, SEARCH_LIMITS.textQueryChars)}…`
    : keyword;
};

/** The facet filters of the address; kept out of the header's shared code, which never reads them. */
const readSearchFilters = (search: string): SearchFacetFilters =>
  readSearchFacetFilters(new URLSearchParams(search));

/** Titles stay readable in a browser tab and a search engine's listing. */
const TITLE_KEYWORD_CHARS = 60;

const resultNames = (results: SearchResults) =>
  results.kind === 'business'
    ? results.items.map((r) => r.businessProfile.general.companyName)
    : results.kind === 'product'
      ? results.items.map((p) => p.name)
      : results.items.map((u) => `${u.firstName} ${u.lastName}`);

/** The keyword and the list in the title; the count and the first names found in the description. */
const meta: MetaFunction = ({ portal, language, t, queryClient, search }) => {
  const query = readSearchQuery(search);
  const page = readSearchPage(search);
  const filters = readSearchFilters(search);
  const words = portalWords(portal, language);
  const type = t(`common:${BUSINESS_TYPE_KEYS[query.business]}`);
  const keyword = query.search.trim();
  const titleKeyword =
    keyword.length > TITLE_KEYWORD_CHARS ? `${keyword.slice(0, TITLE_KEYWORD_CHARS)}…` : keyword;
  const paged = page > 1 ? t('search:meta.paged', { page: String(page) }) : '';
  const results = queryClient.getQueryData(
    getSearchResultsQueryOptions(query, page, language, filters).queryKey,
  );
  const counted = results && { count: results.total, total: formatNumber(results.total, language) };
  const found = !counted
    ? ''
    : results.items.length
      ? t('search:meta.foundAmong', { ...counted, names: resultNames(results).slice(0, 3).join(', ') })
      : t('search:meta.found', counted);
  const described = { ...words, type: type.toLocaleLowerCase(language), keyword: titleKeyword };
  return {
    title: titleKeyword
      ? t('search:meta.titleKeyword', { ...words, type, paged, keyword: titleKeyword })
      : t('search:meta.title', { ...words, type, paged }),
    description: `${keyword ? t('search:meta.descriptionKeyword', described) : t('search:meta.descriptionAll', described)}${found}`,
    canonicalPath: facetedSearchUrl(query, page, filters),
  };
};

/**
 * The server waits for the first page of results, so its HTML carries them; in the browser the page opens at once with
 * its placeholder and fills in when they arrive.
 */
export const loader: RouteLoader =
  (queryClient) =>
  async ({ request }: LoaderFunctionArgs) => {
    const { search } = new URL(request.url);
    const prefetch = queryClient.prefetchQuery(
      getSearchResultsQueryOptions(
        readSearchQuery(search),
        readSearchPage(search),
        languageOfRequest(request),
        readSearchFilters(search),
      ),
    );
    if (typeof window === 'undefined') await prefetch;
    return null;
  };

/**
 * Send Request (or Requests for the business's own people) and Save, at the foot of a business or product card; a
 * product card's request is about that product.
 */
function CardActions({
  businessID,
  name,
  save,
}: {
  businessID: string;
  name: string;
  save: { type: FavoriteType; id: string };
}) {
  const member = useMyBusinesses().data?.some((item) => item.businessID === businessID) ?? false;
  return (
    <>
      <SendRequestLink
        businessID={businessID}
        name={name}
        member={member}
        {...(save.type === 'product' ? { productID: save.id } : {})}
      />
      <SaveButton type={save.type} id={save.id} name={name} />
    </>
  );
}

function ResultList({ results }: { results: SearchResults }) {
  switch (results.kind) {
    case 'business':
      return results.items.map((result) => {
        const { businessID, general } = result.businessProfile;
        return (
          <li key={businessID}>
            <BusinessResultCard
              result={result}
              actions={
                <CardActions
                  businessID={businessID}
                  name={general.companyName}
                  save={{ type: 'business', id: businessID }}
                />
              }
            />
          </li>
        );
      });
    case 'product':
      return results.items.map((product) => (
        <li key={product.productID}>
          <ProductResultCard
            product={product}
            actions={
              <CardActions
                businessID={product.businessProfile.businessID}
                name={product.name}
                save={{ type: 'product', id: product.productID }}
              />
            }
          />
        </li>
      ));
    case 'user':
      return results.items.map((user) => (
        <li key={user.userID}>
          <UserResultCard user={user} />
        </li>
      ));
  }
}

/** The facets of the results, when the tab has them. */
const facetsOf = (results: SearchResults | undefined): SearchFacetsOf | undefined =>
  results?.kind === 'business' && results.facets
    ? { kind: 'business', facets: results.facets }
    : results?.kind === 'product' && results.facets
      ? { kind: 'product', facets: results.facets }
      : undefined;

/**
 * `/search-result`: tabs, heading, country filter, facets with their counts, five results a page
 * and the page numbers.
 */
export function Component() {
  const { t } = useTranslation('search');
  const language = useLanguage();
  const number = (n: number) => formatNumber(n, language);
  const location = useLocation();
  const query = readSearchQuery(location.search);
  const page = readSearchPage(location.search);
  const filters = readSearchFilters(location.search);
  const results = useSearchResults(query, page, filters);
  const keyword = shownKeyword(query.search);
  const data = results.data;
  const count = data ? searchPageCount(data.total) : 0;
  const corrected = data?.suggestion && data.items.length > 0 ? data.suggestion : null;
  const found = facetsOf(data);

  return (
    <section className={styles.page} aria-labelledby="search-title">
      <header className={styles.header}>
        <h1 id="search-title" className={styles.title}>
          {data
            ? keyword
              ? t('heading.countFor', { count: data.total, total: number(data.total), keyword })
              : t('heading.count', { count: data.total, total: number(data.total) })
            : keyword
              ? t('heading.resultsFor', { keyword })
              : t('heading.results')}
        </h1>
        {data?.broadened && data.items.length > 0 && (
          <p className={styles.corrected}>
            <RichText
              text={t('heading.broadened', {
                asked: data.broadened.asked.name,
                shown: data.broadened.shown.name,
              })}
              elements={{ term: (words) => <strong>{words}</strong> }}
            />
          </p>
        )}
        {corrected && (
          <p className={styles.corrected}>
            <RichText
              text={t('heading.corrected', { term: corrected })}
              elements={{ term: (words) => <strong>{words}</strong> }}
            />
          </p>
        )}
        {corrected && (
          <p className={styles.corrected}>
            <RichText
              text={t('heading.asTyped', { keyword })}
              elements={{
                typed: (words) => (
                  <Link to={facetedSearchUrl({ ...query, exact: true }, 1, filters)}>{words}</Link>
                ),
              }}
            />
          </p>
        )}
      </header>
      <SearchTabs query={query} />
      <div className={styles.toolbar}>
        <CountryFilter query={query} filters={filters} />
        {data && count > 0 && (
          <p className={styles.pageOf}>
            {t(keyword ? 'list.pageOf' : 'list.pageOfNewest', {
              page: number(Math.min(page, count)),
              pages: number(count),
            })}
          </p>
        )}
      </div>

      {found && <ChosenFilters found={found} query={query} filters={filters} />}
      <div className={found ? styles.withFacets : styles.body}>
        {found && <SearchFacets found={found} query={query} filters={filters} />}
        <div className={styles.results}>
          {results.isError && !data ? (
            <div className={styles.error}>
              <LoadError />
              <button
                type="button"
                className={buttonClass('outline', { size: 'sm' })}
                onClick={() => void results.refetch()}
              >
                <RotateCcw aria-hidden size={16} />
                {t('list.tryAgain')}
              </button>
            </div>
          ) : !data ? (
            <ResultsSkeleton />
          ) : data.items.length === 0 && page > count && count > 0 ? (
            <p className={styles.pastEnd}>
              <RichText
                text={t('list.pastEnd', { page: number(page) })}
                elements={{
                  first: (words) => <Link to={facetedSearchUrl(query, 1, filters)}>{words}</Link>,
                }}
              />
            </p>
          ) : data.items.length === 0 ? (
            <NoResults query={query} keyword={keyword} suggestion={data.suggestion} />
          ) : (
            <ol
              className={cx(cardGrid(), styles.list)}
              aria-label={t('list.label')}
              aria-busy={results.isPlaceholderData || undefined}
            >
              <ResultList results={data} />
            </ol>
          )}

          {data && (
            <Pagination page={page} count={count} hrefOf={(n) => facetedSearchUrl(query, n, filters)} />
          )}
        </div>
      </div>
    </section>
  );
}

export const handle = { meta } satisfies RouteHandle;
