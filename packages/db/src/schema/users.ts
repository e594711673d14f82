import { boolean, char, date, index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { Image } from '@b2b/contracts';
import { sql } from 'drizzle-orm';
import { countries, industries, jobPositions, states } from './refdata.ts';
import { tsvector } from './search.ts';

/** The portal's own user profile; its id is the account's id, and it is made on the person's first signed-in call. */
export const users = pgTable(
  'users',
  {
    id: uuid().primaryKey(),
    email: text().notNull(),
    firstName: text().notNull(),
    lastName: text().notNull(),
    city: text(),
    countryCode: char({ length: 2 }).references(() => countries.code),
    stateID: uuid().references(() => states.id),
    genderCode: text(),
    preferredLanguage: text(),
    mobilePhoneCountryCode: text(),
    mobilePhoneNumber: text(),
    briefPresentation: text(),
    birthDate: date({ mode: 'string' }),
    showBirthDate: boolean().notNull().default(false),
    profession: text(),
    showProfession: boolean().notNull().default(true),
    companyName: text(),
    industryID: uuid().references(() => industries.id),
    jobPositionID: uuid().references(() => jobPositions.id),
    businessType: char({ length: 2 }),
    profilePhoto: jsonb().$type<Image>(),
    coverPhoto: jsonb().$type<Image>(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // Full names that begin with the typed text, for suggestions on the people tab (migration 0027).
    index('users_name_prefix_index').using(
      'btree',
      sql`lower(${t.firstName} || ' ' || ${t.lastName}) text_pattern_ops`,
    ),
    index('users_country_name_prefix_index').using(
      'btree',
      t.countryCode,
      sql`lower(${t.firstName} || ' ' || ${t.lastName}) text_pattern_ops`,
    ),
  ],
);

/**
 * People search reads this narrow table of one row per person, kept by the database from `users` (migration 0015),
 * and its lists of frequent words (see `searchFrequentTerms`), as product search does. The document holds the names
 * (A), company, job position and profession unless hidden (B), and presentation (C).
 */
export const userSearch = pgTable(
  'user_search',
  {
    userID: uuid()
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp({ withTimezone: true }).notNull(),
    countryCode: char({ length: 2 }),
    document: tsvector().notNull(),
  },
  (t) => [
    // Without fast updates: see `productSearch`.
    index().using('gin', t.document).with({ fastupdate: false }),
    index().on(t.countryCode, t.createdAt),
    index().on(t.createdAt),
  ],
);
