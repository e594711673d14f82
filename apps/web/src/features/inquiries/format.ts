import type { InterfaceLanguage } from '@b2b/contracts';

/** One formatter per language, made when first needed: building one per call costs a render noticeable time. */
const dateTimeFormats = new Map<InterfaceLanguage, Intl.DateTimeFormat>();

/**
 * `2026-11-26T21:30:05Z` → `Nov 26, 2026, 21:30 UTC` (`26 nov 2026, 21:30 UTC`, `2026年11月26日 21:30 UTC`): message
 * times in the page's language, in UTC, so they read the same for both sides of a thread.
 */
export function formatMessageTime(iso: string, language: InterfaceLanguage) {
  let format = dateTimeFormats.get(language);
  if (!format) {
    format = new Intl.DateTimeFormat(language === 'en' ? 'en-US' : language, {
      timeZone: 'UTC',
      dateStyle: 'medium',
      timeStyle: 'short',
      hourCycle: 'h23',
    });
    dateTimeFormats.set(language, format);
  }
  return `${format.format(new Date(iso))} UTC`;
}
