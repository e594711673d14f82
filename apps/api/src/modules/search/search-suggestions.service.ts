import {
  SEARCH_LIMITS,
  type BusinessTypeCode,
  type IndustryTree,
  type ReferenceLanguage,
  type SearchSuggestion,
} from '@b2b/contracts';
import type { Awaitable } from '../refdata/refdata.service.ts';
import { codesAsWritten, compactCode, looksLikeCode } from './search-keyword.ts';
import type { SearchSuggestionsRepository } from './search-suggestions.repository.ts';

/**
 * Places of the industry tree kept among the suggestions when names fill the list: a buyer typing "pum" sees pump
 * makers and also the Pumps category. With fewer names, places fill the rest.
 */
const PLACE_SLOTS = 3;
/**
 * Letters and digits a code's beginning needs before part numbers are looked for: two ("a1") begin the words of a
 * thousandth of the documents, which the prefix query reads whole and then mostly rechecks away (516 read for 18 kept
 * at 62,000 products); three ("cv1") begin a handful.
 */
const PART_NUMBER_MIN_CHARS = 3;

interface Place {
  suggestion: SearchSuggestion;
  /** The name in lower case, and its words. */
  key: string;
  words: string[];
  /** 0 industry, 1 category, 2 subcategory: the broader place first. */
  depth: number;
}

const lower = (text: string) => text.normalize('NFC').toLocaleLowerCase();
const wordsOf = (text: string) => text.split(/[^\p{L}\p{N}\p{M}]+/u).filter(Boolean);

/** Every industry, category and subcategory of a tree, with the place above it as its detail. */
function placesOf(tree: IndustryTree[]): Place[] {
  const places: Place[] = [];
  const add = (id: string, name: string, detail: string | null, depth: number) => {
    const key = lower(name);
    places.push({ suggestion: { kind: 'place', text: name, id, detail }, key, words: wordsOf(key), depth });
  };
  for (const industry of tree) {
    add(industry.id, industry.name, null, 0);
    for (const category of industry.categories) {
      add(category.id, category.name, industry.name, 1);
      for (const sub of category.subCategories) add(sub.id, sub.name, category.name, 2);
    }
  }
  return places;
}

/**
 * The places whose name begins with the text, then those with a word that does ("valv" finds "Ball Valves"); the
 * broader place first, then alphabetical. A name shared by a category and a subcategory is offered once, as the
 * broader: its search shows the same.
 */
function placesMatching(places: Place[], text: string): SearchSuggestion[] {
  const typed = lower(text);
  const found = places.flatMap((place) => {
    if (place.key.startsWith(typed)) return [{ place, score: 0 }];
    // Several typed words ("ball va") match a name holding those words' beginnings in a row.
    return place.words.some((_, n) => place.words.slice(n).join(' ').startsWith(typed))
      ? [{ place, score: 1 }]
      : [];
  });
  found.sort(
    (a, b) => a.score - b.score || a.place.depth - b.place.depth || a.place.key.localeCompare(b.place.key),
  );
  const seen = new Set<string>();
  return found.flatMap(({ place }) => {
    if (seen.has(place.key)) return [];
    seen.add(place.key);
    return [place.suggestion];
  });
}

/** Names first, up to `limit` less the places' share; places fill what names leave. */
function merged(names: SearchSuggestion[], places: SearchSuggestion[], limit: number): SearchSuggestion[] {
  const placeSlots = Math.min(places.length, Math.max(PLACE_SLOTS, limit - names.length));
  const shown = names.slice(0, limit - placeSlots);
  return [...shown, ...places.slice(0, limit - shown.length)];
}

export interface SearchSuggestionsServiceOptions {
  repo: SearchSuggestionsRepository;
  /** The industry tree in a language, English without one (`refdata.industryTree`, answered from memory). */
  industryTree: (lang?: ReferenceLanguage) => Awaitable<IndustryTree[]>;
}

export function searchSuggestionsService({ repo, industryTree }: SearchSuggestionsServiceOptions) {
  // The trees are kept by the reference data's cache: their places are made once per tree.
  const placesByTree = new WeakMap<IndustryTree[], Place[]>();
  const placesIn = async (lang: ReferenceLanguage | undefined) => {
    const tree = await industryTree(lang);
    let places = placesByTree.get(tree);
    if (!places) {
      places = placesOf(tree);
      placesByTree.set(tree, places);
    }
    return places;
  };

  /**
   * Part numbers beginning with the typed code's letters and digits ("gv94", "GV-94"), each as its product writes it
   * ("GV-9450") with that product's name; shortest first, so the code typed whole comes first.
   */
  async function partNumbers(code: string, filter: { country?: string | undefined }) {
    const byCode = new Map<string, SearchSuggestion>();
    for (const name of await repo.namesWithPartNumber(code, filter)) {
      for (const written of codesAsWritten(name)) {
        const compact = compactCode(written);
        if (compact.startsWith(code) && !byCode.has(compact)) {
          byCode.set(compact, { kind: 'partNumber', text: written, id: null, detail: name });
        }
      }
    }
    return [...byCode.entries()]
      .sort(([a], [b]) => a.length - b.length || a.localeCompare(b))
      .map(([, suggestion]) => suggestion);
  }

  return {
    /**
     * Up to `SEARCH_LIMITS.suggestions` completions of `q` for the tab: people by their full name on the people tab;
     * elsewhere part numbers first (when the text holds letters and digits, as codes do, three of them at least), then product names on the
     * products tab or the companies' names of a business type's tab, then industries, categories and subcategories in
     * the language asked for (none on the people tab: people belong to no place of the tree). Names begin with the
     * text; places may also have a word that does.
     */
    async suggest(query: {
      q: string;
      tab: BusinessTypeCode;
      country?: string | undefined;
      lang?: ReferenceLanguage | undefined;
    }): Promise<SearchSuggestion[]> {
      const limit = SEARCH_LIMITS.suggestions;
      const filter = { country: query.country };
      if (query.tab === 'UR') {
        const people = await repo.people(query.q, filter, limit);
        return people.map((person) => ({ kind: 'person', text: person.name, id: person.id, detail: null }));
      }
      const places = placesMatching(await placesIn(query.lang), query.q);
      // A code names one product whatever the tab: a buyer types it on the default tab (manufacturers) as well.
      const code = compactCode(query.q);
      const codes =
        looksLikeCode(code) && code.length >= PART_NUMBER_MIN_CHARS ? await partNumbers(code, filter) : [];
      if (query.tab === 'PR') {
        const names = await repo.productNames(query.q, filter, limit);
        const named = names.map((name): SearchSuggestion => ({
          kind: 'product',
          text: name,
          id: null,
          detail: null,
        }));
        return merged([...codes, ...named], places, limit);
      }
      const companies = await repo.companies(
        query.q,
        { businessType: query.tab, country: query.country },
        limit,
      );
      const named = companies.map((company): SearchSuggestion => ({
        kind: 'business',
        text: company.name,
        id: company.id,
        detail: null,
      }));
      return merged([...codes, ...named], places, limit);
    },
  };
}

export type SearchSuggestionsService = ReturnType<typeof searchSuggestionsService>;
