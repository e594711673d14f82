import { industrySearchUrl, type Category } from '@b2b/contracts';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonClass } from '../../../components/ui/button.ts';
import { SpriteIcon } from '../../../components/ui/icon-sprite.tsx';
import { LoadError, Loading } from '../../../components/ui/status.tsx';
import { cx } from '../../../lib/cx.ts';
import { useLocalizedPath } from '../../../lib/language.ts';
import { paths } from '../../../lib/paths.ts';
import {
  SUMMARY_CATEGORIES,
  useIndustryCategories,
  type IndustrySummary,
} from '../../../lib/reference-data.ts';
import { useHydrated } from '../../../lib/use-hydrated.ts';
import styles from './industry-card.module.css';
import { ViewToggle } from './view-toggle.tsx';

/**
 * An industry's card: its first categories link to their searches; View more opens every category with its
 * subcategories, and the open card takes the grid's whole row (the other cards flow around it). Its links are plain:
 * the cards' list navigates in the app (`useClientNavigation`).
 */
export function IndustryCard({ industry }: { industry: IndustrySummary }) {
  const localized = useLocalizedPath();
  const titleID = `industry-${industry.key}`;
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
      <a
        href={localized(industrySearchUrl(industry.name))}
        className={buttonClass('primary', { size: 'sm' })}
      >
        {industry.text}
        <SpriteIcon name="ArrowRight" size={16} />
      </a>
      <CategoryList names={industry.firstCategories.map(({ name }) => name)} className={styles.summary} />
      {industry.categoryCount > SUMMARY_CATEGORIES && <MoreCategories industry={industry} />}
    </article>
  );
}

/**
 * Every category with its subcategories, behind View more. The page carries only the card's first categories: the
 * tree loads when the card first opens, the same list a sidebar flyout loads. Before the page runs as an app the panel
 * points to the industry on /industries, which lists every category.
 */
function MoreCategories({ industry }: { industry: IndustrySummary }) {
  const { t } = useTranslation('home');
  const localized = useLocalizedPath();
  const panel = useRef<HTMLDetailsElement>(null);
  const [opened, setOpened] = useState(false);
  const hydrated = useHydrated();
  const categories = useIndustryCategories(industry.id, opened);
  // A visitor may open the panel before the page hydrates, when React did not yet hear its toggle.
  useEffect(() => {
    if (panel.current?.open) setOpened(true);
  }, []);

  let content;
  if (categories.data) content = <CategoryTree categories={categories.data} />;
  else if (categories.isError) content = <LoadError />;
  else if (hydrated) content = <Loading />;
  else {
    content = (
      <a href={localized(paths.industries.href(industry.key))} className={styles.allCategories}>
        {t('industries.everyCategory', { industry: industry.name })}
      </a>
    );
  }
  return (
    <details
      ref={panel}
      className={styles.more}
      onToggle={() => {
        setOpened(true);
        // Taking the whole row can move the card below its row's other cards: keep it in sight.
        if (panel.current?.open) panel.current.closest('article')?.scrollIntoView({ block: 'nearest' });
      }}
    >
      <ViewToggle />
      {content}
    </details>
  );
}

function CategoryList({ names, className }: { names: string[]; className?: string }) {
  const localized = useLocalizedPath();
  return (
    <ul className={cx(styles.categories, className)}>
      {names.map((name) => (
        <li key={name}>
          <a href={localized(industrySearchUrl(name))}>{name}</a>
        </li>
      ))}
    </ul>
  );
}

function CategoryTree({ categories }: { categories: Category[] }) {
  const localized = useLocalizedPath();
  return (
    <ul className={styles.tree}>
      {categories.map((category) => (
        <li key={category.id}>
          <a href={localized(industrySearchUrl(category.name))}>{category.name}</a>
          {category.subCategories.length > 0 && (
            <ul className={styles.subcategories}>
              {category.subCategories.map((subCategory) => (
                <li key={subCategory.id}>
                  <a href={localized(industrySearchUrl(subCategory.name))}>{subCategory.name}</a>
                </li>
              ))}
            </ul>
          )}
        </li>
      ))}
    </ul>
  );
}
