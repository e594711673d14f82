import { LIMITS } from '@b2b/contracts';
import styles from './results-skeleton.module.css';

/** The shape of a page of results while it loads. */
export function ResultsSkeleton() {
  return (
    <div className={styles.list} role="status" aria-label="Loading results">
      {Array.from({ length: LIMITS.searchPageSize }, (_, i) => (
        <div key={i} className={styles.card}>
          <span className={`${styles.block} ${styles.picture}`} />
          <span className={styles.lines}>
            <span className={`${styles.block} ${styles.title}`} />
            <span className={styles.block} />
            <span className={`${styles.block} ${styles.short}`} />
          </span>
        </div>
      ))}
    </div>
  );
}
