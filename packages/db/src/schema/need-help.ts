import { char, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { businessTypes, countries, jobPositions, states } from './refdata.ts';

/**
 * The enquiries of the need-help form (`/contact-us/form`): anyone, signed in or not, asks the portal's support for
 * help. Only the company telephone and the email are required; the reference fields point at the reference data. The
 * administrators read them newest first.
 */
export const needHelpEnquiries = pgTable(
  'need_help_enquiries',
  {
    id: uuid().primaryKey(),
    firstName: text(),
    lastName: text(),
    businessName: text(),
    businessTypeCode: char({ length: 2 }).references(() => businessTypes.code),
    website: text(),
    jobPositionID: uuid().references(() => jobPositions.id),
    address: text(),
    zipcode: text(),
    city: text(),
    /** A state of the United States, only with the country US. */
    usaStateID: uuid().references(() => states.id),
    countryCode: char({ length: 2 }).references(() => countries.code),
    companyPhone: text().notNull(),
    companyFax: text(),
    totalEmployees: integer(),
    salesEmployees: integer(),
    mobilePhone: text(),
    email: text().notNull(),
    /** Up to four industries the enquirer buys from, in the form's order (checked against `industries` on writing). */
    buyIndustries: uuid().array().notNull().$type<string[]>(),
    moreInfoBuy: text(),
    /** Up to four industries the enquirer sells in, in the form's order. */
    sellIndustries: uuid().array().notNull().$type<string[]>(),
    moreInfoSell: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index().on(t.createdAt, t.id)],
);
