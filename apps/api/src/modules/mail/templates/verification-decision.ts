import { z } from 'zod';
import { html, oneLine, paragraph, quoted } from './markup.ts';
import { mailTemplate } from './template.ts';
import { NOTIFICATION_MAIL_WORDS } from './words.ts';

/** To the business's owner: an administrator approved or refused its verification (`verification.decision`). */
export const verificationDecision = mailTemplate({
  schema: z.object({
    companyName: z.string(),
    approved: z.boolean(),
    /** The administrator's reason for a refusal, as written. */
    reason: z.string().nullable(),
    /** The business's verification page. */
    path: z.string().startsWith('/'),
  }),
  render({ companyName, approved, reason, path }, { language, link }) {
    const words = NOTIFICATION_MAIL_WORDS[language];
    const company = oneLine(companyName);
    const intro = approved
      ? words.verificationApprovedIntro(company)
      : words.verificationRefusedIntro(company);
    const url = link(path);
    const because = !approved && reason ? reason : null;
    return {
      subject: approved
        ? words.verificationApprovedSubject(company)
        : words.verificationRefusedSubject(company),
      text: [
        intro,
        ...(because ? ['', `${words.verificationReason}:`, quoted(because)] : []),
        '',
        `${words.verificationAction}:`,
        url,
      ],
      html: html`<p>${intro}</p>
        ${
          because
            ? html`<p><strong>${words.verificationReason}</strong></p>
                <blockquote>${paragraph(because)}</blockquote>`
            : ''
        }
        <p><a href="${url}">${words.verificationAction}</a></p>`,
    };
  },
});
