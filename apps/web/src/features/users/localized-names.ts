import { useMemo } from 'react';
import { formatDate } from '../../lib/format-date.ts';
import { htmlLangOf } from '@b2b/contracts';
import { useLanguage } from '../../lib/language.ts';

/**
 * A country's name in the page's language, by its code (the runtime's region names: Alemania, Germania, 德国); English
 * keeps the reference data's name, and so does a code the runtime does not know.
 */
export function useCountryName(): (code: string, name: string) => string {
  const language = useLanguage();
  return useMemo(() => {
    if (language === 'en') return (_code: string, name: string) => name;
    const names = new Intl.DisplayNames([htmlLangOf(language)], { type: 'region', fallback: 'none' });
    return (code: string, name: string) => {
      try {
        return names.of(code) ?? name;
      } catch {
        return name;
      }
    };
  }, [language]);
}

/** `1970-10-24` as a long date of the page's language (`October 24, 1970`, `24 de octubre de 1970`, `1970年10月24日`). */
export function useLongDate(): (date: string) => string {
  const language = useLanguage();
  return useMemo(() => {
    if (language === 'en') return formatDate;
    const format = new Intl.DateTimeFormat(htmlLangOf(language), { timeZone: 'UTC', dateStyle: 'long' });
    return (date: string) => format.format(new Date(`${date}T00:00:00Z`));
  }, [language]);
}
