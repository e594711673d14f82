import { idFromSlug } from '@b2b/contracts';
import { languageOfRequest } from '../../../lib/reference-data.ts';
import { CircleAlert } from 'lucide-react';
import { lazy, Suspense } from 'react';
import { useParams, useRouteError, useSearchParams, type LoaderFunctionArgs } from 'react-router';
import {
  getBusinessProfileQueryOptions,
  useBusinessProfile,
  useMyBusinesses,
} from '../../../features/businesses/api/queries.ts';
import { getProductsByBusinessQueryOptions } from '../../../features/products/api/queries.ts';
import { BusinessSummaryCard } from '../../../components/business/business-summary-card.tsx';
import { ProductTiles } from '../../../features/products/components/product-tiles.tsx';
import { CommentsSection } from '../../../features/social/components/comments-section.tsx';
import { FollowButton } from '../../../features/social/components/follow-button.tsx';
import { LikeButton } from '../../../features/social/components/like-button.tsx';
import { getReactionSummaryQueryOptions } from '../../../features/social/api/queries.ts';
import { ReactionSummary } from '../../../features/social/components/reaction-summary.tsx';
import { ShareButton } from '../../../features/social/components/share-button.tsx';
import { BusinessNotFound } from '../../../features/businesses/components/business-gate.tsx';
import { Loading } from '../../../components/ui/status.tsx';
import { isNotFoundResponse, notFoundIfMissing } from '../../../lib/missing.ts';
import type { RouteLoader } from '../route-module.ts';
import type { MetaFunction, RouteHandle } from '../../../lib/meta.ts';
import { VisitorActions } from '../../../features/businesses/components/business-actions.tsx';
import { BusinessHeader } from '../../../features/businesses/components/business-header.tsx';
import {
  BusinessTerms,
  Certificates,
  ContactInformation,
  Factory,
  GeneralInformation,
  TradeCapabilities,
} from '../../../features/businesses/components/business-sections.tsx';
import styles from './business.module.css';
import { paths } from '../../../lib/paths.ts';
import { portalWords } from '../../../lib/portal-words.ts';
import { ActingBusinessesProvider } from '../../../features/social/acting-identity.tsx';
import { TimelineSection } from '../../../features/social/components/timeline-section.tsx';
import { ReviewsSection } from '../../../features/reviews/components/reviews-section.tsx';
import { useTranslation } from 'react-i18next';

/** The company name in the title, the short description as the description, and an Organization for search engines. */
const meta: MetaFunction = ({ portal, language, t, queryClient, params }) => {
  const businessID = idFromSlug(params.slug ?? '');
  const answer = queryClient.getQueryData(
    getBusinessProfileQueryOptions(businessID, null, language).queryKey,
  );
  const words = portalWords(portal, language);
  if (!answer) {
    return {
      title: t('businesses:meta.title', words),
      description: t('businesses:meta.description', words),
      canonicalPath: paths.business.hrefOfSlug(params.slug ?? ''),
    };
  }
  const { general, contactInfo } = answer.data;
  // An old slug (before a rename) still opens the page; the canonical address is the current one.
  const path = paths.business.href(general.companyName, answer.data.businessID);
  return {
    title: t('businesses:meta.loadedTitle', { ...words, company: general.companyName }),
    description: general.shortDescription,
    canonicalPath: path,
    jsonLd: {
      '@context': 'https://schema.org',
      '@type': 'Organization',
      name: general.companyName,
      description: general.shortDescription,
      url: new URL(path, portal.publicUrl).toString(),
      ...(general.profilePhoto ? { logo: general.profilePhoto.url } : {}),
      ...(general.yearStablished ? { foundingDate: String(general.yearStablished) } : {}),
      ...(contactInfo.email ? { email: contactInfo.email } : {}),
      address: {
        '@type': 'PostalAddress',
        addressCountry: contactInfo.country.code,
        ...(contactInfo.city ? { addressLocality: contactInfo.city } : {}),
        ...(contactInfo.state ? { addressRegion: contactInfo.state.stateName } : {}),
      },
    },
  };
};

/**
 * Prefetches the profile (as a visitor), its counters and the products shown as tiles for the server's HTML; an unknown business
 * answers 404. A failure of the products leaves their section out, as in the browser.
 */
