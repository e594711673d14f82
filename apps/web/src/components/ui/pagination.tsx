import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Link } from 'react-router';
import { cx } from '../../lib/cx.ts';
import styles from './pagination.module.css';

/** Up to this many pages are all listed; past it, the first, the last and the current one's neighbours. */
const ALL_PAGES_UP_TO = 7;

/** The page numbers to show, with a gap where pages are left out; a gap never hides a single page. */
export function pageItems(page: number, count: number): (number | 'gap')[] {
  if (count <= ALL_PAGES_UP_TO) return Array.from({ length: count }, (_, i) => i + 1);
  const shown = [...new Set([1, page - 1, page, page + 1, count])]
    .filter((n) => n >= 1 && n <= count)
    .sort((a, b) => a - b);
  const items: (number | 'gap')[] = [];
  let previous = 0;
  for (const n of shown) {
    if (n - previous === 2) items.push(n - 1);
    else if (n - previous > 2) items.push('gap');
    items.push(n);
    previous = n;
  }
  return items;
}

/** Page numbers as links, so each page has its own address (reload, back and forward keep it). */
export function Pagination({
  page,
  count,
  hrefOf,
  label = 'Pages of results',
}: {
  page: number;
  count: number;
  hrefOf: (page: number) => string;
  label?: string;
}) {
  if (count <= 1) return null;
  return (
    <nav className={styles.pagination} aria-label={label}>
      <ul className={styles.list}>
        <li>
          {page > 1 ? (
            <Link to={hrefOf(Math.min(page - 1, count))} className={styles.step}>
              <ChevronLeft aria-hidden size={16} />
              Previous
            </Link>
          ) : (
            <span className={cx(styles.step, styles.disabled)} aria-hidden>
              <ChevronLeft aria-hidden size={16} />
              Previous
            </span>
          )}
        </li>
        {pageItems(page, count).map((item, index) =>
          item === 'gap' ? (
            <li key={`gap-${index}`} className={styles.gap} aria-hidden>
              …
            </li>
          ) : (
            <li key={item}>
              <Link
                to={hrefOf(item)}
                className={cx(styles.number, item === page && styles.current)}
                aria-current={item === page ? 'page' : undefined}
                aria-label={`Page ${item}`}
              >
                {item}
              </Link>
            </li>
          ),
        )}
        <li>
          {page < count ? (
            <Link to={hrefOf(page + 1)} className={styles.step}>
              Next
              <ChevronRight aria-hidden size={16} />
            </Link>
          ) : (
            <span className={cx(styles.step, styles.disabled)} aria-hidden>
              Next
              <ChevronRight aria-hidden size={16} />
            </span>
          )}
        </li>
      </ul>
    </nav>
  );
}
