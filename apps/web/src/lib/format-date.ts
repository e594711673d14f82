import { htmlLangOf, type InterfaceLanguage } from '@b2b/contracts';

/**
 * Made once per language and style: `toLocaleDateString` builds a formatter per call, which cost a business page's
 * render 2.5% of its time. English keeps the US forms the pages have always shown.
 */
const formatters = new Map<string, Intl.DateTimeFormat>();
function formatterOf(language: InterfaceLanguage, style: 'long' | 'dateTime'): Intl.DateTimeFormat {
  const id = `${language} ${style}`;
  let format = formatters.get(id);
  if (!format) {
    const locale = language === 'en' ? 'en-US' : htmlLangOf(language);
    format = new Intl.DateTimeFormat(
      locale,
      style === 'long'
        ? { timeZone: 'UTC', dateStyle: 'long' }
        : { timeZone: 'UTC', dateStyle: 'medium', timeStyle: 'short', hourCycle: 'h23' },
    );
    formatters.set(id, format);
  }
  return format;
}

/**
 * `1970-10-24` → `October 24, 1970` (`24 de octubre de 1970`, `1970年10月24日`), the same on the server and in the browser.
 * A time (`2026-11-26T21:30:05Z`) gives its UTC day: a date alone is read as UTC midnight, and the formatter is in UTC.
 */
export function formatDate(date: string, language: InterfaceLanguage = 'en') {
  return formatterOf(language, 'long').format(new Date(date));
}

/** `2026-11-26T21:30:05Z` → `Nov 26, 2026, 21:30 UTC`: message times read the same for both sides of a thread. */
export function formatDateTimeUTC(iso: string, language: InterfaceLanguage = 'en') {
  return `${formatterOf(language, 'dateTime').format(new Date(iso))} UTC`;
}

/** `2026-11-26T21:30:05Z` → `2026-11-26`, the UTC day as the message center's search takes it. */
export function formatDayUTC(iso: string) {
  return new Date(iso).toISOString().slice(0, 10);
}
