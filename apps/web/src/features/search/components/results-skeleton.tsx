import { LIMITS } from '@b2b/contracts';
import { useTranslation } from 'react-i18next';
import { SkeletonBlock } from '../../../components/ui/skeleton-block.tsx';
import styles from './results-skeleton.module.css';

/** The shape of a page of results while it loads. */
export function ResultsSkeleton() {
  const { t } = useTranslation('search');
  return (
    <div className={styles.list} role="status" aria-label={t('list.loading')}>
      {Array.from({ length: LIMITS.searchPageSize }, (_, i) => (
        <div key={i} className={styles.card}>
          <SkeletonBlock className={styles.picture} />
          <span className={styles.lines}>
            <SkeletonBlock className={styles.title} />
            <SkeletonBlock className={styles.line} />
            <SkeletonBlock className={`${styles.line} ${styles.short}`} />
          </span>
        </div>
      ))}
    </div>
  );
}
