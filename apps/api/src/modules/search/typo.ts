/**
 * The bounds of typo tolerance, as Typesense and Meilisearch bound theirs: a word is corrected only to a word within
 * this many edits (an insertion, a deletion, a substitution or two neighbours swapped): one up to 8 letters, two
 * beyond. "hydrolic" (8 letters) is two edits from "hydraulic" and stays as typed; "hydraulic" is four from
 * "hydrating".
 */
export const TYPO_BOUNDS = {
  /** Shorter words are left alone: one edit from a three-letter word reaches too many others ("gea": "gear", "tea"). */
  minLength: 4,
  oneEditUpTo: 8,
} as const;

export const allowedEdits = (word: string) => (word.length <= TYPO_BOUNDS.oneEditUpTo ? 1 : 2);

/**
 * Whether a keyword word may be corrected at all: letters of the English alphabet only (the documents are English;
 * a word with digits is a code, and other scripts have no vocabulary of corrections here), long enough.
 */
export const correctable = (word: string) => word.length >= TYPO_BOUNDS.minLength && /^[a-z]+$/.test(word);

/** Edits between two words, two neighbours swapped counting as one (the optimal string alignment distance). */
export function editDistance(a: string, b: string): number {
  const rows = Array.from({ length: a.length + 1 }, (_, i) =>
    Array.from({ length: b.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)),
  );
  for (let i = 1; i <= a.length; i += 1) {
    for (let j = 1; j <= b.length; j += 1) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let best = Math.min(rows[i - 1]![j]! + 1, rows[i]![j - 1]! + 1, rows[i - 1]![j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
        best = Math.min(best, rows[i - 2]![j - 2]! + 1);
      }
      rows[i]![j] = best;
    }
  }
  return rows[a.length]![b.length]!;
}

const ALPHABET = 'abcdefghijklmnopqrstuvwxyz';

/**
 * Every word one edit away: what a short word may be corrected to, looked up by equality (the vocabulary's primary
 * key) where trigram similarity misses short words ("pumsp" shares one trigram with "pumps").
 */
export function oneEditAway(word: string): string[] {
  const found = new Set<string>();
  for (let i = 0; i <= word.length; i += 1) {
    const [head, tail] = [word.slice(0, i), word.slice(i)];
    if (tail) found.add(head + tail.slice(1));
    if (tail.length > 1) found.add(head + tail[1] + tail[0] + tail.slice(2));
    for (const letter of ALPHABET) {
      if (tail) found.add(head + letter + tail.slice(1));
      found.add(head + letter + tail);
    }
  }
  found.delete(word);
  return [...found];
}
