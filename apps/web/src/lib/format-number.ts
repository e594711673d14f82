import { htmlLangOf, type InterfaceLanguage } from '@b2b/contracts';

/**
 * Made once per language and options, like the dates' (`format-date.ts`): `toLocaleString` and `new Intl.NumberFormat`
 * build a formatter per call, tens of microseconds each, and a search page prints a number on every result.
 */
const formatters = new Map<string, Intl.NumberFormat>();
function formatterOf(language: InterfaceLanguage, options: Intl.NumberFormatOptions = {}): Intl.NumberFormat {
  const id = `${language} ${JSON.stringify(options)}`;
  let format = formatters.get(id);
  if (!format) {
    format = new Intl.NumberFormat(htmlLangOf(language), options);
    formatters.set(id, format);
  }
  return format;
}

/** `12345` → `12,345` (`12.345`, `12,345`) in the page's language. */
export const formatNumber = (n: number, language: InterfaceLanguage, options?: Intl.NumberFormatOptions) =>
  formatterOf(language, options).format(n);
