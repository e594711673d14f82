import { idFromSlug } from '@b2b/contracts';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { LoadError, Loading } from '../../../components/ui/status.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import type { MetaFunction, RouteHandle } from '../../../lib/meta.ts';
import { portalWords } from '../../../lib/portal-words.ts';
import { useProduct } from '../../../features/products/api/queries.ts';
import { ManagedBusiness } from '../../../features/businesses/components/managed-business.tsx';
import { ProductForm } from '../../../features/products/components/product-form.tsx';
import styles from './products.module.css';
import { paths } from '../../../lib/paths.ts';

const meta: MetaFunction = ({ portal, language, t, params }) => ({
  title: t('products:meta.editTitle', portalWords(portal, language)),
  description: t('products:meta.editDescription', portalWords(portal, language)),
  canonicalPath: paths.productEdit.href(idFromSlug(params.businessID ?? ''), params.productID ?? ''),
});

export function Component() {
  const { t } = useTranslation('products');
  const params = useParams();
  const businessID = idFromSlug(params.businessID ?? '');
  const product = useProduct(idFromSlug(params.productID ?? ''));
  return (
    <ManagedBusiness businessID={businessID}>
      {() => {
        const missing = product.error instanceof ApiError && product.error.status === 404;
        if (product.isError && !missing) return <LoadError />;
        if (missing || (product.data && product.data.businessID !== businessID)) {
          return (
            <div className={styles.page}>
              <p className={styles.notice}>{t('form.missing')}</p>
              <Link to={paths.businessProducts.href(businessID)}>{t('form.backToProducts')}</Link>
            </div>
          );
        }
        if (!product.data) return <Loading />;
        return (
          <div className={styles.page}>
            <h1 className={styles.title}>{t('form.editTitle', { name: product.data.name })}</h1>
            {/* Keyed by product: the form takes the saved values once and then keeps what is typed. */}
            <ProductForm key={product.data.productID} businessID={businessID} product={product.data} />
          </div>
        );
      }}
    </ManagedBusiness>
  );
}

export const handle = { meta, namespaces: ['products'] } satisfies RouteHandle;
