import { countryNameIn, RFQ_UNITS } from '@b2b/contracts';
import { z } from 'zod';
import { html, oneLine, paragraph, quoted } from './markup.ts';
import { mailTemplate } from './template.ts';
import { NOTIFICATION_MAIL_WORDS } from './words.ts';

/**
 * To a supplier's business: a request for quotation of its category was sent to it (`rfq.received`). The buyer is named
 * only when the request is named; an anonymous buyer's name is never in the data.
 */
export const rfqReceived = mailTemplate({
  schema: z.object({
    companyName: z.string(),
    productName: z.string(),
    /**
     * The quantity and its unit, named in the reader's language; a mail queued before carries the request's own text
     * (`2000 pieces`).
     */
    quantity: z.union([z.object({ amount: z.number(), unit: z.enum(RFQ_UNITS) }), z.string()]),
    /** The destination's ISO code, and its English name where the mail was queued with it. */
    destinationCountry: z.string(),
    destinationCountryName: z.string().optional(),
    /** The day quotes close (UTC), `YYYY-MM-DD`. */
    closesOn: z.string(),
    description: z.string(),
    /** Null for an anonymous buyer. */
    buyerName: z.string().nullable(),
    /** The request as the business sees it. */
    path: z.string().startsWith('/'),
  }),
  render(data, { language, link }) {
    const words = NOTIFICATION_MAIL_WORDS[language];
    const [company, product] = [oneLine(data.companyName), oneLine(data.productName)];
    const buyer = data.buyerName ? words.rfqBuyer(oneLine(data.buyerName)) : words.rfqAnonymous;
    const facts: [string, string][] = [
      [
        words.rfqQuantity,
        typeof data.quantity === 'string'
          ? data.quantity
          : words.rfqAmount(data.quantity.amount, data.quantity.unit),
      ],
      [
        words.rfqDestination,
        countryNameIn(language, {
          code: data.destinationCountry,
          countryName: data.destinationCountryName ?? data.destinationCountry,
        }),
      ],
      [words.rfqCloses, data.closesOn],
    ];
    const url = link(data.path);
    return {
      subject: words.rfqSubject(product),
      text: [
        words.rfqIntro(company),
        '',
        product,
        ...facts.map(([label, value]) => `${label}: ${value}`),
        '',
        quoted(data.description),
        '',
        buyer,
        '',
        `${words.rfqAction}:`,
        url,
      ],
      html: html`<p>${words.rfqIntro(company)}</p>
        <p><strong>${product}</strong></p>
        <ul>
          ${facts.map(([label, value]) => html`<li>${label}: ${value}</li>`)}
        </ul>
        <blockquote>${paragraph(data.description)}</blockquote>
        <p>${buyer}</p>
        <p><a href="${url}">${words.rfqAction}</a></p>`,
    };
  },
});
