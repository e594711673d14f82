import type { BusinessType, Category, IndustryTree } from '@b2b/contracts';
import { NotFound } from '@b2b/server-kit';
import type { RefdataRepository } from './refdata.repository.ts';

export function refdataService(repo: RefdataRepository) {
  const withoutIndustryId = ({
    industryId: _industryId,
    ...category
  }: Category & { industryId: string }): Category => category;

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

    async industryTree(): Promise<IndustryTree[]> {
      const [industries, categories] = await Promise.all([repo.listIndustries(), repo.listCategories()]);
      const byIndustry = new Map<string, typeof categories>();
      for (const c of categories) byIndustry.set(c.industryId, [...(byIndustry.get(c.industryId) ?? []), c]);
      return industries.map((industry) => ({
        ...industry,
        categories: (byIndustry.get(industry.id) ?? []).map(withoutIndustryId),
      }));
    },
  };
}

export type RefdataService = ReturnType<typeof refdataService>;
