import type { InterfaceLanguage } from '@b2b/contracts';
import { sql } from 'drizzle-orm';
import { char, index, integer, jsonb, pgTable, text, unique, uuid } from 'drizzle-orm/pg-core';

/**
 * A reference name in the interface's other languages (`{ "es": "Robots industriales", "zh": "工业机器人" }`); English is
 * the row's `name`, and a language the row lacks (an admin's new row) answers the English name.
 */
export type Translations = Partial<Record<Exclude<InterfaceLanguage, 'en'>, string>>;
const translations = () =>
  jsonb()
    .$type<Translations>()
    .notNull()
    .default(sql`'{}'::jsonb`);

export const countries = pgTable('countries', {
  code: char({ length: 2 }).primaryKey(),
  name: text().notNull(),
  emoji: text().notNull(),
  dialCode: text().notNull(),
});

export const states = pgTable(
  'states',
  {
    id: uuid().primaryKey(),
    countryCode: char({ length: 2 })
      .notNull()
      .references(() => countries.code),
    isoCode: text().notNull(),
    name: text().notNull(),
  },
  (t) => [unique().on(t.countryCode, t.isoCode), index().on(t.countryCode, t.name)],
);

export const genders = pgTable('genders', {
  code: text().primaryKey(),
  name: text().notNull(),
  names: translations(),
  sortOrder: integer().notNull(),
});

export const languages = pgTable('languages', {
  code: text().primaryKey(),
  name: text().notNull(),
});

export const jobPositions = pgTable('job_positions', {
  id: uuid().primaryKey(),
  name: text().notNull().unique(),
  names: translations(),
  sortOrder: integer().notNull(),
});

export const businessTypes = pgTable('business_types', {
  code: char({ length: 2 }).primaryKey(),
  name: text().notNull(),
  sortOrder: integer().notNull(),
});

export const industries = pgTable('industries', {
  id: uuid().primaryKey(),
  key: char({ length: 4 }).notNull().unique(),
  name: text().notNull(),
  names: translations(),
  buttonText: text().notNull(),
  buttonTexts: translations(),
  icon: text().notNull(),
  description: text().notNull(),
  descriptions: translations(),
  sortOrder: integer().notNull(),
});

export const categories = pgTable(
  'categories',
  {
    id: uuid().primaryKey(),
    industryID: uuid()
      .notNull()
      .references(() => industries.id, { onDelete: 'cascade' }),
    name: text().notNull(),
    names: translations(),
    sortOrder: integer().notNull(),
  },
  (t) => [unique().on(t.industryID, t.name)],
);

export const subcategories = pgTable(
  'subcategories',
  {
    id: uuid().primaryKey(),
    categoryID: uuid()
      .notNull()
      .references(() => categories.id, { onDelete: 'cascade' }),
    name: text().notNull(),
    names: translations(),
    sortOrder: integer().notNull(),
  },
  (t) => [unique().on(t.categoryID, t.name)],
);
