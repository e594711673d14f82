import { SEARCH_LIMITS } from '@b2b/contracts';

/**
 * The words of a keyword: runs of letters, digits and combining marks of any script, lower case, the first
 * `SEARCH_LIMITS.textQueryWords`. Everything else (quotes, `&|!():*`, SQL, emoji) only separates words, so the
 * database only ever receives plain words and `plainto_tsquery` never sees an operator.
 */
export function keywordWords(text: string): string[] {
  const words =
    text
      .normalize('NFC')
      .toLowerCase()
      .match(/[\p{L}\p{N}\p{M}]+/gu) ?? [];
  return words.slice(0, SEARCH_LIMITS.textQueryWords);
}

/** A run of letters and digits joined by `-`, `.` or `/`, as codes are written: `GV-9450`, `6205-2RS`, `M8x1.25`. */
const CODE_RUN = /[\p{L}\p{N}\p{M}]+(?:[-./][\p{L}\p{N}\p{M}]+)*/gu;
/**
 * Typed apart by a space, the pieces of a short code are joined again: letters and a number ("gv 9450"), a number and
 * a code ("6205 2rs"). A word and a code stay apart ("bearing 6205-2rs"), and longer runs are words.
 */
const CODE_PIECE_MAX = 8;

const isCode = (run: string) => /\p{L}/u.test(run) && /\p{N}/u.test(run);
const isNumber = (run: string) => /^[\p{N}.]+$/u.test(run);
const compact = (run: string) => run.replace(/[^\p{L}\p{N}\p{M}]+/gu, '');
const joinable = (run: string, next: string) =>
  run.length <= CODE_PIECE_MAX &&
  next.length <= CODE_PIECE_MAX &&
  (isNumber(run) || isNumber(next)) &&
  isCode(run + next);

/**
 * The part numbers a keyword may mean, each as its letters and digits only, lower case, as the database's
 * `search_part_numbers` (migration 0024) writes them into product documents: every run that holds letters and
 * digits ("GV-9450" and "GV9450" give `gv9450`), and two short runs typed apart whose joining does ("gv 9450",
 * "6205 2rs"). A joining that means nothing only adds an alternative no document holds. No more codes than the
 * keyword has words.
 */
export function partNumbers(text: string): string[] {
  const runs = text.normalize('NFC').toLowerCase().match(CODE_RUN) ?? [];
  const codes = new Set<string>();
  for (let n = 0; n < runs.length; n += 1) {
    const run = runs[n]!;
    const next = runs[n + 1];
    // The pieces of a joined code are not codes of their own: "6205 2rs" is not any "2RS" bearing.
    if (next && joinable(run, next)) {
      codes.add(compact(run + next));
      n += 1;
    } else if (isCode(run)) codes.add(compact(run));
  }
  return [...codes].slice(0, SEARCH_LIMITS.textQueryWords);
}

/** The codes of a text as it writes them ("Globe Valve GV-9450" gives `GV-9450`): its runs holding letters and digits. */
export function codesAsWritten(text: string): string[] {
  return (text.normalize('NFC').match(CODE_RUN) ?? []).filter(isCode);
}

/** A code's letters and digits only, lower case: how the documents and `partNumbers` hold it (`gv9450`). */
export const compactCode = (code: string) => compact(code.normalize('NFC').toLowerCase());

/** Whether a text has both letters and digits, as every part number does. */
export const looksLikeCode = isCode;
