import { z } from 'zod';
import { html } from './markup.ts';
import { mailTemplate, type MailContext } from './template.ts';
import { NOTIFICATION_MAIL_WORDS } from './words.ts';

/** One held notification: the mail it would have been. */
const DigestItemSchema = z.object({ template: z.string(), data: z.record(z.string(), z.unknown()) });

/**
 * A person's held notifications in one mail a day (`notification.digest`): each item is its own kind's mail, shown by
 * its subject and link. The kinds' templates are passed in, so that this module does not import the registry that
 * imports it.
 */
export function notificationDigest(
  subjectAndLink: (
    item: z.infer<typeof DigestItemSchema>,
    context: MailContext,
  ) => { subject: string; url: string },
) {
  return mailTemplate({
    schema: z.object({ items: z.array(DigestItemSchema).min(1) }),
    render({ items }, context) {
      const words = NOTIFICATION_MAIL_WORDS[context.language];
      const lines = items.map((item) => subjectAndLink(item, context));
      return {
        subject: words.digestSubject(items.length),
        text: [words.digestIntro, '', ...lines.flatMap(({ subject, url }) => [`- ${subject}`, `  ${url}`])],
        html: html`<p>${words.digestIntro}</p>
          <ul>
            ${lines.map(({ subject, url }) => html`<li><a href="${url}">${subject}</a></li>`)}
          </ul>`,
      };
    },
  });
}
