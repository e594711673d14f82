import { htmlLangOf } from '@b2b/contracts';
import { useLanguage } from '../../lib/language.ts';
import { useHydrated } from '../../lib/use-hydrated.ts';

/** The largest unit that fits, with its length in seconds; a month counts 30 days, as a reader rounds it. */
const UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 365 * 24 * 3600],
  ['month', 30 * 24 * 3600],
  ['week', 7 * 24 * 3600],
  ['day', 24 * 3600],
  ['hour', 3600],
  ['minute', 60],
  ['second', 1],
];

/** "5 minutes ago" in the page's language: a moment just written by another clock is never in the future. */
export function relativeTime(date: Date, now: Date, locale: string): string {
  const seconds = Math.max(0, Math.round((now.getTime() - date.getTime()) / 1000));
  const [unit, length] = UNITS.find(([, size]) => seconds >= size) ?? ['second', 1];
  return new Intl.RelativeTimeFormat(locale, { numeric: 'always' }).format(
    -Math.floor(seconds / length),
    unit,
  );
}

/**
 * "5 minutes ago", with the full date and time on hover. The server and the hydrating browser print the UTC date
 * instead: their clocks and time zones differ, and the relative text would not match between the two renders. The
 * browser's own formatters, so no date library is sent for it.
 */
export function RelativeTime({ iso }: { iso: string }) {
  const hydrated = useHydrated();
  const locale = htmlLangOf(useLanguage());
  const date = new Date(iso);
  return (
    <time
      dateTime={iso}
      title={
        hydrated
          ? new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'medium' }).format(date)
          : undefined
      }
    >
      {hydrated ? relativeTime(date, new Date(), locale) : iso.slice(0, 10)}
    </time>
  );
}
