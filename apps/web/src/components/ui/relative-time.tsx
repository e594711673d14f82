import { format, formatDistanceToNow } from 'date-fns';
import { useHydrated } from '../../lib/use-hydrated.ts';

/**
 * "5 minutes ago". The server and the hydrating browser print the UTC date instead: their clocks and time zones differ,
 * and the relative text would not match between the two renders.
 */
export function RelativeTime({ iso }: { iso: string }) {
  const hydrated = useHydrated();
  const date = new Date(iso);
  return (
    <time dateTime={iso} title={hydrated ? format(date, 'PPpp') : undefined}>
      {hydrated ? formatDistanceToNow(date, { addSuffix: true }) : iso.slice(0, 10)}
    </time>
  );
}
