import { BUSINESS_TYPES, type SearchRouteQuery } from '@b2b/contracts';
import { Link } from 'react-router';
import styles from './search-controls.module.css';
import { paths } from '../../../lib/paths.ts';

/** Products, Users and every business type (section 2 of 01-); each keeps the keyword and the country, from page 1. */
export function SearchTabs({ query }: { query: SearchRouteQuery }) {
  return (
    <nav className={styles.tabs} aria-label="Search in">
      <ul className={styles.tabList}>
        {BUSINESS_TYPES.map((type) => {
          const current = type.code === query.business;
          return (
            <li key={type.code}>
              <Link
                to={paths.search.href({ ...query, business: type.code })}
                className={styles.tab}
                aria-current={current ? 'page' : undefined}
              >
                {type.businessTypeName}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
