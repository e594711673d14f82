import {
  idFromSlug,
  LIMITS,
  PRODUCT_SHOWCASE_CAP,
  type BoostAllowance,
  type ShowcaseProduct,
  type Subscription,
} from '@b2b/contracts';
import { EyeOff, Pencil, Plus } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { useProductsByBusiness } from '../../../features/products/api/queries.ts';
import { buttonClass } from '../../../components/ui/button.ts';
import { LoadError, Loading, NoContent } from '../../../components/ui/status.tsx';
import type { MetaFunction, RouteHandle } from '../../../lib/meta.ts';
import { portalWords } from '../../../lib/portal-words.ts';
import { RichText } from '../../../components/ui/rich-text.tsx';
import { ShowcaseCapNote } from '../../../features/products/components/showcase-cap-note.tsx';
import { ManagedBusiness } from '../../../features/businesses/components/managed-business.tsx';
import { RemoveProductButton } from '../../../features/products/components/remove-product-button.tsx';
import { useMembershipUsage } from '../../../features/boosts/api/queries.ts';
import { BoostButton } from '../../../features/boosts/components/boost-button.tsx';
import { BoostsSummary } from '../../../features/boosts/components/boosts-summary.tsx';
import { cardGrid } from '../../../components/ui/card-grid.ts';
import { cx } from '../../../lib/cx.ts';
import styles from './products.module.css';
import { paths } from '../../../lib/paths.ts';
import { ProductPicture } from '../../../components/business/product-picture.tsx';

const meta: MetaFunction = ({ portal, language, t, params }) => ({
  title: t('products:meta.showcaseTitle', portalWords(portal, language)),
  description: t('products:meta.showcaseDescription', portalWords(portal, language)),
  canonicalPath: paths.businessProducts.href(idFromSlug(params.businessID ?? '')),
});

/**
 * The showcase of a business: its owner and admins add, edit, remove and boost products up to the membership's cap.
 * Products over the cap (after the membership lapsed to a lower level) are listed too, marked hidden from buyers.
 */
export function Component() {
  const businessID = idFromSlug(useParams().businessID ?? '');
  return (
    <ManagedBusiness businessID={businessID}>
      {(business) => (
        <Showcase
          businessID={businessID}
          companyName={business.general.companyName}
          subscription={business.subscription}
        />
      )}
    </ManagedBusiness>
  );
}

function Showcase({
  businessID,
  companyName,
  subscription,
}: {
  businessID: string;
  companyName: string;
  subscription: Subscription;
}) {
  const { t } = useTranslation('products');
  const cap = PRODUCT_SHOWCASE_CAP[subscription];
  const [skip, setSkip] = useState(0);
  const size = LIMITS.maxPageSize;
  const products = useProductsByBusiness(businessID, { skip, size, manage: true });
  // What the membership gives and what was used of it: this month's boosts here.
  const usage = useMembershipUsage(businessID);
  const allowance = usage.data?.boosts;
  const total = products.data?.total ?? 0;

  return (
    <section className={styles.page} aria-labelledby="products-title">
      <header className={styles.header}>
        <div>
          <h1 id="products-title" className={styles.title}>
            {t('showcase.title', { company: companyName })}
          </h1>
          {products.data && <p className={styles.count}>{t('showcase.count', { total, cap })}</p>}
        </div>
        {products.data &&
          (total < cap ? (
            <Link to={paths.productNew.href(businessID)} className={buttonClass('primary')}>
              <Plus aria-hidden size={18} />
              {t('showcase.add')}
            </Link>
          ) : (
            <ShowcaseCapNote businessID={businessID} subscription={subscription} />
          ))}
      </header>

      {total > cap && (
        <p className={styles.hiddenNote} role="note">
          <RichText
            text={t('showcase.hidden', { count: total - cap, cap })}
            elements={{
              upgrade: (words) => <Link to={paths.businessMembership.href(businessID)}>{words}</Link>,
            }}
          />
        </p>
      )}
      {allowance && <BoostsSummary businessID={businessID} companyName={companyName} allowance={allowance} />}
      {products.isError && <LoadError />}
      {!products.data && !products.isError && <Loading />}
      {products.data?.data.length === 0 && <NoContent />}
      {products.data && products.data.data.length > 0 && (
        <ul className={cx(cardGrid(), styles.list)} aria-label={t('showcase.list')}>
          {products.data.data.map((product) => (
            <ShowcaseRow
              key={product.productID}
              product={product}
              businessID={businessID}
              allowance={allowance}
            />
          ))}
        </ul>
      )}
      {total > size && (
        <nav className={styles.pages} aria-label={t('showcase.pages')}>
          <button
            type="button"
            className={buttonClass('outline', { size: 'sm' })}
            disabled={skip === 0}
            onClick={() => setSkip(Math.max(0, skip - size))}
          >
            {t('showcase.previous')}
          </button>
          <button
            type="button"
            className={buttonClass('outline', { size: 'sm' })}
            disabled={skip + size >= total}
            onClick={() => setSkip(skip + size)}
          >
            {t('showcase.next')}
          </button>
        </nav>
      )}
    </section>
  );
}

function ShowcaseRow({
  product,
  businessID,
  allowance,
}: {
  product: ShowcaseProduct;
  businessID: string;
  allowance: BoostAllowance | undefined;
}) {
  const { t } = useTranslation('products');
  const href = paths.product.href(
    product.businessProfile.general.companyName,
    product.name,
    product.productID,
  );
  return (
    <li className={styles.row}>
      <ProductPicture product={product} className={styles.picture} />
      <div className={styles.text}>
        <Link to={href} className={styles.name}>
          {product.name}
        </Link>
        <p className={styles.meta}>
          {[product.category.name, product.subCategory?.name].filter(Boolean).join(' › ')}
          {product.stock ? t('showcase.fromStock') : ''}
        </p>
        {product.hidden && (
          <p className={styles.hidden}>
            <EyeOff aria-hidden size={14} />
            {t('showcase.hiddenRow')}
          </p>
        )}
      </div>
      <div className={styles.actions}>
        {!product.hidden && allowance && allowance.allowance > 0 && (
          <BoostButton
            businessID={businessID}
            productID={product.productID}
            name={product.name}
            allowance={allowance}
          />
        )}
        <Link
          to={paths.productEdit.href(businessID, product.productID)}
          className={buttonClass('outline', { size: 'sm' })}
          aria-label={t('showcase.editLabel', { name: product.name })}
        >
          <Pencil aria-hidden size={16} />
          {t('showcase.edit')}
        </Link>
        <RemoveProductButton product={product} />
      </div>
    </li>
  );
}

export const handle = { meta, namespaces: ['products', 'membership'] } satisfies RouteHandle;
