import { GLOBAL_COUNTRY, type BusinessTypeCode, type SearchRouteQuery } from '@b2b/contracts';
import { SearchX } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { RichText } from '../../../components/ui/rich-text.tsx';
import { useBusinessTypeName } from '../../../lib/business-types.ts';
import { useCountryName } from '../../../lib/country-names.ts';
import { useLanguage } from '../../../lib/language.ts';
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
  const { t } = useTranslation('search');
  const language = useLanguage();
  const countryNameOf = useCountryName();
  const countries = useCountries();
  const type = useBusinessTypeName()(query.business).toLocaleLowerCase(language);
  const filtered = query.countries !== GLOBAL_COUNTRY;
  const country = countries.find((c) => c.code === query.countries);
  const countryName = country ? countryNameOf(country) : query.countries;
  const other: BusinessTypeCode = query.business === 'PR' ? 'MA' : 'PR';

  return (
    <div className={styles.empty}>
      <SearchX aria-hidden size={32} className={styles.icon} />
      <p className={styles.title}>{keyword ? t('empty.title', { keyword }) : t('empty.titleAll')}</p>
      <p className={styles.where}>
        {filtered ? t('empty.where', { type, country: countryName }) : t('empty.whereAll', { type })}
      </p>
      {suggestion && (
        <p className={styles.suggestion}>
          <RichText
            text={t('empty.suggestion', { suggestion })}
            elements={{
              suggestion: (words) => (
                <Link to={paths.search.href({ ...query, search: suggestion })}>{words}</Link>
              ),
            }}
          />
        </p>
      )}
      <ul className={styles.tips}>
        {keyword && <li>{t('empty.spelling')}</li>}
        {filtered && (
          <li>
            <Link to={paths.search.href({ ...query, countries: GLOBAL_COUNTRY })}>
              {t('empty.allCountries')}
            </Link>
          </li>
        )}
        <li>
          <Link to={paths.search.href({ ...query, business: other })}>
            {other === 'MA' ? t('empty.manufacturers') : t('empty.products')}
          </Link>
        </li>
      </ul>
    </div>
  );
}
