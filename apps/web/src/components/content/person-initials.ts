/** The initials a person's drawn portrait shows: the first and last names' first letters (`Daniel R. Whitmore`: DW). */
export function personInitials(name: string): string {
  const words = name.split(/\s+/).filter((word) => word && !word.endsWith('.'));
  const first = words[0]?.[0] ?? '';
  const last = words.length > 1 ? (words.at(-1)?.[0] ?? '') : '';
  return `${first}${last}`.toUpperCase();
}
