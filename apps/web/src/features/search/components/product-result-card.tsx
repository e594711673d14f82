import { LIMITS, productPreview, type ProductSearchResult } from '@b2b/contracts';
import { Images, PackageCheck } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PromotedLabel } from './promoted-label.tsx';
import styles from './result-card.module.css';
import { useBusinessTypeName } from '../../../lib/business-types.ts';
import { paths } from '../../../lib/paths.ts';
import { ProductPicture } from '../../../components/business/product-picture.tsx';

/** A specification value as the card shows it: its first 50 characters and an ellipsis when longer. */
export const cardSpecValue = (value: string) =>
  value.length > LIMITS.specValueCut ? `${value.slice(0, LIMITS.specValueCut)}…` : value;

/**
 * A product in the search results, labelled when an advertising boost promotes it; `actions` are the buttons at its
 * foot (Send Request, Save).
 */
export function ProductResultCard({
  product,
  actions,
}: {
  product: ProductSearchResult;
  actions: ReactNode;
}) {
  const { t } = useTranslation('search');
  const typeName = useBusinessTypeName();
  const titleID = useId();
  const business = product.businessProfile;
  const companyName = business.general.companyName;
  const href = paths.product.href(companyName, product.name, product.productID);
  const specs = product.specs.slice(0, LIMITS.specLinesOnCard);
  return (
    <article className={`${styles.card} ${styles.product}`} aria-labelledby={titleID}>
      <div className={styles.picture}>
        <ProductPicture product={product} size={172} />
        <span className={styles.photoCount}>
          <Images aria-hidden size={14} />
          {product.photoCount}
          <span className="visually-hidden"> {t('card.photos', { count: product.photoCount })}</span>
        </span>
        {product.stock && (
          <span className={styles.stock}>
            <PackageCheck aria-hidden size={14} />
            {t('card.stock')}
          </span>
        )}
      </div>
      <div className={styles.body}>
        {product.promoted && <PromotedLabel />}
        <h2 id={titleID} className={styles.name}>
          <Link to={href}>{product.name}</Link>
          <span className={styles.type}>
            {typeName(business.general.businessType.code, business.general.businessType.name)}
          </span>
        </h2>
        <p className={styles.company}>
          <Link to={paths.business.href(companyName, business.businessID)}>{companyName}</Link>
        </p>
        <p className={styles.sub}>
          {[product.industry.name, product.category.name, product.subCategory?.name ?? '---'].join(' | ')}
        </p>
        <p className={styles.description}>{productPreview(product.description)}</p>
        {specs.length > 0 && (
          <dl className={styles.specs} aria-label={t('card.specifications')}>
            {specs.map((spec) => (
              <div key={spec.key}>
                <dt>{spec.key}</dt>
                <dd title={spec.value}>{cardSpecValue(spec.value)}</dd>
              </div>
            ))}
          </dl>
        )}
        <div className={styles.actions}>{actions}</div>
      </div>
    </article>
  );
}
