import { useTranslation } from 'react-i18next';
import { SkeletonBlock } from '../../../components/ui/skeleton-block.tsx';
import layout from './product-layout.module.css';
import styles from './product-page-skeleton.module.css';

/** The product page's shape while its data loads (loading, error, loaded). */
export function ProductPageSkeleton() {
  const { t } = useTranslation('products');
  return (
    <div className={layout.page} role="status" aria-label={t('page.loading')}>
      <div className={layout.main}>
        <SkeletonBlock className={styles.title} />
        <div className={styles.intro}>
          <SkeletonBlock className={styles.picture} />
          <div className={styles.lines}>
            <SkeletonBlock />
            <SkeletonBlock />
            <SkeletonBlock className={styles.short} />
          </div>
        </div>
        <SkeletonBlock className={styles.card} />
      </div>
      <SkeletonBlock className={styles.aside} />
    </div>
  );
}
