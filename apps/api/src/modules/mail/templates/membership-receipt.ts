import { z } from 'zod';
import { html, oneLine } from './markup.ts';
import { mailTemplate } from './template.ts';
import { NOTIFICATION_MAIL_WORDS } from './words.ts';

/** To the payer: a membership's year was paid (`membership.receipt`); always sent, whatever the preferences. */
export const membershipReceipt = mailTemplate({
  schema: z.object({
    companyName: z.string(),
    /** The level's name as the portal shows it (Gold, Platinum, …). */
    level: z.string(),
    amountCents: z.number().int(),
    currency: z.string().length(3),
    periodStart: z.iso.datetime(),
    periodEnd: z.iso.datetime(),
    /** The payment's id, for the bookkeeping of both sides. */
    reference: z.string(),
    /** The business's membership page. */
    path: z.string().startsWith('/'),
  }),
  render(data, { language, link }) {
    const words = NOTIFICATION_MAIL_WORDS[language];
    const company = oneLine(data.companyName);
    const amount = new Intl.NumberFormat(language, { style: 'currency', currency: data.currency }).format(
      data.amountCents / 100,
    );
    const day = (iso: string) =>
      new Intl.DateTimeFormat(language, { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(iso));
    const rows: [string, string][] = [
      [words.receiptLevel, data.level],
      [words.receiptAmount, amount],
      [words.receiptPeriod, `${day(data.periodStart)} – ${day(data.periodEnd)}`],
      [words.receiptReference, data.reference],
    ];
    const url = link(data.path);
    return {
      subject: words.receiptSubject(company),
      text: [words.receiptIntro(company), '', ...rows.map(([label, value]) => `${label}: ${value}`), '', url],
      html: html`<p>${words.receiptIntro(company)}</p>
        <table style="border-collapse:collapse">
          ${rows.map(
            ([label, value]) =>
              html`<tr>
                <th style="text-align:left;padding:4px 12px 4px 0">${label}</th>
                <td>${value}</td>
              </tr>`,
          )}
        </table>
        <p><a href="${url}">${url}</a></p>`,
    };
  },
});
