import type { Product } from '@b2b/contracts';
import type { ReactNode } from 'react';
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
function technicalFacts(product: Product): [string, string][] {
  const facts: [string, string | null | undefined][] = [
    ['Industry', product.industry.name],
    ['Category', product.category.name],
    ['Subcategory', product.subCategory?.name],
    ['Lead time', product.leadTime],
    ['Stock', product.stock ? 'Available from stock' : 'Made to order'],
    ['Keywords', product.keywords.join(', ')],
  ];
  return facts.filter((fact): fact is [string, string] => Boolean(fact[1]));
}

/** The Specifications table, the technical list, the gallery and the videos of a product page. */
export function ProductDetails({ product }: { product: Product }) {
  return (
    <>
      <Card id="product-specifications" title="Specifications">
        {product.specs.length > 0 ? (
          <div className={styles.tableWrap}>
            <table className={styles.table}>
              <thead>
                <tr>
                  <th scope="col">Specification</th>
                  <th scope="col">Value</th>
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

      <Card id="product-technical" title="Technical specifications">
        <dl className={styles.facts}>
          {technicalFacts(product).map(([label, value]) => (
            <div key={label} className={styles.fact}>
              <dt>{label}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
      </Card>

      {product.images.length > 0 && (
        <Card id="product-gallery" title="Image gallery">
          <ul className={styles.gallery}>
            {product.images.map((image, index) => (
              <li key={image.url}>
                <a href={image.url} target="_blank" rel="noreferrer" className={styles.galleryLink}>
                  <img
                    src={image.url}
                    srcSet={srcSetOf(image)}
                    sizes="(min-width: 600px) 240px, 45vw"
                    alt={`Picture ${index + 1} of ${product.name}`}
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
        <Card id="product-videos" title="Videos">
          <ul className={styles.videos}>
            {product.videos.map((video, index) => (
              <li key={video.videoID}>
                <video
                  className={styles.video}
                  src={video.url}
                  controls
                  preload="metadata"
                  aria-label={`Video ${index + 1} of ${product.name}`}
                >
                  <a href={video.url}>Watch video {index + 1}</a>
                </video>
              </li>
            ))}
          </ul>
        </Card>
      )}
    </>
  );
}
