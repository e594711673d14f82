import { z } from 'zod';
import { codesOf } from './business-lists.ts';
import { PAYMENT_CURRENCIES } from './currencies.ts';
import { dataEnvelope } from './envelope.ts';
import { SUBSCRIPTIONS } from './businesses-values.ts';
import { ImageSchema } from './images.ts';
import { ResponseMetricsSchema } from './response-metrics.ts';
import { LIMITS } from './limits.ts';
import { pagingSchema } from './paging.ts';
import {
  INCOTERMS,
  QUOTE_DECLINE_REASONS,
  QUOTE_SORTS,
  QUOTE_STATUSES,
  RFQ_IDENTITIES,
  RFQ_STATUSES,
  RFQ_UNITS,
} from './rfq-values.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Today's date (UTC) plus `days`, as `YYYY-MM-DD`: dates of the forms compare as text. */
export const utcDatePlus = (days: number, now = new Date()) =>
  new Date(now.getTime() + days * DAY_MS).toISOString().slice(0, 10);

/** The day an RFQ's quotes close on (`closesOn`), from the moment they close: the end (UTC) of that day. */
export const closingDayOf = (closesAt: string) =>
  new Date(Date.parse(closesAt) - DAY_MS).toISOString().slice(0, 10);

const text = (name: string, max: number) =>
  z
    .string(`Write the ${name}`)
    .trim()
    .min(1, `Write the ${name}`)
    .max(max, `The ${name} can have at most ${max} characters`);

const currency = z.enum(codesOf(PAYMENT_CURRENCIES), 'Unknown currency');
const incoterm = z.enum(INCOTERMS, `The Incoterm must be one of ${INCOTERMS.join(', ')}`);
/** A positive amount with at most four decimals, as the database keeps it. */
const amount = (name: string) =>
  z
    .number(`${name} must be a number`)
    .positive(`${name} must be more than 0`)
    .max(1e12, `${name} is too large`)
    .refine(
      (n) => Math.abs(Math.round(n * 10_000) - n * 10_000) < 1e-6,
      `${name} can have at most 4 decimals`,
    );
const isoDate = z.iso.date('Dates are YYYY-MM-DD');

// ---------- requests for quotation ----------

/**
 * `POST rfq`: what the buyer needs. `from` is one of the caller's businesses to post as; left out, they post as
 * themself. Quotes close at the end (UTC) of `closesOn`, 1 to 60 days from today.
 */
export const RfqCreateSchema = z.object({
  from: z.uuid('from must be one of your business ids').optional(),
  productName: text('product or service name', LIMITS.rfqProductNameMax),
  industryID: z.uuid('industryID must be an industry id'),
  categoryID: z.uuid('categoryID must be a category id'),
  subcategoryID: z.uuid('subcategoryID must be a subcategory id').optional(),
  quantity: amount('The quantity'),
  unit: z.enum(RFQ_UNITS, 'Unknown unit'),
  targetUnitPrice: amount('The target unit price').optional(),
  /** The currency of the target price, and the one the quotes are compared in. */
  currency,
  destinationCountry: z
    .string()
    .regex(/^[A-Za-z]{2}$/, 'destinationCountry must be a two-letter ISO code')
    .transform((c) => c.toUpperCase()),
  incoterm,
  closesOn: isoDate.refine(
    (day) => day >= utcDatePlus(LIMITS.rfqCloseDaysMin) && day <= utcDatePlus(LIMITS.rfqCloseDaysMax),
    `Quotes close ${LIMITS.rfqCloseDaysMin} to ${LIMITS.rfqCloseDaysMax} days from today`,
  ),
  description: text('description', LIMITS.rfqDescriptionMax),
  /** Upload results of the caller's own pictures. */
  pictures: z
    .array(ImageSchema)
    .max(LIMITS.rfqPicturesMax, `At most ${LIMITS.rfqPicturesMax} pictures`)
    .default([]),
  identity: z.enum(RFQ_IDENTITIES, 'identity is anonymous or named').default('anonymous'),
});
export type RfqCreateInput = z.input<typeof RfqCreateSchema>;
export type RfqCreate = z.infer<typeof RfqCreateSchema>;

/**
 * `PUT rfq/{rfqID}`: any of the fields of a new RFQ, until its first quote, but who posts it and its place in the
 * industry tree, which chose the suppliers it was sent to.
 */
export const RfqUpdateSchema = RfqCreateSchema.omit({
  from: true,
  industryID: true,
  categoryID: true,
  subcategoryID: true,
})
  // Without their defaults: a field left out of a change stays as it is.
  .extend({
    pictures: RfqCreateSchema.shape.pictures.unwrap(),
    identity: RfqCreateSchema.shape.identity.unwrap(),
  })
  .partial()
  .refine((body) => Object.keys(body).length > 0, 'Send at least one field to change');
export type RfqUpdate = z.infer<typeof RfqUpdateSchema>;

export const RfqParamsSchema = z.object({ rfqID: z.uuid('rfqID must be a request for quotation id') });
export const QuoteParamsSchema = RfqParamsSchema.extend({ quoteID: z.uuid('quoteID must be a quote id') });

