import type {
  Image,
  Incoterm,
  QuoteDeclineReason,
  QuoteStatus,
  RfqIdentity,
  RfqStatus,
  RfqUnit,
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
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import { businesses } from './businesses.ts';
import { inquiries } from './inquiries.ts';
import { products } from './products.ts';
import { categories, countries, industries, subcategories } from './refdata.ts';
import { users } from './users.ts';

/** Prices, quantities and rates: exact decimals, read as numbers (12 digits before the point are far beyond any deal). */
const decimal = (precision = 18, scale = 4) => numeric({ precision, scale, mode: 'number' });

/**
 * A request for quotation: what a buyer (a person, or a business acting through one of its people) needs, posted once to
 * every matching supplier. While `identity` is anonymous, suppliers see the request without its buyer until the buyer
 * reveals themself to one of them (`rfq_matches.revealed_at`) or awards its quote.
 */
export const rfqs = pgTable(
  'rfqs',
  {
    id: uuid().primaryKey(),
    /** The person who posted it; the request goes with their account. */
    buyerUserID: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Set when they posted it as one of their businesses. */
    buyerBusinessID: uuid().references(() => businesses.id, { onDelete: 'cascade' }),
    productName: text().notNull(),
    industryID: uuid()
      .notNull()
      .references(() => industries.id),
    categoryID: uuid()
      .notNull()
      .references(() => categories.id),
    subcategoryID: uuid().references(() => subcategories.id),
    quantity: decimal().notNull(),
    unit: text().$type<RfqUnit>().notNull(),
    targetUnitPrice: decimal(),
    /** The currency of the target price, and the one the compare table converts quotes into. */
    currency: char({ length: 3 }).notNull(),
    destinationCountry: char({ length: 2 })
      .notNull()
      .references(() => countries.code),
    incoterm: text().$type<Incoterm>().notNull(),
    /** Quotes are taken until then: the end (UTC) of the day the buyer chose. */
    closesAt: timestamp({ withTimezone: true }).notNull(),
    description: text().notNull(),
    pictures: jsonb().$type<Image[]>().notNull().default([]),
    identity: text().$type<RfqIdentity>().notNull().default('anonymous'),
    status: text().$type<RfqStatus>().notNull().default('open'),
    /** The thread of the message center the award opened, with the awarded supplier. */
    awardInquiryID: uuid().references(() => inquiries.id, { onDelete: 'set null' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    closedAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    // The daily cap counts a person's requests of the last 24 hours from here.
    index().on(t.buyerUserID, t.createdAt),
    index().on(t.buyerBusinessID),
    // A business's response metrics leave out the threads awards opened (their RFQ is counted already).
    index()
      .on(t.awardInquiryID)
      .where(sql`${t.awardInquiryID} is not null`),
    check('rfqs_quantity_positive', sql`${t.quantity} > 0`),
    check('rfqs_target_price_positive', sql`${t.targetUnitPrice} is null or ${t.targetUnitPrice} > 0`),
    check('rfqs_closed', sql`(${t.status} = 'open') = (${t.closedAt} is null)`),
  ],
);

/**
 * A supplier an RFQ was sent to, made when the RFQ is posted (one statement for all of them) with its place in the
 * buyer's list: `rank` 1 is the best match (its own first category, then the higher membership).
 */
export const rfqMatches = pgTable(
  'rfq_matches',
  {
    rfqID: uuid()
      .notNull()
      .references(() => rfqs.id, { onDelete: 'cascade' }),
    businessID: uuid()
      .notNull()
      .references(() => businesses.id, { onDelete: 'cascade' }),
    rank: integer().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /** When the buyer of an anonymous RFQ showed themself to this supplier. */
    revealedAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.rfqID, t.businessID] }),
    // A supplier's market: its matches, newest first.
    index().on(t.businessID, t.createdAt, t.rfqID),
  ],
);

/** A supplier's quote for an RFQ, one per RFQ and business. Prices are per unit of the RFQ's quantity. */
export const rfqQuotes = pgTable(
  'rfq_quotes',
  {
    id: uuid().primaryKey(),
    rfqID: uuid()
      .notNull()
      .references(() => rfqs.id, { onDelete: 'cascade' }),
    businessID: uuid()
      .notNull()
      .references(() => businesses.id, { onDelete: 'cascade' }),
    /** Who of the business's people sent it; the quote stays with the business when their account goes. */
    submittedByUserID: uuid().references(() => users.id, { onDelete: 'set null' }),
    unitPrice: decimal().notNull(),
    currency: char({ length: 3 }).notNull(),
    minimumOrderQuantity: decimal().notNull(),
    leadTimeDays: integer().notNull(),
    incoterm: text().$type<Incoterm>().notNull(),
    namedPlace: text().notNull(),
    paymentTerms: text().notNull(),
    validUntil: date({ mode: 'string' }).notNull(),
    message: text().notNull(),
    /** A product of the business's showcase the quote offers; the quote stays when the product goes. */
    productID: uuid().references(() => products.id, { onDelete: 'set null' }),
    status: text().$type<QuoteStatus>().notNull().default('submitted'),
    declineReason: text().$type<QuoteDeclineReason>(),
    /** A quote may be changed once, until the buyer decides. */
    edited: boolean().notNull().default(false),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('rfq_quotes_one_per_business').on(t.rfqID, t.businessID),
    // The month's quote rights count a business's quotes since the first of the month.
    index().on(t.businessID, t.createdAt),
    // A person's data export reads the quotes they sent, and deleting their account clears them: both by the person.
    index().on(t.submittedByUserID),
    check('rfq_quotes_amounts_positive', sql`${t.unitPrice} > 0 and ${t.minimumOrderQuantity} > 0`),
    check('rfq_quotes_lead_time', sql`${t.leadTimeDays} >= 0`),
    check('rfq_quotes_declined', sql`(${t.status} = 'declined') = (${t.declineReason} is not null)`),
  ],
);

/**
 * Exchange rates administrators keep, one per currency pair and day: one unit of `baseCurrency` is worth `rate` units
 * of `quoteCurrency`. The compare table converts with the newest rate of a pair.
 */
export const exchangeRates = pgTable(
  'exchange_rates',
  {
    baseCurrency: char({ length: 3 }).notNull(),
    quoteCurrency: char({ length: 3 }).notNull(),
    rateDate: date({ mode: 'string' }).notNull(),
    rate: numeric({ precision: 20, scale: 10, mode: 'number' }).notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.baseCurrency, t.quoteCurrency, t.rateDate] }),
    check('exchange_rates_positive', sql`${t.rate} > 0`),
    check('exchange_rates_pair', sql`${t.baseCurrency} <> ${t.quoteCurrency}`),
  ],
);
