import { idFromSlug } from '@b2b/contracts';
import { useParams } from 'react-router';
import { ManagedBusiness } from '../../../features/businesses/components/managed-business.tsx';
import { ProductForm } from '../../../features/products/components/product-form.tsx';
import type { MetaFunction, RouteHandle } from '../../../lib/meta.ts';
import { paths } from '../../../lib/paths.ts';
import styles from './products.module.css';

const meta: MetaFunction = ({ portal, params }) => ({
  title: `Add product | ${portal.brandName} ${portal.countryName}`,
  description: `Add a product to the showcase of a business on ${portal.brandName} ${portal.countryName}.`,
  canonicalPath: paths.productNew.href(idFromSlug(params.businessID ?? '')),
});

export function Component() {
  const businessID = idFromSlug(useParams().businessID ?? '');
  return (
    <ManagedBusiness businessID={businessID}>
      {(business) => (
        <div className={styles.page}>
          <h1 className={styles.title}>Add a product to {business.general.companyName}</h1>
          <ProductForm businessID={businessID} />
        </div>
      )}
    </ManagedBusiness>
  );
}

export const handle = { meta } satisfies RouteHandle;
