import { CHANGE_EMAIL_TTL_HOURS, ConfirmEmailChangeMailSchema } from '@b2b/contracts';
import { accountMail } from './account-mail.ts';
import { oneLine } from './markup.ts';
import { mailTemplate } from './template.ts';

/** To the new address of an email change, which takes effect once confirmed (`account.confirm-email-change`). */
export const accountConfirmEmailChange = mailTemplate({
  schema: ConfirmEmailChangeMailSchema,
  render: ({ firstName, newEmail, url }, context) =>
    accountMail(context, (w) => ({
      subject: w.confirmChangeSubject,
      firstName,
      lines: [w.confirmChangeIntro(oneLine(newEmail))],
      action: w.confirmChangeAction,
      url,
      validity: w.linkWorksOnce(CHANGE_EMAIL_TTL_HOURS),
      notYou: w.confirmChangeNotYou,
    })),
});
