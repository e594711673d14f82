import { idFromSlug } from '@b2b/contracts';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { ManagedBusiness } from '../../../features/businesses/components/managed-business.tsx';
import { ProductForm } from '../../../features/products/components/product-form.tsx';
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
  return (
    <ManagedBusiness businessID={businessID}>
      {(business) => (
        <div className={styles.page}>
          <h1 className={styles.title}>{t('form.newTitle', { company: business.general.companyName })}</h1>
          <ProductForm businessID={businessID} />
        </div>
      )}
    </ManagedBusiness>
  );
}

export const handle = { meta, namespaces: ['products'] } satisfies RouteHandle;
