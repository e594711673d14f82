import { industrySearchUrl, LIMITS } from '@b2b/contracts';
import { useId, useState, type CSSProperties, type FocusEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { cx } from '../../lib/cx.ts';
import { useLocalizedPath } from '../../lib/language.ts';
import { paths } from '../../lib/paths.ts';
import { useClientNavigation } from '../../lib/use-client-navigation.ts';
import { useIndustryCategories, useIndustrySummary, type IndustrySummary } from '../../lib/reference-data.ts';
import { SpriteIcon } from '../ui/icon-sprite.tsx';
import { LoadError, Loading, NoContent } from '../ui/status.tsx';
import styles from './category-sidebar.module.css';

const flyoutTiming = { '--flyout-ms': `${LIMITS.flyoutTransitionMs}ms` } as CSSProperties;

/**
 * The fifteen industries; hovering or focusing one opens a flyout of its first categories and subcategories. The page
 * carries only the industries: a flyout's subcategories are fetched when it first opens. The industries' links are
 * plain: the list navigates in the app (`useClientNavigation`).
 */
export function CategorySidebar() {
  const { t } = useTranslation('layout');
  const headingID = useId();
  const tree = useIndustrySummary();
  const [openKey, setOpenKey] = useState<string | null>(null);
  const navigateOnClick = useClientNavigation();
  const close = () => setOpenKey(null);

  let content;
  if (tree.isPending) content = <Loading />;
  else if (tree.isError) content = <LoadError />;
  else if (tree.data.length === 0) content = <NoContent />;
  else
    content = (
      <ul className={styles.list} onClick={navigateOnClick}>
        {tree.data.map((industry) => (
          <CategoryItem
            key={industry.key}
            industry={industry}
            open={openKey === industry.key}
            onOpen={() => setOpenKey(industry.key)}
            onClose={close}
          />
        ))}
      </ul>
    );

  return (
    <nav className={styles.sidebar} aria-labelledby={headingID} style={flyoutTiming}>
      <h2 id={headingID} className={styles.heading}>
        <Link to={paths.industries.href()} className={styles.headingLink}>
          <SpriteIcon name="LayoutGrid" size={18} />
          {t('sidebar.allCategories')}
        </Link>
      </h2>
      {content}
      <Link to={paths.industries.href()} className={styles.viewMore}>
        {t('sidebar.viewMore')}
        <SpriteIcon name="ChevronRight" size={16} />
      </Link>
    </nav>
  );
}

function CategoryItem(props: {
  industry: IndustrySummary;
  open: boolean;
  onOpen: () => void;
  onClose: () => void;
}) {
  const { t } = useTranslation('layout');
  const { industry, open, onOpen, onClose } = props;
  const hasFlyout = industry.categoryCount > 0;
  const localized = useLocalizedPath();
  const categories = useIndustryCategories(industry.id, open && hasFlyout);
  const groups = categories.data?.slice(0, LIMITS.flyoutGroups);

  const leaveOnBlur = (event: FocusEvent<HTMLLIElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget)) onClose();
  };

  return (
    <li
      onMouseEnter={onOpen}
      onMouseLeave={onClose}
      onFocus={onOpen}
      onBlur={leaveOnBlur}
      onKeyDown={(event) => {
        if (event.key === 'Escape') onClose();
      }}
    >
      <a
        href={localized(industrySearchUrl(industry.name))}
        className={cx(styles.category, hasFlyout && styles.withFlyout, open && groups && styles.categoryOpen)}
        aria-expanded={hasFlyout ? open && groups !== undefined : undefined}
        onClick={onClose}
      >
        <SpriteIcon name={industry.icon} size={18} className={styles.categoryIcon} />
        <span className={styles.categoryName}>{industry.name}</span>
      </a>
      {open && groups && (
        <div
          className={styles.flyout}
          role="group"
          aria-label={t('sidebar.industryCategories', { industry: industry.name })}
        >
          <ul className={styles.groups}>
            {groups.map((category) => (
              <li key={category.id} className={styles.group}>
                <Link to={industrySearchUrl(category.name)} className={styles.groupTitle} onClick={onClose}>
                  {category.name}
                </Link>
                <ul className={styles.items}>
                  {category.subCategories.slice(0, LIMITS.flyoutItems).map((sub) => (
                    <li key={sub.id}>
                      <Link to={industrySearchUrl(sub.name)} className={styles.itemLink} onClick={onClose}>
                        {sub.name}
                      </Link>
                    </li>
                  ))}
                </ul>
              </li>
            ))}
          </ul>
        </div>
      )}
    </li>
  );
}
