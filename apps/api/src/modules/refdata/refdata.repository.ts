import { asc, eq, nameIn, tables, type Database } from '@b2b/db';
import type {
  Category,
  Country,
  Gender,
  Industry,
  JobPosition,
  Language,
  ReferenceLanguage,
  State,
} from '@b2b/contracts';

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

const industryColumns = (lang: ReferenceLanguage | undefined) => ({
  id: industries.id,
  key: industries.key,
  name: nameIn(industries.names, industries.name, lang),
  text: nameIn(industries.buttonTexts, industries.buttonText, lang),
  icon: industries.icon,
  description: nameIn(industries.descriptions, industries.description, lang),
  order: industries.sortOrder,
});

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

    listGenders(lang: ReferenceLanguage | undefined): Promise<Gender[]> {
      return db
        .select({ code: genders.code, name: nameIn(genders.names, genders.name, lang) })
        .from(genders)
        .orderBy(asc(genders.sortOrder));
    },

    listLanguages(): Promise<Language[]> {
      return db
        .select({ code: languages.code, languageName: languages.name })
        .from(languages)
        .orderBy(asc(languages.name));
    },

    listJobPositions(lang: ReferenceLanguage | undefined): Promise<JobPosition[]> {
      return db
        .select({ jobPositionID: jobPositions.id, name: nameIn(jobPositions.names, jobPositions.name, lang) })
        .from(jobPositions)
        .orderBy(asc(jobPositions.sortOrder));
    },

    listBusinessTypes() {
      return db
        .select({ code: businessTypes.code, businessTypeName: businessTypes.name })
        .from(businessTypes)
        .orderBy(asc(businessTypes.sortOrder));
    },

    listIndustries(lang: ReferenceLanguage | undefined): Promise<Industry[]> {
      return db.select(industryColumns(lang)).from(industries).orderBy(asc(industries.sortOrder));
    },

    /** Every industry's categories with their subcategories, each list in its display order. */
    async listCategories(
      lang: ReferenceLanguage | undefined,
    ): Promise<(Category & { industryID: string })[]> {
      const rows = await db
        .select({
          industryID: categories.industryID,
          id: categories.id,
          name: nameIn(categories.names, categories.name, lang),
          order: categories.sortOrder,
          subID: subcategories.id,
          subName: nameIn(subcategories.names, subcategories.name, lang),
          subOrder: subcategories.sortOrder,
        })
        .from(categories)
        .leftJoin(subcategories, eq(subcategories.categoryID, categories.id))
        .orderBy(asc(categories.industryID), asc(categories.sortOrder), asc(subcategories.sortOrder));
      const byID = new Map<string, Category & { industryID: string }>();
      for (const row of rows) {
        let category = byID.get(row.id);
        if (!category) {
          category = {
            industryID: row.industryID,
            id: row.id,
            name: row.name,
            order: row.order,
            subCategories: [],
          };
          byID.set(row.id, category);
        }
        if (row.subID && row.subName !== null && row.subOrder !== null) {
          category.subCategories.push({ id: row.subID, name: row.subName, order: row.subOrder });
        }
      }
      return [...byID.values()];
    },
  };
}

export type RefdataRepository = ReturnType<typeof refdataRepository>;
