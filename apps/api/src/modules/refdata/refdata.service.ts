import {
  REFERENCE_LANGUAGES,
  type BusinessType,
  type Category,
  type Country,
  type IndustryTree,
  type Language,
  type ReferenceLanguage,
  type SearchPlace,
  type State,
} from '@b2b/contracts';
import { NotFound } from '@b2b/server-kit';
import { allowedEdits, correctable, editDistance } from '../search/typo.ts';
import { referenceNames, type ReferenceNames } from './reference-names.ts';
import type { RefdataRepository } from './refdata.repository.ts';

/** A value at hand, or the promise of one while it is still being read. */
export type Awaitable<T> = T | Promise<T>;

/** Applies `next` to the value: at once when it is at hand, without a trip through the microtask queue. */
function then<T, R>(value: Awaitable<T>, next: (value: T) => Awaitable<R>): Awaitable<R> {
  return value instanceof Promise ? value.then(next) : next(value);
}

/**
 * Reference data changes only with a deploy (the seed runs at start) or an admin's edit, so each list is read from the
 * database once and then answered from memory, the same array every time until `invalidate`. Once read, the array itself
 * is given rather than a promise of it: the routes answer a request in the same turn of the event loop, and every
 * request of a busy server spares the promise and its microtask. A failed read is not kept, so the next request tries
 * again. The keys are bounded: the fixed lists in each language, and the states of the countries that exist.
 */
function memory() {
  const loaded = new Map<string, Awaitable<unknown>>();
  return {
    once<T>(key: string, load: () => Promise<T>): Awaitable<T> {
      const value = loaded.get(key) as Awaitable<T> | undefined;
      if (value !== undefined) return value;
      const loading: Promise<T> = load().then(
        (read) => {
          // An invalidation meanwhile may have put a newer read under the key; that one stays.
          if (loaded.get(key) === loading) loaded.set(key, read);
          return read;
        },
        (error: unknown) => {
          if (loaded.get(key) === loading) loaded.delete(key);
          throw error;
        },
      );
      loaded.set(key, loading);
      return loading;
    },
    clear: () => loaded.clear(),
  };
}

/**
 * The languages' names in a language: the runtime's (CLDR) names by their codes, so the list needs no translations of
 * its own, capitalized as a list's entries are (`español`, `Español`), in that language's alphabetical order. A code
 * the runtime does not name keeps its English name.
 */
function languagesIn(lang: ReferenceLanguage, english: Language[]): Language[] {
  const names = new Intl.DisplayNames([lang], { type: 'language', fallback: 'none' });
  const collator = new Intl.Collator(lang);
  return english
    .map(({ code, languageName }) => {
      const name = names.of(code);
      return {
        code,
        languageName: name ? name.charAt(0).toLocaleUpperCase(lang) + name.slice(1) : languageName,
      };
    })
    .sort((a, b) => collator.compare(a.languageName, b.languageName));
}

/** A place of the industry tree a keyword names, with the places above it, nearest first. */
export interface NamedPlace {
  place: SearchPlace;
  parents: SearchPlace[];
}

/** The one English word of a name's word that is in the plural: "valves" and "valve", "batteries" and "battery". */
export function singularWord(word: string): string {
  if (word.length <= 3) return word;
  if (word.endsWith('ies')) return `${word.slice(0, -3)}y`;
  if (/(?:ss|ch|sh|x)es$/.test(word)) return word.slice(0, -2);
  if (/[^su]s$/.test(word)) return word.slice(0, -1);
  return word;
}

/**
 * What two ways of writing one reference name share: lower-case words of letters and digits, "and" and "&" left out,
 * each in the singular.
 */
export function placeKey(name: string): string {
  return (
    name
      .normalize('NFC')
      .toLowerCase()
      .match(/[\p{L}\p{N}\p{M}]+/gu) ?? []
  )
    .filter((word) => word !== 'and')
    .map(singularWord)
    .join(' ');
}

/** The key of a list in a language: English, the default, is the list's own key. */
const keyIn = (list: string, lang: ReferenceLanguage | undefined) => (lang ? `${list}/${lang}` : list);

