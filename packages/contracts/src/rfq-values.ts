import type { DELIVERY_TERMS } from './business-lists.ts';
import { subscriptionName, type Subscription } from './businesses-values.ts';
import { LIMITS } from './limits.ts';
import { MONTHLY_QUOTE_RIGHTS } from './membership-values.ts';

type DeliveryTerm = (typeof DELIVERY_TERMS)[number]['code'];

/** The units a quantity of a request for quotation is counted in. */
export const RFQ_UNITS = [
  'pieces',
  'sets',
  'pairs',
  'kilograms',
  'tonnes',
  'metres',
  'square-metres',
  'cubic-metres',
  'litres',
  'cartons',
  'pallets',
  'rolls',
  'containers',
] as const;
export type RfqUnit = (typeof RFQ_UNITS)[number];

/** The Incoterms a buyer may prefer and a supplier may quote with: the usual ones of the business terms' delivery list. */
export const INCOTERMS = [
  'EXW',
  'FCA',
  'FOB',
  'CFR',
  'CIF',
  'DAP',
  'DDP',
] as const satisfies readonly DeliveryTerm[];
export type Incoterm = (typeof INCOTERMS)[number];

/**
 * Who sees the buyer: `anonymous` hides them from every supplier until they reveal themself to one (or award its quote);
 * `named` shows them to every matched supplier.
 */
export const RFQ_IDENTITIES = ['anonymous', 'named'] as const;
export type RfqIdentity = (typeof RFQ_IDENTITIES)[number];

/** An RFQ takes quotes while open; closed (by its date or by the buyer) or awarded, it takes none. */
export const RFQ_STATUSES = ['open', 'closed', 'awarded'] as const;
export type RfqStatus = (typeof RFQ_STATUSES)[number];

/** Where a quote stands: the buyer shortlists, declines or awards it; the supplier may withdraw it. */
export const QUOTE_STATUSES = ['submitted', 'shortlisted', 'declined', 'awarded', 'withdrawn'] as const;
export type QuoteStatus = (typeof QUOTE_STATUSES)[number];

/** Why a buyer declined a quote; the supplier sees it. */
export const QUOTE_DECLINE_REASONS = [
  'price-too-high',
  'lead-time-too-long',
  'minimum-order-too-high',
  'terms-not-suitable',
  'another-supplier-chosen',
  'other',
] as const;
export type QuoteDeclineReason = (typeof QUOTE_DECLINE_REASONS)[number];

/** Business types that sell, whose businesses are matched to requests for quotation of their categories. */
export const RFQ_SUPPLIER_TYPES = ['MA', 'DI', 'WS', 'IM', 'EX'] as const;

/**
 * How the buyer's compare table can order the quotes: the figures ascending (prices in the RFQ's currency), Incoterms in
 * the list's order (the seller's obligations growing), the supplier answering the most within 48 hours first (new
 * suppliers last), verified suppliers first, the higher membership first.
 */
export const QUOTE_SORTS = [
  'unitPrice',
  'total',
  'leadTime',
  'moq',
  'incoterm',
  'responseRate',
  'verification',
  'membership',
] as const;
export type QuoteSort = (typeof QUOTE_SORTS)[number];

export const RFQ_NOT_FOUND_MESSAGE = 'There is no request for quotation with this id.';
export const QUOTE_NOT_FOUND_MESSAGE = 'There is no quote with this id.';
export const RFQ_CLOSED_MESSAGE = 'This request for quotation is closed: it takes no more quotes.';
export const RFQ_OWN_MESSAGE = 'A business cannot quote a request for quotation of its own buyer.';
export const RFQ_QUOTED_MESSAGE =
  'This request for quotation has quotes already: it can no longer be changed.';
export const QUOTE_EXISTS_MESSAGE =
  'This business has already quoted this request; change that quote instead.';
export const QUOTE_EDITED_MESSAGE = 'A quote can be changed once, and this one has been changed already.';
export const QUOTE_DECIDED_MESSAGE = 'The buyer has decided on this quote: it can no longer be changed.';
export const QUOTE_PRODUCT_MESSAGE = 'This product is not one of the quoting business.';
export const RFQ_SUBCATEGORY_MESSAGE = 'This subcategory is not one of the chosen category.';
export const RFQ_CATEGORY_MESSAGE = 'There is no such category in the industry tree.';
export const RFQ_AWARDED_MESSAGE = 'This request for quotation has been awarded already.';
export const RFQ_NOT_MATCHED_MESSAGE = 'This business was not sent this request for quotation.';
export const rfqsPerDayMessage = () =>
  `You can post ${LIMITS.rfqsPerDay} requests for quotation a day; try again tomorrow.`;

/** The 403 PlanLimitReached text when a business's quote rights of the month are spent: it names the cap and the upgrade. */
export const quoteRightsSpentMessage = (subscription: Subscription) =>
  `This month's ${MONTHLY_QUOTE_RIGHTS[subscription]} quotes of the ${subscriptionName(subscription)} membership are used. ` +
  (subscription === 'platinum'
    ? 'New ones come on the first of next month.'
    : 'Upgrade the membership for more, or wait for the first of next month.');
