import styles from './product-page-skeleton.module.css';

/** The product page's shape while its data loads (section 4 of 02-: loading, error, loaded). */
export function ProductPageSkeleton() {
  return (
    <div className={styles.page} role="status" aria-label="Loading the product">
      <div className={styles.main}>
        <span className={`${styles.block} ${styles.title}`} />
        <div className={styles.intro}>
          <span className={`${styles.block} ${styles.picture}`} />
          <div className={styles.lines}>
            <span className={styles.block} />
            <span className={styles.block} />
            <span className={`${styles.block} ${styles.short}`} />
          </div>
        </div>
        <span className={`${styles.block} ${styles.card}`} />
      </div>
      <span className={`${styles.block} ${styles.aside}`} />
    </div>
  );
}
