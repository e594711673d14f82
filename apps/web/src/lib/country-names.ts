import { countryNameIn, type NamedCountry } from '@b2b/contracts';
import { useMemo } from 'react';
import { useLanguage } from './language.ts';

/** The page language's name of a country (see `countryNameIn`). */
export function useCountryName(): (country: NamedCountry) => string {
  const language = useLanguage();
  return (country) => countryNameIn(language, country);
}

/**
 * The countries of a list with their names in the page's language, in that language's alphabetical order; English keeps
 * the reference data's order.
 */
export function useNamedCountries<T extends NamedCountry>(countries: T[]): (T & { name: string })[] {
  const language = useLanguage();
  return useMemo(() => {
    const named = countries.map((country) => ({ ...country, name: countryNameIn(language, country) }));
    if (language === 'en') return named;
    const collator = new Intl.Collator(language);
    return named.sort((a, b) => collator.compare(a.name, b.name));
  }, [countries, language]);
}
