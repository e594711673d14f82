/** `1970-10-24` → `October 24, 1970`, the same on the server and in the browser. */
export function formatDate(date: string) {
  return new Date(`${date}T00:00:00Z`).toLocaleDateString('en-US', { timeZone: 'UTC', dateStyle: 'long' });
}
