import type { Product } from '@b2b/contracts';
import type { TFunction } from 'i18next';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { NoContent } from '../../../components/ui/status.tsx';
import { srcSetOf } from '../../../lib/image-src-set.ts';
import styles from './product-details.module.css';

function Card({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section className={styles.card} aria-labelledby={id}>
      <h2 id={id} className={styles.title}>
        {title}
      </h2>
      {children}
    </section>
  );
}

/** The facts every product has, as a key/value list. */
function technicalFacts(product: Product, t: TFunction<'products'>): [string, string][] {
  const facts: [string, string | null | undefined][] = [
    [t('details.industry'), product.industry.name],
    [t('details.category'), product.category.name],
    [t('details.subCategory'), product.subCategory?.name],
    [t('details.leadTime'), product.leadTime],
    [t('details.stock'), product.stock ? t('details.fromStock') : t('details.madeToOrder')],
    [t('details.keywords'), product.keywords.join(', ')],
  ];
  return facts.filter((fact): fact is [string, string] => Boolean(fact[1]));
}

/** The Specifications table, the technical list, the gallery and the videos of a product page. */
export function ProductDetails({ product }: { product: Product }) {
  const { t } = useTranslation('products');
  return (
    <>
      <Card id="product-specifications" title={t('details.specifications')}>
        {product.specs.length > 0 ? (
          <div className={styles.tableWrap}>
            <table className={styles.table}>
              <thead>
                <tr>
                  <th scope="col">{t('details.specification')}</th>
                  <th scope="col">{t('details.value')}</th>
                </tr>
              </thead>
              <tbody>
                {product.specs.map((spec, index) => (
                  <tr key={`${index}-${spec.key}`}>
                    <th scope="row">{spec.key}</th>
                    <td>{spec.value}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        ) : (
          <NoContent />
        )}
      </Card>

      <Card id="product-technical" title={t('details.technical')}>
        <dl className={styles.facts}>
          {technicalFacts(product, t).map(([label, value]) => (
            <div key={label} className={styles.fact}>
              <dt>{label}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
      </Card>

      {product.images.length > 0 && (
        <Card id="product-gallery" title={t('details.gallery')}>
          <ul className={styles.gallery}>
            {product.images.map((image, index) => (
              <li key={image.url}>
                <a href={image.url} target="_blank" rel="noreferrer" className={styles.galleryLink}>
                  <img
                    src={image.url}
                    srcSet={srcSetOf(image)}
                    sizes="(min-width: 600px) 240px, 45vw"
                    alt={t('details.picture', { number: index + 1, name: product.name })}
                    width={240}
                    height={240}
                    loading="lazy"
                  />
                </a>
              </li>
            ))}
          </ul>
        </Card>
      )}

      {product.videos.length > 0 && (
        <Card id="product-videos" title={t('details.videos')}>
          <ul className={styles.videos}>
            {product.videos.map((video, index) => (
              <li key={video.videoID}>
                <video
                  className={styles.video}
                  src={video.url}
                  controls
                  preload="metadata"
                  aria-label={t('details.video', { number: index + 1, name: product.name })}
                >
                  <a href={video.url}>{t('details.watchVideo', { number: index + 1 })}</a>
                </video>
              </li>
            ))}
          </ul>
        </Card>
      )}
    </>
  );
}
