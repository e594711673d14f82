import { z } from 'zod';
import { html, oneLine, paragraph, quoted } from './markup.ts';
import { mailTemplate } from './template.ts';
import { NEED_HELP_MAIL_FIELDS, NEED_HELP_PARAGRAPHS } from './words.ts';

/** To support: a visitor's need-help enquiry, every field given with its label (`needhelp.created`). */
export const needHelpCreated = mailTemplate({
  schema: z.object({
    /** Who asks: their name, else their business's, else their address. */
    who: z.string(),
    fields: z.array(z.object({ field: z.enum(NEED_HELP_MAIL_FIELDS), value: z.string() })),
  }),
  render({ who, fields }, { words }) {
    const label = (field: (typeof NEED_HELP_MAIL_FIELDS)[number]) => words.needHelpLabels[field];
    return {
      subject: words.needHelpSubject(oneLine(who)),
      text: [
        words.needHelpIntro,
        '',
        ...fields.map(({ field, value }) =>
          NEED_HELP_PARAGRAPHS.has(field)
            ? `${label(field)}:\n${quoted(value)}`
            : `${label(field)}: ${oneLine(value)}`,
        ),
      ],
      html: html`<p>${words.needHelpIntro}</p>
        <table>
          ${fields.map(
            ({ field, value }) =>
              html`<tr>
                <th align="left" valign="top">${label(field)}</th>
                <td>${NEED_HELP_PARAGRAPHS.has(field) ? paragraph(value) : oneLine(value)}</td>
              </tr>`,
          )}
        </table>`,
    };
  },
});
