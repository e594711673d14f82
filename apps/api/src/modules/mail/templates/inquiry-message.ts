import { z } from 'zod';
import { html, paragraph, quoted } from './markup.ts';
import { mailTemplate } from './template.ts';

/** To the other side of a thread: a new message in it (`inquiry.message`). */
export const inquiryMessage = mailTemplate({
  schema: z.object({
    message: z.string(),
    /** Where the recipient reads the thread: the message center, or the business's Requests. */
    path: z.string().startsWith('/'),
  }),
  render({ message, path }, { words, link }) {
    const url = link(path);
    return {
      subject: words.inquiryMessageSubject,
      text: [words.inquiryMessageIntro, '', quoted(message), '', words.answerIn, url],
      html: html`<p>${words.inquiryMessageIntro}</p>
        <blockquote>${paragraph(message)}</blockquote>
        <p><a href="${url}">${words.openMessageCenter}</a></p>`,
    };
  },
});
