import { z } from 'zod';
import { html, oneLine } from './markup.ts';
import { mailTemplate } from './template.ts';
import { NOTIFICATION_MAIL_WORDS } from './words.ts';

/** To the business's owner: its paid year ends in 30 days (`membership.renewal`), sent once per paid year. */
export const membershipRenewal = mailTemplate({
  schema: z.object({
    companyName: z.string(),
    level: z.string(),
    periodEnd: z.iso.datetime(),
    /** The business's membership page, where the next year is bought. */
    path: z.string().startsWith('/'),
  }),
  render({ companyName, level, periodEnd, path }, { language, link }) {
    const words = NOTIFICATION_MAIL_WORDS[language];
    const company = oneLine(companyName);
    const end = new Intl.DateTimeFormat(language, { dateStyle: 'long', timeZone: 'UTC' }).format(
      new Date(periodEnd),
    );
    const intro = words.renewalIntro(company, level, end);
    const url = link(path);
    return {
      subject: words.renewalSubject(company),
      text: [intro, '', `${words.renewalAction}:`, url],
      html: html`<p>${intro}</p>
        <p><a href="${url}">${words.renewalAction}</a></p>`,
    };
  },
});
