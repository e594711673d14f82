import type { InterfaceLanguage } from './languages.ts';

/** What a country of the reference data carries that its name needs: its ISO 3166-1 code and its English name. */
export interface NamedCountry {
  code: string;
  countryName: string;
}

const regionNames = new Map<InterfaceLanguage, Intl.DisplayNames>();

/**
 * Names that the runtimes' region data disagree on (Node's ICU says `RAE de Hong Kong (China)` where Chromium says
 * `Hong Kong`): the server's and the browser's render must be the same text, so these are fixed here.
 */
const FIXED_NAMES: Partial<Record<InterfaceLanguage, Record<string, string>>> = {
  es: { HK: 'Hong Kong (China)', MO: 'Macao (China)', PS: 'Palestina', FK: 'Islas Malvinas' },
  it: { HK: 'Hong Kong (Cina)', MO: 'Macao (Cina)', PS: 'Palestina', FK: 'Isole Falkland' },
  zh: { HK: '中国香港', MO: '中国澳门', PS: '巴勒斯坦', FK: '福克兰群岛' },
};

/**
 * A country's name in a language: the runtime's region names (China, Cina, 中国) by its code. English keeps the reference
 * data's names, which differ from the runtime's for some countries (`Czech Republic`, `The Bahamas`), and so does any
 * code the runtime does not name.
 */
export function countryNameIn(language: InterfaceLanguage, country: NamedCountry): string {
  if (language === 'en') return country.countryName;
  const fixed = FIXED_NAMES[language]?.[country.code];
  if (fixed) return fixed;
  let names = regionNames.get(language);
  if (!names) {
    names = new Intl.DisplayNames([language], { type: 'region', fallback: 'none' });
    regionNames.set(language, names);
  }
  try {
    return names.of(country.code) ?? country.countryName;
  } catch {
    // A code that is not a region code at all.
    return country.countryName;
  }
}
