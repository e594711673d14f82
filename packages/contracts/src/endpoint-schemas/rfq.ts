import { BusinessIDParamsSchema } from '../businesses.ts';
import { SuccessSchema } from '../envelope.ts';
import type { ApiEndpoints } from '../endpoints/api.ts';
import {
  BuyerRfqListAnswerSchema,
  BusinessQuotesAnswerSchema,
  QuoteAnswerSchema,
  QuoteAwardedAnswerSchema,
  QuoteCompareAnswerSchema,
  QuoteCompareQuerySchema,
  QuoteCreateSchema,
  QuoteDeclineSchema,
  QuoteParamsSchema,
  QuoteUpdateSchema,
  RfqAnswerSchema,
  RfqCreateSchema,
  RfqCreatedAnswerSchema,
  RfqMarketAnswerSchema,
  RfqMarketQuerySchema,
  RfqMineQuerySchema,
  RfqParamsSchema,
  RfqRevealSchema,
  RfqUpdateSchema,
  RfqViewQuerySchema,
} from '../rfq.ts';
import { errorResponses, NEEDS_SESSION, type EndpointSchemasOf } from './endpoint-schema.ts';

const tags = ['rfq'];

/**
 * Requests for quotation: the buyer posts one to every matching supplier, each quotes once, the buyer compares and
 * awards. Only the buyer sees every quote, a supplier its own; anyone else hears the RFQ does not exist.
 */
export const rfqEndpointSchemas = {
  rfqCreate: {
    security: NEEDS_SESSION,
    tags,
    summary:
      'Post a request for quotation as the person or one of their businesses (`from`); it is sent to every matching supplier at once (10 a day per person)',
    body: RfqCreateSchema,
    response: { 201: RfqCreatedAnswerSchema, ...errorResponses(400, 401, 403, 404, 429) },
  },
  rfqMine: {
    security: NEEDS_SESSION,
    tags,
    summary:
      "The caller's requests for quotation (as themself and as their businesses), newest first, with their number of quotes and the time left",
    querystring: RfqMineQuerySchema,
    response: { 200: BuyerRfqListAnswerSchema, ...errorResponses(400, 401) },
  },
  rfqGet: {
    security: NEEDS_SESSION,
    tags,
    summary:
      'A request for quotation: to its buyer with its number of quotes, to a supplier it was sent to (`bid`) with that business’s quote and without an anonymous buyer',
    params: RfqParamsSchema,
    querystring: RfqViewQuerySchema,
    response: { 200: RfqAnswerSchema, ...errorResponses(400, 401, 404) },
  },
  rfqUpdate: {
    security: NEEDS_SESSION,
    tags,
    summary: 'Change a request for quotation until its first quote (buyer only)',
    params: RfqParamsSchema,
    body: RfqUpdateSchema,
    response: { 200: RfqAnswerSchema, ...errorResponses(400, 401, 403, 404, 409) },
  },
  rfqClose: {
    security: NEEDS_SESSION,
    tags,
    summary: 'Close a request for quotation early: it takes no more quotes (buyer only)',
    params: RfqParamsSchema,
    response: { 200: SuccessSchema, ...errorResponses(400, 401, 404) },
  },
  rfqReveal: {
    security: NEEDS_SESSION,
    tags,
    summary:
      'Show the buyer of an anonymous request for quotation to one supplier it was sent to (buyer only)',
    params: RfqParamsSchema,
    body: RfqRevealSchema,
    response: { 200: SuccessSchema, ...errorResponses(400, 401, 404) },
  },
  rfqMarket: {
    security: NEEDS_SESSION,
    tags,
    summary:
      "The open requests for quotation sent to the business, newest first, with its own quotes and this month's quote rights (its owner, admins and members)",
    params: BusinessIDParamsSchema,
    querystring: RfqMarketQuerySchema,
    response: { 200: RfqMarketAnswerSchema, ...errorResponses(400, 401, 404) },
  },
  businessQuotes: {
    security: NEEDS_SESSION,
    tags,
    summary: "The business's quotes, newest first (its owner, admins and members)",
    params: BusinessIDParamsSchema,
    response: { 200: BusinessQuotesAnswerSchema, ...errorResponses(400, 401, 404) },
  },
  quoteCreate: {
    security: NEEDS_SESSION,
    tags,
    summary:
      'Quote a request for quotation sent to the business (`businessID`), once; it costs one of the month’s quote rights of its membership',
    params: RfqParamsSchema,
    body: QuoteCreateSchema,
    response: { 201: QuoteAnswerSchema, ...errorResponses(400, 401, 403, 404, 409, 429) },
  },
  quoteCompare: {
    security: NEEDS_SESSION,
    tags,
    summary:
      'Every quote of a request for quotation, for its buyer only, sorted, with totals and prices converted to its currency where a rate exists',
    params: RfqParamsSchema,
    querystring: QuoteCompareQuerySchema,
    response: { 200: QuoteCompareAnswerSchema, ...errorResponses(400, 401, 404) },
  },
  quoteUpdate: {
    security: NEEDS_SESSION,
    tags,
    summary: 'Change a quote, once, until the buyer decides on it (the quoting business’s people)',
    params: QuoteParamsSchema,
    body: QuoteUpdateSchema,
    response: { 200: QuoteAnswerSchema, ...errorResponses(400, 401, 404, 409) },
  },
  quoteWithdraw: {
    security: NEEDS_SESSION,
    tags,
    summary:
      'Withdraw a quote until it is awarded; its quote right comes back (the quoting business’s people)',
    params: QuoteParamsSchema,
    response: { 200: QuoteAnswerSchema, ...errorResponses(400, 401, 404, 409) },
  },
  quoteShortlist: {
    security: NEEDS_SESSION,
    tags,
    summary: 'Put a quote on the shortlist (buyer only)',
    params: QuoteParamsSchema,
    response: { 200: QuoteAnswerSchema, ...errorResponses(400, 401, 404, 409) },
  },
  quoteDecline: {
    security: NEEDS_SESSION,
    tags,
    summary: 'Decline a quote with a reason the supplier sees; its quote right comes back (buyer only)',
    params: QuoteParamsSchema,
    body: QuoteDeclineSchema,
    response: { 200: QuoteAnswerSchema, ...errorResponses(400, 401, 404, 409) },
  },
  quoteAward: {
    security: NEEDS_SESSION,
    tags,
    summary:
      'Award a quote: the request is awarded, the other quotes declined, and a thread opens with the supplier, the quote at its top and the buyer shown (buyer only)',
    params: QuoteParamsSchema,
    response: { 200: QuoteAwardedAnswerSchema, ...errorResponses(400, 401, 404, 409) },
  },
} satisfies Partial<EndpointSchemasOf<ApiEndpoints>>;
