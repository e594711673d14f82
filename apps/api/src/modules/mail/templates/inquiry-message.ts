import { z } from 'zod';
import { html, paragraph, quoted } from './markup.ts';
import { mailTemplate } from './template.ts';
import { NOTIFICATION_MAIL_WORDS } from './words.ts';

/** To the other side of a thread: a new message in it (`inquiry.message`). */
export const inquiryMessage = mailTemplate({
  schema: z.object({
    message: z.string(),
    /** Where the recipient reads the thread: the message center, or the business's Requests. */
    path: z.string().startsWith('/'),
    /**
     * How many messages the mail tells of: the thread's messages that came while the mail waited are gathered in it,
     * and `message` is the newest (decision 0024).
     */
    count: z.number().int().min(1).default(1),
  }),
  render({ message, path, count }, { words, link, language }) {
    const url = link(path);
    const several = NOTIFICATION_MAIL_WORDS[language];
    const intro = count > 1 ? several.newMessagesIntro(count) : words.inquiryMessageIntro;
    return {
      subject: count > 1 ? several.newMessagesSubject(count) : words.inquiryMessageSubject,
      text: [intro, '', quoted(message), '', words.answerIn, url],
      html: html`<p>${intro}</p>
        <blockquote>${paragraph(message)}</blockquote>
        <p><a href="${url}">${words.openMessageCenter}</a></p>`,
    };
  },
});
