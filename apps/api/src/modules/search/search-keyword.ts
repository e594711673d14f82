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
