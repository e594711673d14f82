import { industrySearchUrl } from '@b2b/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonClass } from '../../../components/ui/button.ts';
import { SpriteIcon } from '../../../components/ui/icon-sprite.tsx';
import { LoadError } from '../../../components/ui/status.tsx';
import { useLocalizedPath } from '../../../lib/language.ts';
import { industryAnchor } from '../../../lib/paths.ts';
import { useIndustryCategories, type IndustryOutline } from '../../../lib/reference-data.ts';
import { cardGrid } from '../../../components/ui/card-grid.ts';
import { cx } from '../../../lib/cx.ts';
import styles from './industry-section.module.css';

/**
 * One industry with every category, each a search link. Its subcategories, most of the whole tree's links, are fetched
 * when asked for, so the page stays light. Its links are plain: the page's sections navigate in the app
 * (`useClientNavigation`).
 */
export function IndustrySection({ industry }: { industry: IndustryOutline }) {
  const { t } = useTranslation('home');
  const anchor = industryAnchor(industry.key);
  const localized = useLocalizedPath();
  const [expanded, setExpanded] = useState(false);
  const categories = useIndustryCategories(industry.id, expanded);
  const subCategories = new Map(
    expanded ? categories.data?.map((category) => [category.name, category.subCategories]) : [],
  );
  return (
    <section id={anchor} className={styles.section} aria-labelledby={`${anchor}-title`}>
      <header className={styles.header}>
        <span className={styles.icon}>
          <SpriteIcon name={industry.icon} size={24} />
        </span>
        <div className={styles.heading}>
          <h2 id={`${anchor}-title`} className={styles.name}>
            <a href={localized(industrySearchUrl(industry.name))} className={styles.nameLink}>
              {industry.name}
            </a>
          </h2>
          <p className={styles.description}>{industry.description}</p>
        </div>
        <a href={localized(industrySearchUrl(industry.name))} className={styles.cta}>
          {industry.text}
          <SpriteIcon name="ArrowRight" size={16} />
        </a>
      </header>
      <ul
        id={`${anchor}-categories`}
        className={cx(cardGrid({ xs: 2, lg: 3 }), styles.categories)}
        aria-busy={expanded && categories.isPending}
      >
        {industry.categories.map(({ name }) => (
          <li key={name} className={styles.category}>
            <h3 className={styles.categoryName}>
              <a href={localized(industrySearchUrl(name))}>{name}</a>
            </h3>
            {subCategories.has(name) && (
              <ul className={styles.subCategories}>
                {subCategories.get(name)?.map((sub) => (
                  <li key={sub.id}>
                    <a href={localized(industrySearchUrl(sub.name))} className={styles.subCategory}>
                      {sub.name}
                    </a>
                  </li>
                ))}
              </ul>
            )}
          </li>
        ))}
      </ul>
      {expanded && categories.isError && <LoadError />}
      <button
        type="button"
        className={buttonClass('outline', { size: 'sm' })}
        aria-expanded={expanded}
        aria-controls={`${anchor}-categories`}
        onClick={() => setExpanded(!expanded)}
      >
        {expanded ? t('industriesPage.hideProductTypes') : t('industriesPage.showProductTypes')}
      </button>
    </section>
  );
}
