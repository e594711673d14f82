import type { QueryClient } from '@tanstack/react-query';
import {
  idFromSlug,
  LIMITS,
  type BusinessAccess,
  type InterfaceLanguage,
  type MyBusinessItem,
  type Product,
} from '@b2b/contracts';
import { languageOfRequest } from '../../lib/reference-data.ts';
import { useTranslation } from 'react-i18next';
import { Link, useParams, useRouteError, type LoaderFunctionArgs } from 'react-router';
import { useMyBusinesses } from '../../features/businesses/api/queries.ts';
import { BusinessSummaryCard } from '../../components/business/business-summary-card.tsx';
import {
  getProductTilesQueryOptions,
  ProductTiles,
} from '../../features/products/components/product-tiles.tsx';
import { getReactionSummaryQueryOptions, useReactionSummary } from '../../features/social/api/queries.ts';
import { CommentsSection } from '../../features/social/components/comments-section.tsx';
import { LikeButton } from '../../features/social/components/like-button.tsx';
import { ReactionSummary } from '../../features/social/components/reaction-summary.tsx';
import { ShareButton } from '../../features/social/components/share-button.tsx';
import { NotFound } from '../../components/ui/not-found.tsx';
import { LoadError } from '../../components/ui/status.tsx';
import { isMissing, isNotFoundResponse, notFoundIfMissing } from '../../lib/missing.ts';
import type { RouteLoader } from './route-module.ts';
import type { MetaFunction, RouteHandle } from '../../lib/meta.ts';
import { portalWords } from '../../lib/portal-words.ts';
import { getProductQueryOptions, useProduct } from '../../features/products/api/queries.ts';
import { ProductDetails } from '../../features/products/components/product-details.tsx';
import { ProductPageSkeleton } from '../../features/products/components/product-page-skeleton.tsx';
import layout from '../../features/products/components/product-layout.module.css';
import styles from './product.module.css';
import { useCountryName } from '../../lib/country-names.ts';
import { paths } from '../../lib/paths.ts';
import { ProductPicture } from '../../components/business/product-picture.tsx';
import { ActingBusinessesProvider } from '../../features/social/acting-identity.tsx';

const productIDOf = (params: Record<string, string | undefined>) => idFromSlug(params.slug ?? '');

/** Title from the first 64 characters of the description; a Product in JSON-LD for search engines. */
const meta: MetaFunction = ({ portal, language, t, queryClient, params }) => {
  const productID = productIDOf(params);
  const product = queryClient.getQueryData(getProductQueryOptions(productID, language).queryKey);
  const words = portalWords(portal, language);
  if (!product) {
    return {
      title: t('products:meta.productTitle', words),
      description: t('products:meta.productDescription', words),
      canonicalPath: `/business-product/${productID}`,
    };
  }
  const company = product.businessProfile.general.companyName;
  const path = paths.product.href(company, product.name, product.productID);
  const images = [product.mainImage, ...product.images].flatMap((image) => (image ? [image.url] : []));
  return {
    title: t('products:meta.productLoadedTitle', {
      ...words,
      description: product.description.slice(0, LIMITS.titleDescriptionChars).trim(),
    }),
    description: product.description,
    ...(product.keywords.length > 0 ? { keywords: product.keywords.join(', ') } : {}),
    canonicalPath: path,
    jsonLd: {
      '@context': 'https://schema.org',
      '@type': 'Product',
      productID: product.productID,
      name: product.name,
      description: product.description,
      url: new URL(path, portal.publicUrl).toString(),
      category: [product.industry.name, product.category.name, product.subCategory?.name]
        .filter(Boolean)
        .join(' > '),
      ...(images.length > 0 ? { image: images.map((url) => new URL(url, portal.publicUrl).toString()) } : {}),
      ...(product.keywords.length > 0 ? { keywords: product.keywords.join(', ') } : {}),
      brand: { '@type': 'Brand', name: company },
      manufacturer: {
        '@type': 'Organization',
        name: company,
        url: new URL(paths.business.href(company, product.businessID), portal.publicUrl).toString(),
      },
    },
  };
};

/**
 * Fetches the product, then (when there is one) its reactions and its business's other products. The product's answer
 * carries its business's card; the person's access to the business comes from their own businesses.
 */
