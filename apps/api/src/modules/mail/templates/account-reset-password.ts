import { RESET_PASSWORD_TTL_HOURS, ResetPasswordMailSchema } from '@b2b/contracts';
import { accountMail } from './account-mail.ts';
import { mailTemplate } from './template.ts';

/** To an account's address, when someone asked to reset its password (`account.reset-password`). */
export const accountResetPassword = mailTemplate({
  schema: ResetPasswordMailSchema,
  render: ({ firstName, url }, context) =>
    accountMail(context, (w) => ({
      subject: w.resetSubject,
      firstName,
      lines: [w.resetIntro],
      action: w.resetAction,
      url,
      validity: w.linkWorksOnce(RESET_PASSWORD_TTL_HOURS),
      notYou: w.resetNotYou,
    })),
});
