/** A median reply time as people say it: whole minutes under an hour, hours under two days, then days. */
export type ResponseTime = { unit: 'minutes' | 'hours' | 'days'; count: number };

/**
 * Rounded up, as "replies within" promises: a median of 3 h 10 min reads "4 h", never less than it was; a reply in
 * seconds reads "1 min".
 */
export function responseTime(seconds: number): ResponseTime {
  const minutes = Math.max(1, Math.ceil(seconds / 60));
  if (minutes < 60) return { unit: 'minutes', count: minutes };
  const hours = Math.ceil(seconds / 3600);
  if (hours < 48) return { unit: 'hours', count: hours };
  return { unit: 'days', count: Math.ceil(seconds / 86_400) };
}
