import { BUSINESS_TYPES, GLOBAL_COUNTRY } from '@b2b/contracts';
import { useLocation } from 'react-router';
import type { MetaFunction } from '../../../lib/meta.ts';
import { useCountries } from '../../../lib/reference-data.ts';
import { readSearchQuery } from '../../../lib/search-url.ts';
import styles from './search-result-page.module.css';

export const searchResultMeta: MetaFunction = ({ portal }) => ({
  title: `Search results | ${portal.brandName} ${portal.countryName}`,
  description: `Search ${portal.demonym} and worldwide manufacturers, suppliers and products on ${portal.brandName} ${portal.countryName}.`,
  canonicalPath: '/search-result',
});

/** A stand-in that shows what was asked; the search feature replaces it with the results list. */
export function SearchResultPage() {
  const query = readSearchQuery(useLocation().search);
  const countries = useCountries();
  const businessType = BUSINESS_TYPES.find((type) => type.code === query.business)?.businessTypeName;
  const country =
    query.countries === GLOBAL_COUNTRY
      ? 'Global'
      : (countries.find((c) => c.code === query.countries)?.countryName ?? query.countries);

  return (
    <section className={styles.page} aria-labelledby="search-title">
      <h1 id="search-title" className={styles.title}>
        {query.search ? `Results for ${query.search}` : 'All results'}
      </h1>
      <dl className={styles.filters}>
        <div>
          <dt>Business type</dt>
          <dd>{businessType}</dd>
        </div>
        <div>
          <dt>Country</dt>
          <dd>{country}</dd>
        </div>
      </dl>
      <p className={styles.note}>The list of results arrives with the search feature.</p>
    </section>
  );
}
