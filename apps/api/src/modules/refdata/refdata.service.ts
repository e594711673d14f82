import type { BusinessType, Category, Country, IndustryTree, State } from '@b2b/contracts';
import { NotFound } from '@b2b/server-kit';
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
 * again. The keys are bounded: the fixed lists, and the states of the countries that exist.
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

export function refdataService(repo: RefdataRepository) {
  const withoutIndustryID = ({
    industryID: _industryID,
    ...category
  }: Category & { industryID: string }): Category => category;

  async function buildIndustryTree(): Promise<IndustryTree[]> {
    const [industries, categories] = await Promise.all([repo.listIndustries(), repo.listCategories()]);
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
  const industryTree = (): Awaitable<IndustryTree[]> => cache.once('industry-tree', buildIndustryTree);

  return {
    countries,
    genders: () => cache.once('genders', () => repo.listGenders()),
    languages: () => cache.once('languages', () => repo.listLanguages()),
    jobPositions: () => cache.once('job-positions', () => repo.listJobPositions()),
    businessTypes: () =>
      cache.once('business-types', () => repo.listBusinessTypes() as Promise<BusinessType[]>),
    industries: () => cache.once('industries', () => repo.listIndustries()),
    industryTree,

    statesOf(countryCode: string): Awaitable<State[]> {
      return then(countries(), (all) => {
        if (!all.some((country) => country.code === countryCode))
          throw new NotFound(`There is no country with the code ${countryCode}.`);
        return cache.once(`states/${countryCode}`, () => repo.listStates(countryCode));
      });
    },

    categoriesOf(industryID: string): Awaitable<Category[]> {
      return then(industryTree(), (tree) => {
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
