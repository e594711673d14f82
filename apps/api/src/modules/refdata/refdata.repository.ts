import { asc, eq, tables, type Database } from '@b2b/db';
import type { Category, Country, Gender, Industry, JobPosition, Language, State } from '@b2b/contracts';

const {
  countries,
  states,
  genders,
  languages,
  jobPositions,
  businessTypes,
  industries,
  categories,
  subcategories,
} = tables;

const industryColumns = {
  id: industries.id,
  key: industries.key,
  name: industries.name,
  text: industries.buttonText,
  icon: industries.icon,
  description: industries.description,
  order: industries.sortOrder,
};

export function refdataRepository(db: Database) {
  return {
    listCountries(): Promise<Country[]> {
      return db
        .select({
          code: countries.code,
          countryName: countries.name,
          emoji: countries.emoji,
          dialCode: countries.dialCode,
        })
        .from(countries)
        .orderBy(asc(countries.name));
    },

    listStates(countryCode: string): Promise<State[]> {
      return db
        .select({ stateID: states.id, stateName: states.name, countryCode: states.countryCode })
        .from(states)
        .where(eq(states.countryCode, countryCode))
        .orderBy(asc(states.name));
    },

    listGenders(): Promise<Gender[]> {
      return db
        .select({ code: genders.code, name: genders.name })
        .from(genders)
        .orderBy(asc(genders.sortOrder));
    },

    listLanguages(): Promise<Language[]> {
      return db
        .select({ code: languages.code, languageName: languages.name })
        .from(languages)
        .orderBy(asc(languages.name));
    },

    listJobPositions(): Promise<JobPosition[]> {
      return db
        .select({ jobPositionID: jobPositions.id, name: jobPositions.name })
        .from(jobPositions)
        .orderBy(asc(jobPositions.sortOrder));
    },

    listBusinessTypes() {
      return db
        .select({ code: businessTypes.code, businessTypeName: businessTypes.name })
        .from(businessTypes)
        .orderBy(asc(businessTypes.sortOrder));
    },

    listIndustries(): Promise<Industry[]> {
      return db.select(industryColumns).from(industries).orderBy(asc(industries.sortOrder));
    },

    /** Every industry's categories with their subcategories, each list in its display order. */
    async listCategories(): Promise<(Category & { industryId: string })[]> {
      const rows = await db
        .select({
          industryId: categories.industryId,
          id: categories.id,
          name: categories.name,
          order: categories.sortOrder,
          subId: subcategories.id,
          subName: subcategories.name,
          subOrder: subcategories.sortOrder,
        })
        .from(categories)
        .leftJoin(subcategories, eq(subcategories.categoryId, categories.id))
        .orderBy(asc(categories.industryId), asc(categories.sortOrder), asc(subcategories.sortOrder));
      const byId = new Map<string, Category & { industryId: string }>();
      for (const row of rows) {
        let category = byId.get(row.id);
        if (!category) {
          category = {
            industryId: row.industryId,
            id: row.id,
            name: row.name,
            order: row.order,
            subCategories: [],
          };
          byId.set(row.id, category);
        }
        if (row.subId && row.subName !== null && row.subOrder !== null) {
          category.subCategories.push({ id: row.subId, name: row.subName, order: row.subOrder });
        }
      }
      return [...byId.values()];
    },
  };
}

export type RefdataRepository = ReturnType<typeof refdataRepository>;
