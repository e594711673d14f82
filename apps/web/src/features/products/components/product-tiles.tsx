import { productPreview, PRODUCT_LIMITS, type InterfaceLanguage, type Product } from '@b2b/contracts';
import { useLanguage } from '../../../lib/language.ts';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { ProductPicture } from '../../../components/business/product-picture.tsx';
import { getProductsByBusinessQueryOptions } from '../api/queries.ts';
import { cardGrid } from '../../../components/ui/card-grid.ts';
import { cx } from '../../../lib/cx.ts';
import styles from './product-tiles.module.css';
import { paths } from '../../../lib/paths.ts';

export function ProductTile({ product }: { product: Product }) {
  const href = paths.product.href(
    product.businessProfile.general.companyName,
    product.name,
    product.productID,
  );
  return (
    <li className={styles.tile}>
      <Link to={href} className={styles.link}>
        <span className={styles.picture}>
          <ProductPicture product={product} />
        </span>
        <span className={styles.text}>
          <span className={styles.name}>{product.name}</span>
          <span className={styles.preview}>{productPreview(product.description)}</span>
        </span>
      </Link>
    </li>
  );
}

interface TilesOptions {
  excludeProductID?: string | undefined;
  size?: number;
}

/** What the tiles ask for: one more than shown when a product is left out, so the list still fills. */
export const getProductTilesQueryOptions = (
  businessID: string,
  language: InterfaceLanguage,
  { excludeProductID, size = PRODUCT_LIMITS.pageSize }: TilesOptions = {},
) => getProductsByBusinessQueryOptions(businessID, { size: excludeProductID ? size + 1 : size }, language);

/**
 * The products of a business as tiles linking to their pages. It shows nothing while loading, on a failure
 * (a section that cannot load stays out of the page) or when no product is left to show, so the page around it never
 * waits on it.
 */
export function ProductTiles({
  businessID,
  title,
  excludeProductID,
  size = PRODUCT_LIMITS.pageSize,
}: {
  businessID: string;
  title: string;
} & TilesOptions) {
  const { data } = useQuery(
    getProductTilesQueryOptions(businessID, useLanguage(), { excludeProductID, size }),
  );
  const products = (data?.data ?? []).filter((p) => p.productID !== excludeProductID).slice(0, size);
  if (products.length === 0) return null;
  return (
    <section className={styles.section} aria-label={title}>
      <h2 className={styles.title}>{title}</h2>
      <ul className={cx(cardGrid({ sm: 'fill' }), styles.list)}>
        {products.map((product) => (
          <ProductTile key={product.productID} product={product} />
        ))}
      </ul>
    </section>
  );
}
