import { z } from 'zod';
import { html, oneLine } from './markup.ts';
import { mailTemplate } from './template.ts';
import { NOTIFICATION_MAIL_WORDS } from './words.ts';

/**
 * To an invited address: someone invited it to join their business (`business.invitation`). An address without an
 * account is told to register with it; the link's page sends it to registration and brings it back to the invitation.
 */
export const businessInvitation = mailTemplate({
  schema: z.object({
    inviterName: z.string(),
    companyName: z.string(),
    access: z.enum(['admin', 'member']),
    /** Where the invitation is answered: the person's businesses page (with `?account=register` for a newcomer). */
    path: z.string().startsWith('/'),
    hasAccount: z.boolean(),
  }),
  render({ inviterName, companyName, access, path, hasAccount }, { language, link }) {
    const words = NOTIFICATION_MAIL_WORDS[language];
    const [inviter, company] = [oneLine(inviterName), oneLine(companyName)];
    const intro = words.invitationIntro(inviter, company, words.invitationAccess[access]);
    const url = link(path);
    return {
      subject: words.invitationSubject(company),
      text: [
        intro,
        '',
        ...(hasAccount ? [] : [words.invitationNoAccount, '']),
        `${words.invitationAction}:`,
        url,
      ],
      html: html`<p>${intro}</p>
        ${hasAccount ? '' : html`<p>${words.invitationNoAccount}</p>`}
        <p><a href="${url}">${words.invitationAction}</a></p>`,
    };
  },
});
