import { productPreview, type ProductCard } from '@b2b/contracts';
import { useId, type ReactNode } from 'react';
import { Link } from 'react-router';
import styles from './favorite-product.module.css';
import { paths } from '../../../lib/paths.ts';
import { ProductPicture } from '../../../components/business/product-picture.tsx';

/** A saved product: picture, name and company linking to their pages, where it belongs, and its preview. */
export function FavoriteProduct({ product, action }: { product: ProductCard; action: ReactNode }) {
  const titleID = useId();
  const companyName = product.businessProfile.general.companyName;
  return (
    <article className={styles.card} aria-labelledby={titleID}>
      <div className={styles.picture}>
        <ProductPicture product={product} size={96} />
      </div>
      <div className={styles.body}>
        <h2 id={titleID} className={styles.name}>
          <Link to={paths.product.href(companyName, product.name, product.productID)}>{product.name}</Link>
        </h2>
        <p className={styles.company}>
          <Link to={paths.business.href(companyName, product.businessID)}>{companyName}</Link>
        </p>
        <p className={styles.sub}>
          {[product.industry.name, product.category.name, product.subCategory?.name ?? '---'].join(' | ')}
        </p>
        <p className={styles.preview}>{productPreview(product.description)}</p>
      </div>
      <div className={styles.action}>{action}</div>
    </article>
  );
}
