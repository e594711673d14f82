import type {
  BusinessAccess,
  Image,
  InvitationStatus,
  MemberAccess,
  Range,
  Subscription,
} from '@b2b/contracts';
import { sql } from 'drizzle-orm';
import {
  boolean,
  char,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { businessTypes, categories, countries, industries, states } from './refdata.ts';
import { tsvector } from './search.ts';
import { users } from './users.ts';

export interface ProductionCapacity extends Range {
  unit: string | null;
  period: 'day' | 'week' | 'month' | 'year' | null;
}
export interface BusinessPhone {
  countryCode: string;
  businessPhoneNumber: string;
}
/** The contact group apart from its country and state, which are columns because search filters by them. */
export interface ContactInfoDetails {
  legalAddressEnglish?: string | null;
  shippingAddressEnglish?: string | null;
  city?: string | null;
  zipcode?: string | null;
  email?: string | null;
  website?: string | null;
  phone?: BusinessPhone | null;
  mobilePhone?: BusinessPhone | null;
}
export interface FactoryDetails {
  manufacturingFacilities?: string | null;
  city?: string | null;
  zipcode?: string | null;
  countryCode?: string | null;
  stateID?: string | null;
  factorySize?: number | null;
  numberProductionLines?: number | null;
  contractManufacturing?: string[];
}
export interface TradeCapabilities {
  markets?: string[];
  spokenLanguages?: string[];
  totalEmployeesSales?: Range | null;
  averageLeadTime?: number | null;
}
export interface BusinessTerms {
  acceptedDeliveryTerms?: string[];
  acceptedPaymentCurrencies?: string[];
  packagingTypes?: string[];
  acceptedPaymentTypes?: string[];
}

/**
 * A business profile. What search filters and ranks by is a column; the groups only ever read and written whole
 * (contact details, factory, trade capabilities, business terms) are JSON documents checked by the contract's schemas.
 */
export const businesses = pgTable(
  'businesses',
  {
    id: uuid().primaryKey(),
    companyName: text().notNull(),
    shortDescription: text().notNull(),
    generalDescription: text(),
    businessType: char({ length: 2 })
      .notNull()
      .references(() => businessTypes.code),
    /** The industry of the first category. */
    industryID: uuid().references(() => industries.id),
    countryCode: char({ length: 2 })
      .notNull()
      .references(() => countries.code),
    stateID: uuid().references(() => states.id),
    yearStablished: integer(),
    totalAnnualRevenue: jsonb().$type<Range>(),
    totalEmployees: jsonb().$type<Range>(),
    totalProductionEmployees: jsonb().$type<Range>(),
    productionCapacity: jsonb().$type<ProductionCapacity>(),
    profilePhoto: jsonb().$type<Image>(),
    coverPhoto: jsonb().$type<Image>(),
    videoUrl: text(),
    contactInfo: jsonb().$type<ContactInfoDetails>().notNull().default({}),
    factory: jsonb().$type<FactoryDetails>().notNull().default({}),
    tradeCapabilities: jsonb().$type<TradeCapabilities>().notNull().default({}),
    businessTerms: jsonb().$type<BusinessTerms>().notNull().default({}),
    subscription: text().$type<Subscription>().notNull().default('standard'),
    subscriptionValidUntil: timestamp({ withTimezone: true }),
    verified: boolean().notNull().default(false),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /** Kept by the database (migration 0005): company name A, industry and category names B, descriptions C and D. */
    searchDocument: tsvector()
      .notNull()
      .default(sql`''::tsvector`),
  },
  (t) => [
    index().on(t.businessType, t.createdAt),
    index().on(t.countryCode),
    index().on(t.createdAt),
    // Without fast updates: see `productSearch`.
    index().using('gin', t.searchDocument).with({ fastupdate: false }),
    index().on(t.businessType, t.countryCode, t.createdAt),
    // Company names that begin with the typed text, for suggestions (migration 0027).
    index('businesses_type_name_prefix_index').using(
      'btree',
      t.businessType,
      sql`lower(${t.companyName}) text_pattern_ops`,
    ),
    index('businesses_type_country_name_prefix_index').using(
      'btree',
      t.businessType,
      t.countryCode,
      sql`lower(${t.companyName}) text_pattern_ops`,
    ),
  ],
);

/** The industry categories of a business, in the order the owner chose them. */

/**
 * How many businesses hold each combination of the business search's facet values (type, country, membership,
 * verified, year established), kept by triggers on `businesses` (migration 0029): a search without keyword reads its
 * facet counts from these rows (12,300 at 102,000 businesses) instead of counting every business.
 */
export const businessFacetCounts = pgTable(
  'business_facet_counts',
  {
    businessType: char({ length: 2 }).notNull(),
    countryCode: char({ length: 2 }).notNull(),
    subscription: text().notNull(),
    verified: boolean().notNull(),
    /** The year established as `business_facet_year` counts it (years before 2000 as 2000), null for none given. */
    yearEstablished: integer(),
    businesses: integer().notNull(),
  },
  (t) => [
    unique('business_facet_counts_key')
      .on(t.businessType, t.countryCode, t.subscription, t.verified, t.yearEstablished)
      .nullsNotDistinct(),
  ],
);

export const businessCategories = pgTable(
  'business_categories',
  {
    businessID: uuid()
      .notNull()
      .references(() => businesses.id, { onDelete: 'cascade' }),
    categoryID: uuid()
      .notNull()
      .references(() => categories.id),
    industryID: uuid()
      .notNull()
      .references(() => industries.id),
    position: integer().notNull(),
  },
  (t) => [primaryKey({ columns: [t.businessID, t.categoryID] }), index().on(t.categoryID)],
);

/** Who belongs to a business and how; the creator is its one owner. */
export const businessMembers = pgTable(
  'business_members',
  {
    businessID: uuid()
      .notNull()
      .references(() => businesses.id, { onDelete: 'cascade' }),
    userID: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    access: text().$type<BusinessAccess>().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.businessID, t.userID] }),
    index().on(t.userID),
    uniqueIndex('business_members_one_owner')
      .on(t.businessID)
      .where(sql`${t.access} = 'owner'`),
  ],
);

