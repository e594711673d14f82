import { BUSINESS_TYPES, type SearchRouteQuery } from '@b2b/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { BUSINESS_TYPE_KEYS } from '../../../lib/business-types.ts';
import styles from './search-controls.module.css';
import { paths } from '../../../lib/paths.ts';

/** Products, Users and every business type; each keeps the keyword and the country, from page 1. */
export function SearchTabs({ query }: { query: SearchRouteQuery }) {
  const { t } = useTranslation('search');
  const { t: tCommon } = useTranslation('common');
  return (
    <nav className={styles.tabs} aria-label={t('tabs.label')}>
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
                {tCommon(BUSINESS_TYPE_KEYS[type.code])}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
