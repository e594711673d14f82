import type { Quote } from '@b2b/contracts';
import { tables } from '@b2b/db';

const { rfqQuotes, businesses } = tables;

/** What a quote is read with, its business joined: the quote's row and the business's name. */
export const quoteColumns = { quote: rfqQuotes, companyName: businesses.companyName };

export interface QuoteRow {
  quote: typeof rfqQuotes.$inferSelect;
  companyName: string;
}

/** A quote as the API answers it, wherever it is read: the RFQ's pages, a business's quotes, a person's export. */
export function toQuote({ quote, companyName }: QuoteRow): Quote {
  return {
    quoteID: quote.id,
    rfqID: quote.rfqID,
    businessID: quote.businessID,
    companyName,
    unitPrice: quote.unitPrice,
    currency: quote.currency,
    minimumOrderQuantity: quote.minimumOrderQuantity,
    leadTimeDays: quote.leadTimeDays,
    incoterm: quote.incoterm,
    namedPlace: quote.namedPlace,
    paymentTerms: quote.paymentTerms,
    validUntil: quote.validUntil,
    message: quote.message,
    productID: quote.productID ?? null,
    status: quote.status,
    declineReason: quote.declineReason ?? null,
    edited: quote.edited,
    createdAt: quote.createdAt.toISOString(),
    updatedAt: quote.updatedAt.toISOString(),
  };
}
