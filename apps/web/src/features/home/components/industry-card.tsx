import { industrySearchUrl } from '@b2b/contracts';
import { buttonClass } from '../../../components/ui/button.ts';
import { SpriteIcon } from '../../../components/ui/icon-sprite.tsx';
import type { IndustryOutline } from '../../../lib/reference-data.ts';
import styles from './industry-card.module.css';
import { ViewToggle } from './view-toggle.tsx';

/** Categories a closed card shows; the rest open with View more. */
const CATEGORIES_SHOWN = 3;

/**
 * An industry's card: its categories link to their searches; their subcategories are listed on /industries. Its links are
 * plain: the cards' list navigates in the app (`useClientNavigation`).
 */
export function IndustryCard({ industry }: { industry: IndustryOutline }) {
  const titleID = `industry-${industry.key}`;
  const shown = industry.categories.slice(0, CATEGORIES_SHOWN);
  const more = industry.categories.slice(CATEGORIES_SHOWN);
  return (
    <article className={styles.card} aria-labelledby={titleID} data-industry-key={industry.key}>
      <div className={styles.head}>
        <span className={styles.icon}>
          <SpriteIcon name={industry.icon} size={26} />
        </span>
        <h3 id={titleID} className={styles.name}>
          {industry.name}
        </h3>
      </div>
      <p className={styles.description}>{industry.description}</p>
      <a href={industrySearchUrl(industry.name)} className={buttonClass('primary', { size: 'sm' })}>
        {industry.text}
        <SpriteIcon name="ArrowRight" size={16} />
      </a>
      <CategoryList categories={shown} />
      {more.length > 0 && (
        <details className={styles.more}>
          <ViewToggle />
          <CategoryList categories={more} />
        </details>
      )}
    </article>
  );
}

function CategoryList({ categories }: { categories: IndustryOutline['categories'] }) {
  return (
    <ul className={styles.categories}>
      {categories.map((category) => (
        <li key={category.name}>
          <a href={industrySearchUrl(category.name)} className={styles.category}>
            {category.name}
          </a>
        </li>
      ))}
    </ul>
  );
}
