import { htmlLangOf, type InterfaceLanguage } from '@b2b/contracts';
import { formatDate } from '../../lib/format-date.ts';
import { useLanguage } from '../../lib/language.ts';

type CountryNamer = (code: string, name: string) => string;

/** Made once per language: a formatter costs more to build than to use. */
const countryNamers = new Map<InterfaceLanguage, CountryNamer>();
const longDates = new Map<InterfaceLanguage, (date: string) => string>();

const referenceName: CountryNamer = (_code, name) => name;

function countryNamer(language: InterfaceLanguage): CountryNamer {
  if (language === 'en') return referenceName;
  let namer = countryNamers.get(language);
  if (!namer) {
    const names = new Intl.DisplayNames([htmlLangOf(language)], { type: 'region', fallback: 'none' });
    namer = (code, name) => {
      try {
        return names.of(code) ?? name;
      } catch {
        return name;
      }
    };
    countryNamers.set(language, namer);
  }
  return namer;
}

function longDate(language: InterfaceLanguage): (date: string) => string {
  if (language === 'en') return formatDate;
  let format = longDates.get(language);
  if (!format) {
    const formatter = new Intl.DateTimeFormat(htmlLangOf(language), { timeZone: 'UTC', dateStyle: 'long' });
    format = (date) => formatter.format(new Date(`${date}T00:00:00Z`));
    longDates.set(language, format);
  }
  return format;
}

/**
 * A country's name in the page's language, by its code (the runtime's region names: Alemania, Germania, 德国); English
 * keeps the reference data's name, and so does a code the runtime does not know.
 */
export const useCountryName = (): CountryNamer => countryNamer(useLanguage());

/** `1970-10-24` as a long date of the page's language (`October 24, 1970`, `24 de octubre de 1970`, `1970年10月24日`). */
export const useLongDate = (): ((date: string) => string) => longDate(useLanguage());
