import { EmailChangedMailSchema, UNDO_EMAIL_CHANGE_TTL_DAYS } from '@b2b/contracts';
import { accountMail } from './account-mail.ts';
import { oneLine } from './markup.ts';
import { mailTemplate } from './template.ts';

/** To the old address once the change took effect, with the way back (`account.email-changed`). */
export const accountEmailChanged = mailTemplate({
  schema: EmailChangedMailSchema,
  render: ({ firstName, newEmail, url }, context) =>
    accountMail(context, (w) => ({
      subject: w.changedSubject,
      firstName,
      lines: [w.changedIntro(oneLine(newEmail)), w.changedUndo],
      action: w.changedAction,
      url,
      validity: w.linkWorksOnceDays(UNDO_EMAIL_CHANGE_TTL_DAYS),
    })),
});
