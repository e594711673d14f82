import type { BusinessType, Category, Country, IndustryTree, State } from '@b2b/contracts';
import { NotFound } from '@b2b/server-kit';
import type { RefdataRepository } from './refdata.repository.ts';

/**
 * Reference data changes only with a deploy (the seed runs at start) or an admin's edit, so each list is read from the
 * database once and then answered from memory, the same array every time until `invalidate`. A failed read is not kept,
 * so the next request tries again. The keys are bounded: the fixed lists, and the states of the countries that exist.
 */
function memory() {
  const loaded = new Map<string, Promise<unknown>>();
  return {
    once<T>(key: string, load: () => Promise<T>): Promise<T> {
      let value = loaded.get(key) as Promise<T> | undefined;
      if (!value) {
        const loading = load().catch((error: unknown) => {
          // An invalidation meanwhile may have put a newer read under the key; that one stays.
          if (loaded.get(key) === loading) loaded.delete(key);
          throw error;
        });
        loaded.set(key, loading);
        value = loading;
      }
      return value;
    },
    clear: () => loaded.clear(),
  };
}

export function refdataService(repo: RefdataRepository) {
  const withoutIndustryId = ({
    industryId: _industryId,
    ...category
  }: Category & { industryId: string }): Category => category;

  async function buildIndustryTree(): Promise<IndustryTree[]> {
    const [industries, categories] = await Promise.all([repo.listIndustries(), repo.listCategories()]);
    const byIndustry = new Map<string, Category[]>();
    for (const category of categories) {
      const list = byIndustry.get(category.industryId) ?? [];
      list.push(withoutIndustryId(category));
      byIndustry.set(category.industryId, list);
    }
    return industries.map((industry) => ({ ...industry, categories: byIndustry.get(industry.id) ?? [] }));
  }

  const cache = memory();
  const countries = (): Promise<Country[]> => cache.once('countries', () => repo.listCountries());
  const industryTree = (): Promise<IndustryTree[]> => cache.once('industry-tree', buildIndustryTree);

  return {
    countries,
    genders: () => cache.once('genders', () => repo.listGenders()),
    languages: () => cache.once('languages', () => repo.listLanguages()),
    jobPositions: () => cache.once('job-positions', () => repo.listJobPositions()),
    businessTypes: () =>
      cache.once('business-types', () => repo.listBusinessTypes() as Promise<BusinessType[]>),
    industries: () => cache.once('industries', () => repo.listIndustries()),
    industryTree,

    async statesOf(countryCode: string): Promise<State[]> {
      if (!(await countries()).some((country) => country.code === countryCode))
        throw new NotFound(`There is no country with the code ${countryCode}.`);
      return cache.once(`states/${countryCode}`, () => repo.listStates(countryCode));
    },

    async categoriesOf(industryId: string): Promise<Category[]> {
      const industry = (await industryTree()).find((candidate) => candidate.id === industryId);
      if (!industry) throw new NotFound('There is no industry with this id.');
      return industry.categories;
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