/**
 * An owner's invitation to join a business, addressed to an email (decision 0008). Only accepting it makes a
 * `business_members` row; until then it grants nothing. Answered and withdrawn invitations stay as a record.
 */
export const businessInvitations = pgTable(
  'business_invitations',
  {
    id: uuid().primaryKey(),
    businessID: uuid()
      .notNull()
      .references(() => businesses.id, { onDelete: 'cascade' }),
    /** Normalised as accounts keep emails, so that it compares with the token's claim as it is. */
    email: text().notNull(),
    access: text().$type<MemberAccess>().notNull(),
    invitedBy: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: text().$type<InvitationStatus>().notNull().default('pending'),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    answeredAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    // One pending invitation per business and email: inviting again changes it rather than adding one.
    uniqueIndex('business_invitations_one_pending')
      .on(t.businessID, t.email)
      .where(sql`${t.status} = 'pending'`),
    index('business_invitations_pending_by_email')
      .on(t.email)
      .where(sql`${t.status} = 'pending'`),
    check('business_invitations_email_normalised', sql`${t.email} = lower(btrim(${t.email}))`),
  ],
);

export const certificates = pgTable(
  'certificates',
  {
    id: uuid().primaryKey(),
    businessID: uuid()
      .notNull()
      .references(() => businesses.id, { onDelete: 'cascade' }),
    name: text().notNull(),
    issueDate: date({ mode: 'string' }).notNull(),
    expireDate: date({ mode: 'string' }),
    photo: jsonb().$type<Image>(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index().on(t.businessID)],
);
