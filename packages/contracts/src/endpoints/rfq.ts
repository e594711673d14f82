import { endpointsOf } from './endpoint.ts';

/** Requests for quotation, their matched suppliers' market and the quotes. Relative to `API_URL`. */
export const rfqEndpoints = endpointsOf({
  rfqCreate: ['POST', '/rfq'],
  rfqMine: ['GET', '/rfq'],
  rfqGet: ['GET', '/rfq/:rfqID'],
  rfqUpdate: ['PUT', '/rfq/:rfqID'],
  rfqClose: ['POST', '/rfq/:rfqID/close'],
  rfqReveal: ['POST', '/rfq/:rfqID/reveal'],
  rfqMarket: ['GET', '/business/:id/rfq'],
  businessQuotes: ['GET', '/business/:id/quotes'],
  quoteCreate: ['POST', '/rfq/:rfqID/quotes'],
  quoteCompare: ['GET', '/rfq/:rfqID/quotes'],
  quoteUpdate: ['PUT', '/rfq/:rfqID/quotes/:quoteID'],
  quoteWithdraw: ['POST', '/rfq/:rfqID/quotes/:quoteID/withdraw'],
  quoteShortlist: ['POST', '/rfq/:rfqID/quotes/:quoteID/shortlist'],
  quoteDecline: ['POST', '/rfq/:rfqID/quotes/:quoteID/decline'],
  quoteAward: ['POST', '/rfq/:rfqID/quotes/:quoteID/award'],
});