export const loader: RouteLoader =
  (queryClient) =>
  async ({ params, request }: LoaderFunctionArgs) => {
    const businessID = idFromSlug(params.slug ?? '');
    const language = languageOfRequest(request);
    const options = getBusinessProfileQueryOptions(businessID, null, language);
    await Promise.all([
      queryClient.prefetchQuery(options),
      queryClient.prefetchQuery(getProductsByBusinessQueryOptions(businessID, {}, language)),
      queryClient.prefetchQuery(getReactionSummaryQueryOptions(businessID)),
    ]);
    notFoundIfMissing(queryClient, options.queryKey, 'This business does not exist.');
    return null;
  };

function BusinessLoadError() {
  const { t } = useTranslation('businesses');
  return (
    <p role="alert" className={styles.loadError}>
      <CircleAlert aria-hidden size={18} />
      {t('page.loadError')}
    </p>
  );
}

const ManageActions = lazy(() => import('../../../features/businesses/components/manage-actions.tsx'));
const BuyerViewBar = lazy(() => import('../../../features/businesses/components/buyer-view-bar.tsx'));

/** The acting identity of the page's likes and comments may be one of the person's businesses. */
export function Component() {
  return (
    <ActingBusinessesProvider businesses={useMyBusinesses()}>
      <BusinessPage />
    </ActingBusinessesProvider>
  );
}

/**
 * The public page of a business. `?editMode=1` is manage mode for its owner; anyone else gets the
 * public view from the same address.
 */
function BusinessPage() {
  const { t } = useTranslation('businesses');
  const businessID = idFromSlug(useParams().slug ?? '');
  const [search] = useSearchParams();
  const { data: answer, isError } = useBusinessProfile(businessID);
  if (!answer) return isError ? <BusinessLoadError /> : <Loading />;

  const { data: business, session } = answer;
  const ownAccess = session?.access ?? null;
  // `?view=buyer`: the business's own people see exactly what a buyer sees, with one bar to go back.
  const buyerView = ownAccess !== null && search.get('view') === 'buyer';
  const access = buyerView ? null : ownAccess;
  const manage = access === 'owner' && search.get('editMode') === '1';
  const path = paths.business.href(business.general.companyName, business.businessID);
  const video = business.general.video;

  return (
    <div className={styles.page}>
      {buyerView && (
        <Suspense fallback={null}>
          <BuyerViewBar
            backTo={ownAccess === 'owner' ? `${path}?editMode=1` : path}
            owner={ownAccess === 'owner'}
          />
        </Suspense>
      )}
      <BusinessHeader
        business={business}
        actions={
          manage ? (
            <Suspense fallback={null}>
              <ManageActions businessID={business.businessID} publicPath={path} />
            </Suspense>
          ) : (
            <VisitorActions businessID={business.businessID} access={access} />
          )
        }
      />
      <div className={styles.social}>
        <ReactionSummary resourceID={business.businessID} showFollowers />
        <div className={styles.socialButtons}>
          <LikeButton resourceType="business" resourceID={business.businessID} />
          <FollowButton businessID={business.businessID} />
          <ShareButton path={path} message={t('page.linkCopied')} />
        </div>
      </div>
      <div className={styles.columns}>
        <div className={styles.main}>
          <GeneralInformation business={business} />
          <ContactInformation business={business} />
          <Factory business={business} />
          <TradeCapabilities business={business} />
          <BusinessTerms business={business} />
          <Certificates business={business} />
          <div id="company-products" className={styles.products}>
            <ProductTiles businessID={business.businessID} title={t('page.companyProducts')} />
          </div>
          {video && (
            <section className={styles.video} aria-labelledby="company-video-title">
              <h2 id="company-video-title" className={styles.videoTitle}>
                {t('page.companyVideo')}
              </h2>
              <video controls preload="metadata" src={video.url}>
                <a href={video.url}>{t('page.watchVideo')}</a>
              </video>
            </section>
          )}
          <ReviewsSection
            businessID={business.businessID}
            businessName={business.general.companyName}
            title={t('page.reviews')}
          />
          <TimelineSection
            timelineID={business.businessID}
            title={t('page.posts')}
            emptyText={t('page.notPostedYet', { company: business.general.companyName })}
          />
          <CommentsSection resourceType="business" resourceID={business.businessID} />
        </div>
        <aside className={styles.aside} aria-label={t('page.summary')}>
          <BusinessSummaryCard business={business} access={access} />
        </aside>
      </div>
    </div>
  );
}

/** The route's error element: a missing business keeps the page's frame and says so. */
export function ErrorBoundary() {
  const error = useRouteError();
  return isNotFoundResponse(error) ? <BusinessNotFound /> : <BusinessLoadError />;
}

export const handle = { meta } satisfies RouteHandle;
