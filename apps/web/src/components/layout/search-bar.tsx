import { BUSINESS_TYPES, GLOBAL_COUNTRY, readSearchRouteQuery, type SearchRouteQuery } from '@b2b/contracts';
import { Search } from 'lucide-react';
import {
  useEffect,
  useId,
  useRef,
  useState,
  type ComponentType,
  type FocusEvent,
  type FormEvent,
} from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { BUSINESS_TYPE_KEYS } from '../../lib/business-types.ts';
import { useNamedCountries } from '../../lib/country-names.ts';
import { cx } from '../../lib/cx.ts';
import { useCountries } from '../../lib/reference-data.ts';
import { useLocalizedPath } from '../../lib/language.ts';
import { readSearchQuery } from '../../lib/search-url.ts';
import styles from './search-bar.module.css';
import type { SuggestingInputProps } from './search-suggestions.tsx';
import { paths } from '../../lib/paths.ts';

/**
 * Business type, country and keyword; submitting opens the search route, and the fields follow the address. The country
 * list holds the chosen country until it is pointed at or focused: its 250 options were a quarter of a page's HTML.
 */
export function SearchBar({ className }: { className?: string }) {
  const { t, i18n } = useTranslation('layout');
  const { t: tCommon } = useTranslation('common');
  const localized = useLocalizedPath();
  const id = useId();
  const location = useLocation();
  const navigate = useNavigate();
  const [fields, setFields] = useState<SearchRouteQuery>(() => readSearchQuery(location.search));
  const [countriesWanted, setCountriesWanted] = useState(false);
  const countries = useCountries(countriesWanted || fields.countries !== GLOBAL_COUNTRY);
  const named = useNamedCountries(countries);
  const listed = countriesWanted ? named : named.filter((country) => country.code === fields.countries);
  const wantCountries = () => setCountriesWanted(true);
  const form = useRef<HTMLFormElement>(null);
  // A person can choose a business type or type a keyword before the page hydrates: the form then holds their choice
  // and the state the address's, and the next render would put the address's back. Only then do the two differ.
  useEffect(() => {
    if (!form.current) return;
    const chosen = readSearchRouteQuery(
      new URLSearchParams([...new FormData(form.current)].map(([name, value]) => [name, String(value)])),
    );
    const address = readSearchQuery(location.search);
    if (
      chosen.business !== address.business ||
      chosen.countries !== address.countries ||
      chosen.search !== address.search
    ) {
      setFields(chosen);
    }
  }, [location.search]);
  const [shownQuery, setShownQuery] = useState(location.search);
  // Back, forward and links change the address without remounting the bar; adjusting during render keeps the
  // fields in step without a frame of stale values or losing the focus of the text box.
  if (shownQuery !== location.search) {
    setShownQuery(location.search);
    setFields(readSearchQuery(location.search));
  }

  // The combobox and its texts arrive when the text box is first focused: none of it weighs on the first load.
  const [suggestions, setSuggestions] = useState<{
    SuggestingInput: ComponentType<SuggestingInputProps>;
    /** The plain box's selection (or caret) when it had the focus. */
    selection: readonly [number, number] | null;
  } | null>(null);
  const loadingSuggestions = useRef(false);
  const loadSuggestions = (event: FocusEvent<HTMLInputElement>) => {
    if (loadingSuggestions.current) return;
    loadingSuggestions.current = true;
    const plain = event.currentTarget;
    Promise.all([import('./search-suggestions.tsx'), i18n.loadNamespaces('search')]).then(
      ([module]) =>
        setSuggestions({
          SuggestingInput: module.SuggestingInput,
          selection:
            document.activeElement === plain
              ? [plain.selectionStart ?? plain.value.length, plain.selectionEnd ?? plain.value.length]
              : null,
        }),
      // Offline: the plain box still searches, and the next focus tries again.
      () => (loadingSuggestions.current = false),
    );
  };
  const inputProps = {
    type: 'search',
    name: 'search',
    className: styles.input,
    'aria-label': t('search.placeholder'),
    placeholder: t('search.placeholder'),
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void navigate(paths.search.href({ ...fields, search: fields.search.trim() }));
  };

  return (
    // The action and field names make the same search work before the page hydrates or without JavaScript.
    <form
      ref={form}
      role="search"
      action={localized(paths.search.form())}
      method="get"
      className={cx(styles.bar, className)}
      onSubmit={submit}
    >
      <label htmlFor={`${id}-business`} className="visually-hidden">
        {t('search.businessType')}
      </label>
      <select
        id={`${id}-business`}
        name="business"
        className={styles.select}
        value={fields.business}
        onChange={(e) => setFields({ ...fields, business: e.target.value as SearchRouteQuery['business'] })}
      >
        {BUSINESS_TYPES.map((type) => (
          <option key={type.code} value={type.code}>
            {tCommon(BUSINESS_TYPE_KEYS[type.code])}
          </option>
        ))}
      </select>
      <label htmlFor={`${id}-country`} className="visually-hidden">
        {t('search.country')}
      </label>
      <select
        id={`${id}-country`}
        name="countries"
        className={styles.select}
        value={fields.countries}
        onChange={(e) => setFields({ ...fields, countries: e.target.value })}
        onFocus={wantCountries}
        onPointerEnter={wantCountries}
      >
        <option value={GLOBAL_COUNTRY}>{t('search.global')}</option>
        {listed.map((country) => (
          <option key={country.code} value={country.code}>
            {`${country.emoji} ${country.name}`}
          </option>
        ))}
      </select>
      <div className={styles.query}>
        {suggestions ? (
          <suggestions.SuggestingInput
            fields={fields}
            onTextChange={(search) => setFields((current) => ({ ...current, search }))}
            inputProps={inputProps}
            takeFocusAt={suggestions.selection}
          />
        ) : (
          <input
            {...inputProps}
            value={fields.search}
            onChange={(e) => setFields({ ...fields, search: e.target.value })}
            onFocus={loadSuggestions}
          />
        )}
        <button type="submit" className={styles.submit} aria-label={t('search.submit')}>
          <Search aria-hidden size={20} strokeWidth={2.25} />
        </button>
      </div>
    </form>
  );
}
