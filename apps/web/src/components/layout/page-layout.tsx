import { Outlet } from 'react-router';
import { cx } from '../../lib/cx.ts';
import { CategorySidebar } from './category-sidebar.tsx';
import styles from './page-layout.module.css';

export const MAIN_CONTENT_ID = 'main';

/**
 * The page body; with `sidebar`, the categories sit in a left column from 992 px and are left out below it.
 */
export function PageLayout({ sidebar = false }: { sidebar?: boolean }) {
  const main = (
    <main id={MAIN_CONTENT_ID} tabIndex={-1} className={styles.main}>
      <Outlet />
    </main>
  );
  if (!sidebar) return <div className={styles.page}>{main}</div>;
  return (
    <div className={cx(styles.page, styles.withSidebar)}>
      <div className={styles.sidebar}>
        <CategorySidebar />
      </div>
      {main}
    </div>
  );
}
