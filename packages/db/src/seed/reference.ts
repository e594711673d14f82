import { BUSINESS_TYPES } from '@b2b/contracts';
import { getTableColumns, sql } from 'drizzle-orm';
import { toSnakeCase } from 'drizzle-orm/casing';
import type { PgTable, PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { Database } from '../client.ts';
import {
  businessTypes,
  categories,
  countries,
  genders,
  industries,
  jobPositions,
  languages,
  states,
  subcategories,
  type Translations,
} from '../schema/refdata.ts';
import countriesData from './data/countries.json' with { type: 'json' };
import gendersData from './data/genders.json' with { type: 'json' };
import industriesData from './data/industries.json' with { type: 'json' };
import jobPositionsData from './data/job-positions.json' with { type: 'json' };
import languagesData from './data/languages.json' with { type: 'json' };
import statesData from './data/states.json' with { type: 'json' };
import esNames from './data/translations/es.json' with { type: 'json' };
import itNames from './data/translations/it.json' with { type: 'json' };
import zhNames from './data/translations/zh.json' with { type: 'json' };
import { stableID } from './ids.ts';

const BATCH = 500;

/** Inserts rows, or brings existing ones (same key) up to date: running it twice changes nothing. */
async function upsert<T extends PgTable>(
  db: Database,
  table: T,
  rows: T['$inferInsert'][],
  keyNames: string[],
) {
  const columns = getTableColumns(table);
  const set = Object.fromEntries(
    Object.entries(columns)
      .filter(([name]) => !keyNames.includes(name))
      // The schema is declared in camelCase and mapped to snake_case columns when queries are built.
      .map(([name, column]) => [name, sql.raw(`excluded."${toSnakeCase(column.name)}"`)]),
  ) as PgUpdateSetSource<T>;
  const target = keyNames.map((name) => columns[name]!);
  for (let i = 0; i < rows.length; i += BATCH) {
    await db
      .insert(table)
      .values(rows.slice(i, i + BATCH))
      .onConflictDoUpdate({ target, set });
  }
}

/** The countries (code, name, flag, dial code), as `npm run refdata:countries` wrote them from their sources. */
export const referenceCountries = () => countriesData;

/** The states of the given countries, each with its stable id. */
export function referenceStates(countryCodes: Set<string>) {
  return statesData
    .filter((s) => countryCodes.has(s.countryCode))
    .map((s) => ({ id: stableID('state', s.countryCode, s.isoCode), ...s }));
}

/** What a translation file holds: by the seed's own keys, an industry's key and the English names within it. */
interface ReferenceNames {
  industries: Record<
    string,
    {
      name: string;
      text: string;
      description: string;
      categories: Record<string, { name: string; subCategories: Record<string, string> }>;
    }
  >;
  jobPositions: Record<string, string>;
  genders: Record<string, string>;
}

/** The reference data's names in the interface's other languages, one file per language. */
export const REFERENCE_NAMES: Record<keyof Translations, ReferenceNames> = {
  es: esNames,
  it: itNames,
  zh: zhNames,
};

/**
 * A row's names in every other language, each read from its file by `pick`; a language whose file lacks the name is
 * left out, so that row answers its English name there (the data test fails on such a gap in the seed).
 */
function translationsOf(pick: (names: ReferenceNames) => string | undefined): Translations {
  const translations: Translations = {};
  for (const [language, names] of Object.entries(REFERENCE_NAMES) as [keyof Translations, ReferenceNames][]) {
    const name = pick(names);
    if (name) translations[language] = name;
  }
  return translations;
}

export function referenceIndustryTree() {
  const industryRows = industriesData.map((industry, i) => ({
    id: stableID('industry', industry.key),
    key: industry.key,
    name: industry.name,
    names: translationsOf((names) => names.industries[industry.key]?.name),
    buttonText: industry.text,
    buttonTexts: translationsOf((names) => names.industries[industry.key]?.text),
    icon: industry.icon,
    description: industry.description,
    descriptions: translationsOf((names) => names.industries[industry.key]?.description),
    sortOrder: i + 1,
  }));
  const categoryRows = industriesData.flatMap((industry) =>
    industry.categories.map((category, i) => ({
      id: stableID('category', industry.key, category.name),
      industryID: stableID('industry', industry.key),
      name: category.name,
      names: translationsOf((names) => names.industries[industry.key]?.categories[category.name]?.name),
      sortOrder: i + 1,
    })),
  );
  const subcategoryRows = industriesData.flatMap((industry) =>
    industry.categories.flatMap((category) =>
      category.subCategories.map((name, i) => ({
        id: stableID('subcategory', industry.key, category.name, name),
        categoryID: stableID('category', industry.key, category.name),
        name,
        names: translationsOf(
          (names) => names.industries[industry.key]?.categories[category.name]?.subCategories[name],
        ),
        sortOrder: i + 1,
      })),
    ),
  );
  return { industryRows, categoryRows, subcategoryRows };
}

export const referenceGenders = () =>
  gendersData.map((g, i) => ({
    ...g,
    names: translationsOf((names) => names.genders[g.code]),
    sortOrder: i + 1,
  }));

export const referenceJobPositions = () =>
  jobPositionsData.map((name, i) => ({
    id: stableID('job-position', name),
    name,
    names: translationsOf((names) => names.jobPositions[name]),
    sortOrder: i + 1,
  }));

/**
 * Loads the reference data (countries and their states, genders, languages, job positions, business types and the
 * industry tree); idempotent.
 */
export async function seedReferenceData(db: Database): Promise<void> {
  const countryRows = referenceCountries();
  await upsert(db, countries, countryRows, ['code']);
  await upsert(db, states, referenceStates(new Set(countryRows.map((c) => c.code))), ['id']);
  await upsert(db, genders, referenceGenders(), ['code']);
  await upsert(
    db,
    languages,
    languagesData.map((l) => ({ code: l.code, name: l.languageName })),
    ['code'],
  );
  await upsert(db, jobPositions, referenceJobPositions(), ['id']);
  await upsert(
    db,
    businessTypes,
    BUSINESS_TYPES.map((t, i) => ({ code: t.code, name: t.businessTypeName, sortOrder: i + 1 })),
    ['code'],
  );
  const tree = referenceIndustryTree();
  await upsert(db, industries, tree.industryRows, ['id']);
  await upsert(db, categories, tree.categoryRows, ['id']);
  await upsert(db, subcategories, tree.subcategoryRows, ['id']);
}