/** `GET rfq`: the caller's RFQs (as themself and as their businesses), newest first, of one status when given. */
export const RfqMineQuerySchema = pagingSchema(LIMITS.rfqPageSize).extend({
  status: z.enum(RFQ_STATUSES).optional(),
});
export type RfqMineQuery = z.infer<typeof RfqMineQuerySchema>;

/** `GET rfq/{rfqID}`: as the buyer, or as `bid`, a business of the caller it was sent to. */
export const RfqViewQuerySchema = z.object({
  bid: z.uuid('bid must be one of your business ids').optional(),
});

/** `GET business/{id}/rfq`: the open RFQs sent to the business, newest first. */
export const RfqMarketQuerySchema = pagingSchema(LIMITS.rfqPageSize).extend({
  categoryID: z.uuid('categoryID must be a category id').optional(),
  country: z
    .string()
    .regex(/^[A-Za-z]{2}$/, 'country must be a two-letter ISO code')
    .transform((c) => c.toUpperCase())
    .optional(),
  minQuantity: z.coerce.number().positive('minQuantity must be more than 0').optional(),
  maxQuantity: z.coerce.number().positive('maxQuantity must be more than 0').optional(),
});
export type RfqMarketQuery = z.infer<typeof RfqMarketQuerySchema>;

/** The buyer, as a supplier may see them: only once the RFQ is named, revealed to it, or its quote awarded. */
export const RfqBuyerSchema = z.object({
  userID: z.uuid(),
  name: z.string(),
  email: z.string().nullable(),
  businessID: z.uuid().nullable(),
  companyName: z.string().nullable(),
});
export type RfqBuyer = z.infer<typeof RfqBuyerSchema>;

export const RfqSchema = z.object({
  rfqID: z.uuid(),
  productName: z.string(),
  industryID: z.uuid(),
  categoryID: z.uuid(),
  subcategoryID: z.uuid().nullable(),
  quantity: z.number(),
  unit: z.enum(RFQ_UNITS),
  targetUnitPrice: z.number().nullable(),
  currency: z.string(),
  destinationCountry: z.string(),
  incoterm: z.enum(INCOTERMS),
  closesAt: z.iso.datetime(),
  /** Seconds until quotes close; 0 once they have. */
  secondsLeft: z.number().int(),
  description: z.string(),
  pictures: z.array(ImageSchema),
  identity: z.enum(RFQ_IDENTITIES),
  status: z.enum(RFQ_STATUSES),
  createdAt: z.iso.datetime(),
  /** Null to a supplier the buyer has not shown themself to. */
  buyer: RfqBuyerSchema.nullable(),
});
export type Rfq = z.infer<typeof RfqSchema>;

/** The buyer's own RFQ, with its number of quotes (withdrawn ones left out). */
export const BuyerRfqSchema = RfqSchema.extend({ quoteCount: z.number().int() });
export type BuyerRfq = z.infer<typeof BuyerRfqSchema>;

// ---------- quotes ----------

/** `POST rfq/{rfqID}/quotes`: a supplier's offer, sent as `businessID`, one of the caller's businesses. */
export const QuoteCreateSchema = z.object({
  businessID: z.uuid('businessID must be one of your business ids'),
  unitPrice: amount('The unit price'),
  currency,
  minimumOrderQuantity: amount('The minimum order quantity'),
  leadTimeDays: z
    .number('The lead time must be a number of days')
    .int('The lead time is a whole number of days')
    .min(0, 'The lead time cannot be negative')
    .max(LIMITS.quoteLeadTimeDaysMax, `The lead time can be at most ${LIMITS.quoteLeadTimeDaysMax} days`),
  incoterm,
  namedPlace: text('named place', LIMITS.quoteNamedPlaceMax),
  paymentTerms: text('payment terms', LIMITS.quotePaymentTermsMax),
  validUntil: isoDate.refine((day) => day >= utcDatePlus(0), 'A quote must be valid until today or later'),
  message: text('message', LIMITS.quoteMessageMax),
  productID: z.uuid('productID must be a product id').optional(),
});
export type QuoteCreateInput = z.input<typeof QuoteCreateSchema>;
export type QuoteCreate = z.infer<typeof QuoteCreateSchema>;

/** `PUT rfq/{rfqID}/quotes/{quoteID}`: the quote's fields but its business, changed once. */
export const QuoteUpdateSchema = QuoteCreateSchema.omit({ businessID: true })
  .partial()
  .refine((body) => Object.keys(body).length > 0, 'Send at least one field to change');
export type QuoteUpdate = z.infer<typeof QuoteUpdateSchema>;

export const QuoteDeclineSchema = z.object({
  reason: z.enum(QUOTE_DECLINE_REASONS, 'Choose a reason from the list'),
});
export type QuoteDecline = z.infer<typeof QuoteDeclineSchema>;