export function refdataService(repo: RefdataRepository) {
  const withoutIndustryID = ({
    industryID: _industryID,
    ...category
  }: Category & { industryID: string }): Category => category;

  async function buildIndustryTree(lang: ReferenceLanguage | undefined): Promise<IndustryTree[]> {
    const [industries, categories] = await Promise.all([
      repo.listIndustries(lang),
      repo.listCategories(lang),
    ]);
    const byIndustry = new Map<string, Category[]>();
    for (const category of categories) {
      const list = byIndustry.get(category.industryID) ?? [];
      list.push(withoutIndustryID(category));
      byIndustry.set(category.industryID, list);
    }
    return industries.map((industry) => ({ ...industry, categories: byIndustry.get(industry.id) ?? [] }));
  }

  const cache = memory();
  const countries = (): Awaitable<Country[]> => cache.once('countries', () => repo.listCountries());
  const hasCode = (all: Country[], code: string) => all.some((country) => country.code === code);
  const statesOfKnown = (countryCode: string): Awaitable<State[]> =>
    cache.once(`states/${countryCode}`, () => repo.listStates(countryCode));
  const industryTree = (lang?: ReferenceLanguage): Awaitable<IndustryTree[]> =>
    cache.once(keyIn('industry-tree', lang), () => buildIndustryTree(lang));
  const languages = (lang?: ReferenceLanguage): Awaitable<Language[]> =>
    lang
      ? cache.once(keyIn('languages', lang), async () => languagesIn(lang, await languages()))
      : cache.once('languages', () => repo.listLanguages());

  const genders = (lang?: ReferenceLanguage) =>
    cache.once(keyIn('genders', lang), () => repo.listGenders(lang));
  const jobPositions = (lang?: ReferenceLanguage) =>
    cache.once(keyIn('job-positions', lang), () => repo.listJobPositions(lang));
  /** Every reference row's name in a language, for the answers that embed them (`renameReferences`). */
  const names = (lang: ReferenceLanguage): Awaitable<ReferenceNames> =>
    cache.once(keyIn('names', lang), async () =>
      referenceNames(
        await industryTree(lang),
        await jobPositions(lang),
        await genders(lang),
        await languages(lang),
      ),
    );

  /** Every place of the industry tree by the key of each of its names (English and translated). */
  const places = (): Awaitable<Map<string, NamedPlace>> =>
    cache.once('places', async () => {
      const englishTree = await industryTree();
      const translated = await Promise.all(REFERENCE_LANGUAGES.map((lang) => names(lang)));
      const byKey = new Map<string, NamedPlace>();
      const add = (place: SearchPlace, parents: SearchPlace[]) => {
        for (const name of [place.name, ...translated.map((n) => n.byID.get(place.id))]) {
          const key = name ? placeKey(name) : '';
          if (key && !byKey.has(key)) byKey.set(key, { place, parents });
        }
      };
      // Broadest first, so that a name shared by a category and a subcategory means the category.
      const levels: [SearchPlace, SearchPlace[]][][] = [[], [], []];
      for (const industry of englishTree) {
        const i: SearchPlace = { id: industry.id, name: industry.name, level: 'industry' };
        levels[0]!.push([i, []]);
        for (const category of industry.categories) {
          const c: SearchPlace = { id: category.id, name: category.name, level: 'category' };
          levels[1]!.push([c, [i]]);
          for (const sub of category.subCategories) {
            levels[2]!.push([{ id: sub.id, name: sub.name, level: 'subcategory' }, [c, i]]);
          }
        }
      }
      for (const level of levels) for (const [place, parents] of level) add(place, parents);
      return byKey;
    });

  return {
    countries,
    genders,
    languages,
    jobPositions,
    businessTypes: () =>
      cache.once('business-types', () => repo.listBusinessTypes() as Promise<BusinessType[]>),
    industries: (lang?: ReferenceLanguage) =>
      cache.once(keyIn('industries', lang), () => repo.listIndustries(lang)),
    industryTree,

    statesOf(countryCode: string): Awaitable<State[]> {
      return then(countries(), (all) => {
        if (!hasCode(all, countryCode))
          throw new NotFound(`There is no country with the code ${countryCode}.`);
        return statesOfKnown(countryCode);
      });
    },

    names,

    /** Whether a country has this code: the one check of a country a person or a business names. */
    async hasCountry(code: string): Promise<boolean> {
      return hasCode(await countries(), code);
    },

    /** Whether the state is one of the country's; no state is one of a country that does not exist. */
    async hasState(countryCode: string, stateID: string): Promise<boolean> {
      if (!hasCode(await countries(), countryCode)) return false;
      return (await statesOfKnown(countryCode)).some((state) => state.stateID === stateID);
    },

    /**
     * The English name of an industry, category or subcategory written in another language (any case), else nothing:
     * the links of the translated category lists search for the name they show, and the search documents hold the
     * English names.
     */
    async englishNameOf(text: string): Promise<string | undefined> {
      const english = await cache.once('english-names', async () => {
        const englishByID = referenceNames(await industryTree(), [], [], []).byID;
        const byName = new Map<string, string>();
        for (const lang of REFERENCE_LANGUAGES) {
          for (const [id, name] of (await names(lang)).byID) {
            const englishName = englishByID.get(id);
            if (englishName) byName.set(name.toLocaleLowerCase(), englishName);
          }
        }
        return byName;
      });
      return english.get(text.trim().toLocaleLowerCase());
    },

    /**
     * The industry, category or subcategory a keyword names, in English or a translation, in the singular or the plural
     * and in any case ("centrifugal pump", "Bombas centrífugas"), with the places above it, nearest first; else
     * nothing. Where two places share a name, the broader one is meant.
     */
    async placeNamed(text: string): Promise<NamedPlace | undefined> {
      return (await places()).get(placeKey(text));
    },

    /**
     * The one place whose name a keyword of two words or more begins, each word as written or misspelt within typo
     * tolerance's bounds ("solenoid valvs": Solenoid Valves, "welding equipment": Welding Equipment & Supplies); none
     * when no place or several do.
     */
    async placeBegun(text: string): Promise<NamedPlace | undefined> {
      const words = placeKey(text).split(' ');
      if (words.length < 2) return undefined;
      const close = (word: string, named: string) =>
        word === named || (correctable(word) && editDistance(word, named) <= allowedEdits(word));
      const found = new Map<string, NamedPlace>();
      for (const [key, named] of await places()) {
        const nameWords = key.split(' ');
        if (nameWords.length >= words.length && words.every((word, n) => close(word, nameWords[n]!))) {
          found.set(named.place.id, named);
        }
      }
      return found.size === 1 ? [...found.values()][0] : undefined;
    },

    /** The lower-case English words of the tree's names, of four letters or more: what typo tolerance may correct to. */
    placeWords(): Awaitable<ReadonlySet<string>> {
      return cache.once('place-words', async () => {
        const words = new Set<string>();
        for (const industry of await industryTree()) {
          const names = [
            industry.name,
            ...industry.categories.flatMap((c) => [c.name, ...c.subCategories.map((s) => s.name)]),
          ];
          for (const name of names) {
            for (const word of name.toLowerCase().match(/[a-z]+/g) ?? [])
              if (word.length >= 4) words.add(word);
          }
        }
        return words;
      });
    },

    categoriesOf(industryID: string, lang?: ReferenceLanguage): Awaitable<Category[]> {
      return then(industryTree(lang), (tree) => {
        const industry = tree.find((candidate) => candidate.id === industryID);
        if (!industry) throw new NotFound('There is no industry with this id.');
        return industry.categories;
      });
    },

    /**
     * Forgets everything read so far, so the next request of each list reads the database again: the one call an admin
     * edit of reference data makes after its write. It reaches this server only; each server of a deployment keeps its
     * own copy.
     */
    invalidate(): void {
      cache.clear();
    },
  };
}

export type RefdataService = ReturnType<typeof refdataService>;
