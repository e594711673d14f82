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
    /** The quantity and its unit, as the request reads them (`2000 pieces`). */
    quantity: z.string(),
    destinationCountry: z.string(),
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
      [words.rfqQuantity, data.quantity],
      [words.rfqDestination, data.destinationCountry],
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
