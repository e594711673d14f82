import { z } from 'zod';
import { html, oneLine, paragraph, quoted } from './markup.ts';
import { mailTemplate } from './template.ts';
import { NOTIFICATION_MAIL_WORDS } from './words.ts';

/** To a business: someone sent it a request (`inquiry.created`). */
export const inquiryCreated = mailTemplate({
  schema: z.object({
    senderName: z.string(),
    companyName: z.string(),
    subject: z.string(),
    message: z.string(),
    /** The thread in the business's Requests. */
    path: z.string().startsWith('/'),
    /** To a member who chose to hear of the business's requests (not to the business's own address). */
    forMember: z.boolean().default(false),
  }),
  render({ senderName, companyName, subject, message, path, forMember }, { words, link, language }) {
    const note = forMember ? NOTIFICATION_MAIL_WORDS[language].memberRequestNote : null;
    const [sender, company, title] = [oneLine(senderName), oneLine(companyName), oneLine(subject)];
    const url = link(path);
    return {
      subject: words.inquiryCreatedSubject(company, title),
      text: [
        words.inquiryCreatedIntro(sender, company),
        '',
        title,
        '',
        quoted(message),
        '',
        words.answerIn,
        url,
        ...(note ? ['', note] : []),
      ],
      html: html`<p>${words.inquiryCreatedIntro(sender, company)}</p>
        <p><strong>${title}</strong></p>
        <blockquote>${paragraph(message)}</blockquote>
        <p><a href="${url}">${words.openMessageCenter}</a></p>
        ${note ? html`<p style="font-size:13px;color:#66727f">${note}</p>` : ''}`,
    };
  },
});
