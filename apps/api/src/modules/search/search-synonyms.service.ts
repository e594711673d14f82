import type { SearchSynonym } from '@b2b/contracts';
import { NotFound } from '@b2b/server-kit';
import { singularWord } from '../refdata/refdata.service.ts';
import type { PageInvalidation } from '../../plugins/page-cache.ts';
import type { SearchSynonymsRepository } from './search-synonyms.repository.ts';

/**
 * How long a server keeps the groups it read: an edit on one server reaches the others' searches within this time
 * (the editing server's at once).
 */
const SYNONYMS_KEPT_MS = 60_000;
/** Alternatives searched for one keyword at most: each is one more query ORed into the search. */
const MAX_ALTERNATIVES = 8;

const wordsOf = (term: string) => term.split(' ').map(singularWord);

/** Where `sought` appears in `words` as consecutive words, or -1. */
function indexOfRun(words: string[], sought: string[]): number {
  for (let start = 0; start + sought.length <= words.length; start += 1) {
    if (sought.every((word, n) => words[start + n] === word)) return start;
  }
  return -1;
}

/** `pages`: the rendered pages, all dropped after an edit, as any search result may change with it. */
export function searchSynonymsService(repo: SearchSynonymsRepository, pages: PageInvalidation) {
  let kept: { groups: string[][]; readAt: number } | null = null;

  async function groups(): Promise<string[][]> {
    if (!kept || Date.now() - kept.readAt > SYNONYMS_KEPT_MS) {
      const rows = await repo.list();
      kept = { groups: rows.map((row) => row.terms), readAt: Date.now() };
    }
    return kept.groups;
  }
  const forget = () => {
    kept = null;
    pages.clearAll();
  };
  const shown = (row: { synonymID: string; terms: string[]; updatedAt: Date }): SearchSynonym => ({
    ...row,
    updatedAt: row.updatedAt.toISOString(),
  });

  return {
    /**
     * The keyword with each term of a group it holds replaced by each other term of that group ("steel pipe": "steel
     * tube"), compared word by word in the singular; none when it holds no term. Searched as alternatives of the
     * keyword, so a synonym finds what the term finds, and the keyword as typed ranks as it always did.
     */
    async alternatives(words: string[]): Promise<string[]> {
      const keyword = words.map(singularWord);
      const found = new Set<string>();
      for (const group of await groups()) {
        for (const term of group) {
          const sought = wordsOf(term);
          const at = indexOfRun(keyword, sought);
          if (at < 0) continue;
          for (const other of group) {
            if (other === term) continue;
            found.add([...words.slice(0, at), other, ...words.slice(at + sought.length)].join(' '));
          }
        }
      }
      return [...found].slice(0, MAX_ALTERNATIVES);
    },

    async list(): Promise<SearchSynonym[]> {
      return (await repo.list()).map(shown);
    },

    async create(terms: string[]): Promise<SearchSynonym> {
      const row = await repo.create(terms);
      forget();
      return shown(row);
    },

    async update(id: string, terms: string[]): Promise<SearchSynonym> {
      const row = await repo.update(id, terms);
      if (!row) throw new NotFound('There is no such group of synonyms.');
      forget();
      return shown(row);
    },

    async remove(id: string): Promise<void> {
      if (!(await repo.remove(id))) throw new NotFound('There is no such group of synonyms.');
      forget();
    },
  };
}

export type SearchSynonymsService = ReturnType<typeof searchSynonymsService>;
