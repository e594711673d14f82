import type { BusinessType, Category, IndustryTree } from '@b2b/contracts';
import { NotFound } from '@b2b/server-kit';
import type { RefdataRepository } from './refdata.repository.ts';

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
  let treeOnce: Promise<IndustryTree[]> | undefined;

  return {
    countries: () => repo.listCountries(),
    genders: () => repo.listGenders(),
    languages: () => repo.listLanguages(),
    jobPositions: () => repo.listJobPositions(),
    businessTypes: () => repo.listBusinessTypes() as Promise<BusinessType[]>,
    industries: () => repo.listIndustries(),

    async statesOf(countryCode: string) {
      if (!(await repo.countryExists(countryCode)))
        throw new NotFound(`There is no country with the code ${countryCode}.`);
      return repo.listStates(countryCode);
    },

    async categoriesOf(industryId: string) {
      if (!(await repo.industryExists(industryId))) throw new NotFound('There is no industry with this id.');
      return (await repo.listCategories(industryId)).map(withoutIndustryId);
    },

    /**
     * The whole tree is about a thousand rows that change only with a deploy (the seed runs at start), so each server
     * builds it once instead of on every request; a failed build is not kept, so the next request tries again.
     */
    industryTree(): Promise<IndustryTree[]> {
      treeOnce ??= buildIndustryTree().catch((error: unknown) => {
        treeOnce = undefined;
        throw error;
      });
      return treeOnce;
    },
  };
}

export type RefdataService = ReturnType<typeof refdataService>;
