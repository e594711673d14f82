import type { Product } from '@b2b/contracts';
import { useTranslation } from 'react-i18next';
import { srcSetOf } from '../../lib/image-src-set.ts';

/** Shown in the 172 × 172 box when a product has no picture. */
export const DEFAULT_PRODUCT_PICTURE = '/images/default-product.svg';

/** The product's main picture in a square box of `size` px, or the default picture. */
export function ProductPicture({
  product,
  className,
  size = 172,
  lazy = true,
}: {
  product: Pick<Product, 'mainImage' | 'name'>;
  className?: string;
  size?: number;
  lazy?: boolean;
}) {
  const { t } = useTranslation();
  const image = product.mainImage;
  return (
    <img
      className={className}
      src={image?.url ?? DEFAULT_PRODUCT_PICTURE}
      srcSet={image ? srcSetOf(image) : undefined}
      sizes={`${size}px`}
      alt={image ? product.name : t('product.noPicture')}
      width={size}
      height={size}
      loading={lazy ? 'lazy' : 'eager'}
    />
  );
}
