import { idFromSlug } from '@b2b/contracts';
import { Link, useParams } from 'react-router';
import { LoadError, Loading } from '../../../components/ui/status.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import type { MetaFunction } from '../../../lib/meta.ts';
import { useProduct } from '../api/get-product.ts';
import { ManagedBusiness } from '../components/managed-business.tsx';
import { ProductForm } from '../components/product-form.tsx';
import styles from './products-page.module.css';
import { paths } from '../../../lib/paths.ts';

export const newProductMeta: MetaFunction = ({ portal, params }) => ({
  title: `Add product | ${portal.brandName} ${portal.countryName}`,
  description: `Add a product to the showcase of a business on ${portal.brandName} ${portal.countryName}.`,
  canonicalPath: paths.productNew.href(idFromSlug(params.businessID ?? '')),
});

export const editProductMeta: MetaFunction = ({ portal, params }) => ({
  title: `Edit product | ${portal.brandName} ${portal.countryName}`,
  description: `Edit a product of the showcase of a business on ${portal.brandName} ${portal.countryName}.`,
  canonicalPath: paths.productEdit.href(idFromSlug(params.businessID ?? ''), params.productID ?? ''),
});

export function NewProductPage() {
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

export function EditProductPage() {
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
              <p className={styles.notice}>This product does not exist in this business.</p>
              <Link to={paths.businessProducts.href(businessID)}>Back to the products</Link>
            </div>
          );
        }
        if (!product.data) return <Loading />;
        return (
          <div className={styles.page}>
            <h1 className={styles.title}>Edit {product.data.name}</h1>
            {/* Keyed by product: the form takes the saved values once and then keeps what is typed. */}
            <ProductForm key={product.data.productID} businessID={businessID} product={product.data} />
          </div>
        );
      }}
    </ManagedBusiness>
  );
}
