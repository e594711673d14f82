import { idFromSlug, LIMITS, PRODUCT_SHOWCASE_CAP } from '@b2b/contracts';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { ManagedBusiness } from '../../../features/businesses/components/managed-business.tsx';
import { useProductsByBusiness } from '../../../features/products/api/queries.ts';
import { ProductForm } from '../../../features/products/components/product-form.tsx';
import { ShowcaseCapNote } from '../../../features/products/components/showcase-cap-note.tsx';
import { LoadError, Loading } from '../../../components/ui/status.tsx';
import type { MetaFunction, RouteHandle } from '../../../lib/meta.ts';
import { portalWords } from '../../../lib/portal-words.ts';
import { paths } from '../../../lib/paths.ts';
import styles from './products.module.css';

const meta: MetaFunction = ({ portal, language, t, params }) => ({
  title: t('products:meta.newTitle', portalWords(portal, language)),
  description: t('products:meta.newDescription', portalWords(portal, language)),
  canonicalPath: paths.productNew.href(idFromSlug(params.businessID ?? '')),
});

export function Component() {
  const { t } = useTranslation('products');
  const businessID = idFromSlug(useParams().businessID ?? '');
  // The showcase page's own query (same page and size), so coming from it costs no second call.
  const products = useProductsByBusiness(businessID, { skip: 0, size: LIMITS.maxPageSize, manage: true });
  return (
    <ManagedBusiness businessID={businessID}>
      {(business) => (
        <div className={styles.page}>
          <h1 className={styles.title}>{t('form.newTitle', { company: business.general.companyName })}</h1>
          {products.isError && <LoadError />}
          {!products.data && !products.isError && <Loading />}
          {products.data &&
            // A full showcase says so before a form is filled; the server refuses an extra product all the same.
            (products.data.total >= PRODUCT_SHOWCASE_CAP[business.subscription] ? (
              <ShowcaseCapNote businessID={businessID} subscription={business.subscription} />
            ) : (
              <ProductForm businessID={businessID} />
            ))}
        </div>
      )}
    </ManagedBusiness>
  );
}

export const handle = { meta, namespaces: ['products'] } satisfies RouteHandle;