async function prefetchProductPage(queryClient: QueryClient, productID: string, language: InterfaceLanguage) {
  const options = getProductQueryOptions(productID, language);
  await queryClient.prefetchQuery(options);
  const product = queryClient.getQueryData(options.queryKey);
  if (product) {
    await Promise.all([
      queryClient.prefetchQuery(getReactionSummaryQueryOptions(product.productID)),
      queryClient.prefetchQuery(
        getProductTilesQueryOptions(product.businessID, language, { excludeProductID: product.productID }),
      ),
    ]);
  }
}

/**
 * The server waits for the whole page, so its HTML carries it, and answers 404 for an unknown (or malformed) id. In the
 * browser the page opens at once with its placeholder and fills in as the calls answer (loading,
 * error, loaded).
 */
export const loader: RouteLoader =
  (queryClient) =>
  async ({ params, request }: LoaderFunctionArgs) => {
    const productID = productIDOf(params);
    const language = languageOfRequest(request);
    const prefetch = prefetchProductPage(queryClient, productID, language);
    if (typeof window !== 'undefined') return null;
    await prefetch;
    notFoundIfMissing(
      queryClient,
      getProductQueryOptions(productID, language).queryKey,
      'This product does not exist.',
    );
    return null;
  };

/** The acting identity of the page's likes and comments may be one of the person's businesses. */
export function Component() {
  const myBusinesses = useMyBusinesses();
  return (
    <ActingBusinessesProvider businesses={myBusinesses}>
      <ProductPage myBusinesses={myBusinesses.data} />
    </ActingBusinessesProvider>
  );
}

/** The product page. */
function ProductPage({ myBusinesses }: { myBusinesses: MyBusinessItem[] | undefined }) {
  const productID = productIDOf(useParams());
  const product = useProduct(productID);
  const summary = useReactionSummary(productID);
  if (isMissing(product.error)) return <ProductNotFound />;
  // The product or its reactions failing is the page's failure.
  if (product.isError || (summary.isError && !summary.data)) return <LoadError />;
  if (!product.data) return <ProductPageSkeleton />;
  // A visitor, and a person of another business, has no access: theirs is the Send Request button.
  const { businessID } = product.data;
  const access = myBusinesses?.find((item) => item.businessID === businessID)?.access ?? null;
  return <ProductView product={product.data} access={access} />;
}

function ProductView({ product, access }: { product: Product; access: BusinessAccess | null }) {
  const { t } = useTranslation('products');
  const countryName = useCountryName();
  const company = product.businessProfile.general.companyName;
  const path = paths.product.href(company, product.name, product.productID);
  return (
    <div className={layout.page}>
      <article className={layout.main} aria-labelledby="product-title">
        <header className={styles.header}>
          <h1 id="product-title" className={styles.title}>
            <Link to={paths.business.href(company, product.businessID)}>
              {product.name}
              <span className="visually-hidden">{t('page.fromCompany', { company })}</span>
            </Link>
          </h1>
          <p className={styles.byline}>
            {company} · {countryName(product.businessProfile.contactInfo.country)}
          </p>
        </header>
        <div className={styles.intro}>
          <div className={styles.mainImage}>
            <ProductPicture product={product} size={360} lazy={false} />
          </div>
          <div className={styles.introText}>
            <p className={styles.description}>{product.description}</p>
            <ReactionSummary resourceID={product.productID} />
            <div className={styles.actions}>
              <LikeButton resourceType="product" resourceID={product.productID} />
              <ShareButton path={path} message={t('page.linkCopied')} />
            </div>
          </div>
        </div>
        {/* The narrow layout's card, under the introduction; the wide layout has it beside the page. */}
        <BusinessSummaryCard
          business={product.businessProfile}
          access={access}
          productID={product.productID}
          className={styles.narrowCard}
        />
        <ProductDetails product={product} />
        <CommentsSection resourceType="product" resourceID={product.productID} />
      </article>
      <aside className={styles.aside} aria-label={t('page.aboutCompany', { company })}>
        <BusinessSummaryCard
          business={product.businessProfile}
          access={access}
          productID={product.productID}
          className={styles.wideCard}
        />
      </aside>
      <div className={styles.more}>
        <ProductTiles
          businessID={product.businessID}
          title={t('page.mainProducts', { company })}
          excludeProductID={product.productID}
        />
      </div>
    </div>
  );
}

function ProductNotFound() {
  const { t } = useTranslation('products');
  return <NotFound title={t('notFound.title')} text={t('notFound.text')} />;
}

/** The route's error element: an unknown product keeps the page's frame and says so. */
export function ErrorBoundary() {
  const error = useRouteError();
  return isNotFoundResponse(error) ? <ProductNotFound /> : <LoadError />;
}

export const handle = { meta } satisfies RouteHandle;
