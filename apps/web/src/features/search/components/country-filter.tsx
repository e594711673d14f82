import {
  GLOBAL_COUNTRY,
  searchFacetParams,
  type SearchFacetFilters,
  type SearchRouteQuery,
  facetedSearchUrl,
} from '@b2b/contracts';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { buttonClass } from '../../../components/ui/button.ts';
import { useNamedCountries } from '../../../lib/country-names.ts';
import { useLocalizedPath } from '../../../lib/language.ts';
import { useCountries } from '../../../lib/reference-data.ts';
import styles from './search-controls.module.css';
import { paths } from '../../../lib/paths.ts';

/**
 * Global (no filter) or one country; choosing one searches again from page 1, keeping the other facet filters. Without
 * JavaScript the form sends the same address with its Apply button.
 */
export function CountryFilter({
  query,
  filters = {},
}: {
  query: SearchRouteQuery;
  filters?: SearchFacetFilters;
}) {
  const { t } = useTranslation('search');
  const id = useId();
  const navigate = useNavigate();
  const localized = useLocalizedPath();
  const countries = useNamedCountries(useCountries());
  return (
    <form
      className={styles.country}
      action={localized(paths.search.form())}
      method="get"
      onSubmit={(event) => event.preventDefault()}
    >
      <input type="hidden" name="business" value={query.business} />
      <label htmlFor={id}>{t('country.label')}</label>
      <select
        id={id}
        name="countries"
        className={styles.select}
        value={query.countries}
        onChange={(event) =>
          void navigate(facetedSearchUrl({ ...query, countries: event.target.value }, 1, filters))
        }
      >
        <option value={GLOBAL_COUNTRY}>{t('country.global')}</option>
        {countries.map((country) => (
          <option key={country.code} value={country.code}>
            {`${country.emoji} ${country.name}`}
          </option>
        ))}
      </select>
      <input type="hidden" name="search" value={query.search} />
      {searchFacetParams(filters).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <noscript>
        <button type="submit" className={buttonClass('outline', { size: 'sm' })}>
          {t('country.apply')}
        </button>
      </noscript>
    </form>
  );
}