/** `POST rfq/{rfqID}/reveal`: the supplier the buyer of an anonymous RFQ shows themself to. */
export const RfqRevealSchema = z.object({ businessID: z.uuid('businessID must be a business id') });

export const QuoteSchema = z.object({
  quoteID: z.uuid(),
  rfqID: z.uuid(),
  businessID: z.uuid(),
  companyName: z.string(),
  unitPrice: z.number(),
  currency: z.string(),
  minimumOrderQuantity: z.number(),
  leadTimeDays: z.number().int(),
  incoterm: z.enum(INCOTERMS),
  namedPlace: z.string(),
  paymentTerms: z.string(),
  validUntil: z.iso.date(),
  message: z.string(),
  productID: z.uuid().nullable(),
  status: z.enum(QUOTE_STATUSES),
  declineReason: z.enum(QUOTE_DECLINE_REASONS).nullable(),
  edited: z.boolean(),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
});
export type Quote = z.infer<typeof QuoteSchema>;

/**
 * A row of the buyer's compare table: the quote as sent, its total for the RFQ's quantity, and both in the RFQ's
 * currency from the newest rate of the pair (null, with no date, when there is none).
 */
export const ComparedQuoteSchema = QuoteSchema.extend({
  total: z.number(),
  converted: z
    .object({
      currency: z.string(),
      unitPrice: z.number(),
      total: z.number(),
      rate: z.number(),
      rateDate: z.iso.date(),
    })
    .nullable(),
  verified: z.boolean(),
  /** The supplier's membership level (a lapsed year counts as Standard). */
  subscription: z.enum(SUBSCRIPTIONS),
  /** The buyer has shown themself to this supplier (a named RFQ shows them to every one). */
  revealed: z.boolean(),
  /** How the supplier answers requests and RFQs, for the buyer to weigh beside the price. */
  responseMetrics: ResponseMetricsSchema,
});
export type ComparedQuote = z.infer<typeof ComparedQuoteSchema>;

export const QuoteCompareQuerySchema = z.object({
  sort: z.enum(QUOTE_SORTS).default('unitPrice'),
});
export type QuoteCompareQuery = z.infer<typeof QuoteCompareQuerySchema>;

/** An RFQ in a supplier's market, with the business's own quote when it sent one. */
export const MarketRfqSchema = RfqSchema.extend({ myQuote: QuoteSchema.nullable() });
export type MarketRfq = z.infer<typeof MarketRfqSchema>;

/** The quote rights of the business's month: what its level allows, how many are used, when they reset. */
export const QuoteRightsSchema = z.object({
  allowance: z.number().int(),
  used: z.number().int(),
  left: z.number().int(),
  resetsAt: z.iso.datetime(),
});
export type QuoteRights = z.infer<typeof QuoteRightsSchema>;

export const RfqCreatedAnswerSchema = dataEnvelope(z.object({ rfqID: z.uuid(), matched: z.number().int() }));
export const BuyerRfqListAnswerSchema = dataEnvelope(z.array(BuyerRfqSchema));
/** The buyer gets their RFQ with its quote count; a supplier gets it with its own quote. */
export const RfqAnswerSchema = dataEnvelope(
  RfqSchema.extend({
    quoteCount: z.number().int().optional(),
    myQuote: QuoteSchema.nullable().optional(),
  }),
);
export const RfqMarketAnswerSchema = dataEnvelope(
  z.object({ rfqs: z.array(MarketRfqSchema), quoteRights: QuoteRightsSchema }),
);
/** A quote in its business's list, named by what its RFQ asks for. */
export const BusinessQuoteSchema = QuoteSchema.extend({ productName: z.string() });
export type BusinessQuote = z.infer<typeof BusinessQuoteSchema>;
export const BusinessQuotesAnswerSchema = dataEnvelope(z.array(BusinessQuoteSchema));
export const QuoteAnswerSchema = dataEnvelope(QuoteSchema);
export const QuoteCompareAnswerSchema = dataEnvelope(z.array(ComparedQuoteSchema));
export const QuoteAwardedAnswerSchema = dataEnvelope(z.object({ requestID: z.uuid() }));

// ---------- exchange rates ----------

/** `PUT admin/exchange-rates`: one unit of `baseCurrency` is worth `rate` of `quoteCurrency` on `rateDate`. */
export const ExchangeRateSchema = z
  .object({
    baseCurrency: currency,
    quoteCurrency: currency,
    rateDate: isoDate.refine((day) => day <= utcDatePlus(0), 'A rate cannot be dated in the future'),
    rate: z.number('The rate must be a number').positive('The rate must be more than 0').max(1e9),
  })
  .refine((r) => r.baseCurrency !== r.quoteCurrency, {
    message: 'A rate converts between two different currencies',
    path: ['quoteCurrency'],
  });
export type ExchangeRate = z.infer<typeof ExchangeRateSchema>;
export const ExchangeRateAnswerSchema = dataEnvelope(ExchangeRateSchema);
/** The newest rate of each pair, by pair. */
export const ExchangeRateListAnswerSchema = dataEnvelope(z.array(ExchangeRateSchema));
