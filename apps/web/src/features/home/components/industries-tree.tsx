import { useTranslation } from 'react-i18next';
import { LoadError, Loading, NoContent } from '../../../components/ui/status.tsx';
import { useIndustrySummary } from '../../../lib/reference-data.ts';
import { useClientNavigation } from '../../../lib/use-client-navigation.ts';
import { IndustryCard } from './industry-card.tsx';
import { cardGrid } from '../../../components/ui/card-grid.ts';
import { cx } from '../../../lib/cx.ts';
import styles from './industries-tree.module.css';
import { ViewToggle } from './view-toggle.tsx';

/** Cards shown before the view-more panel: two full rows at two and at three columns. */
const CARDS_SHOWN = 6;

/** The fifteen industry cards; every card is in the page's HTML, the later ones inside the view-more panel. */
export function IndustriesTree() {
  const { t } = useTranslation('home');
  const tree = useIndustrySummary();
  const navigateOnClick = useClientNavigation();
  let content;
  if (tree.isPending) content = <Loading />;
  else if (tree.isError) content = <LoadError />;
  else if (tree.data.length === 0) content = <NoContent />;
  else {
    const shown = tree.data.slice(0, CARDS_SHOWN);
    const more = tree.data.slice(CARDS_SHOWN);
    content = (
      <>
        <div className={cx(cardGrid({ xs: 2, lg: 3 }), styles.grid)}>
          {shown.map((industry) => (
            <IndustryCard key={industry.key} industry={industry} />
          ))}
        </div>
        {more.length > 0 && (
          <details className={styles.panel} data-view-more-panel="">
            <ViewToggle className={styles.panelToggle} />
            <div className={cx(cardGrid({ xs: 2, lg: 3 }), styles.grid)}>
              {more.map((industry) => (
                <IndustryCard key={industry.key} industry={industry} />
              ))}
            </div>
          </details>
        )}
      </>
    );
  }

  return (
    <section className={styles.section} aria-labelledby="industries-title" onClick={navigateOnClick}>
      <div className={styles.heading}>
        <h2 id="industries-title" className={styles.title}>
          {t('industries.title')}
        </h2>
        <p className={styles.subtitle}>{t('industries.subtitle')}</p>
      </div>
      {content}
    </section>
  );
}
