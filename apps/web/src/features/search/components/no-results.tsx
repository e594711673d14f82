import { BUSINESS_TYPES, GLOBAL_COUNTRY, type BusinessTypeCode, type SearchRouteQuery } from '@b2b/contracts';
import { SearchX } from 'lucide-react';
import { Link } from 'react-router';
import { useCountries } from '../../../lib/reference-data.ts';
import styles from './no-results.module.css';
import { paths } from '../../../lib/paths.ts';

/**
 * What an empty list says: what was looked for and where, the spelling the trigram search suggests, and the ways to
 * widen the search (all countries, another list).
 */
export function NoResults({
  query,
  keyword,
  suggestion,
}: {
  query: SearchRouteQuery;
  keyword: string;
  suggestion: string | null;
}) {
  const countries = useCountries();
  const typeName = BUSINESS_TYPES.find((type) => type.code === query.business)?.businessTypeName ?? '';
  const filtered = query.countries !== GLOBAL_COUNTRY;
  const countryName = countries.find((c) => c.code === query.countries)?.countryName ?? query.countries;
  const other: { code: BusinessTypeCode; name: string } =
    query.business === 'PR' ? { code: 'MA', name: 'manufacturers' } : { code: 'PR', name: 'products' };

  return (
    <div className={styles.empty}>
      <SearchX aria-hidden size={32} className={styles.icon} />
      <p className={styles.title}>{keyword ? `No results for “${keyword}”` : 'No results yet'}</p>
      <p className={styles.where}>
        {`Searched ${typeName.toLowerCase()}${filtered ? ` in ${countryName}` : ' in every country'}.`}
      </p>
      {suggestion && (
        <p className={styles.suggestion}>
          Did you mean <Link to={paths.search.href({ ...query, search: suggestion })}>{suggestion}</Link>?
        </p>
      )}
      <ul className={styles.tips}>
        {keyword && <li>Check the spelling, or try fewer or more general words.</li>}
        {filtered && (
          <li>
            <Link to={paths.search.href({ ...query, countries: GLOBAL_COUNTRY })}>Search all countries</Link>
          </li>
        )}
        <li>
          <Link to={paths.search.href({ ...query, business: other.code })}>Search {other.name} instead</Link>
        </li>
      </ul>
    </div>
  );
}
