/** Made once: `toLocaleDateString` builds a formatter per call, which cost a business page's render 2.5% of its time. */
const LONG_DATE = new Intl.DateTimeFormat('en-US', { timeZone: 'UTC', dateStyle: 'long' });

/** `1970-10-24` → `October 24, 1970`, the same on the server and in the browser. */
export function formatDate(date: string) {
  return LONG_DATE.format(new Date(`${date}T00:00:00Z`));
}
