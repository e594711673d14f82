import { formatDistanceToNow } from 'date-fns';
import { useHydrated } from '../../lib/use-hydrated.ts';

/** The full date and time on hover, "Apr 29, 2026, 3:05:00 PM": the browser's own formatter, so date-fns's weighs less. */
const FULL = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'medium' });

/**
 * "5 minutes ago". The server and the hydrating browser print the UTC date instead: their clocks and time zones differ,
 * and the relative text would not match between the two renders.
 */
export function RelativeTime({ iso }: { iso: string }) {
  const hydrated = useHydrated();
  const date = new Date(iso);
  return (
    <time dateTime={iso} title={hydrated ? FULL.format(date) : undefined}>
      {hydrated ? formatDistanceToNow(date, { addSuffix: true }) : iso.slice(0, 10)}
    </time>
  );
}
