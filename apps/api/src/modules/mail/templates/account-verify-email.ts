import { VERIFY_EMAIL_TTL_HOURS, VerifyEmailMailSchema } from '@b2b/contracts';
import { accountMail } from './account-mail.ts';
import { mailTemplate } from './template.ts';

/** To a new account's address: the link that proves it is theirs (`account.verify-email`). */
export const accountVerifyEmail = mailTemplate({
  schema: VerifyEmailMailSchema,
  render: ({ firstName, url }, context) =>
    accountMail(context, (w) => ({
      subject: w.verifySubject,
      firstName,
      lines: [w.verifyIntro],
      action: w.verifyAction,
      url,
      validity: w.linkWorksOnce(VERIFY_EMAIL_TTL_HOURS),
      notYou: w.verifyNotYou,
    })),
});
