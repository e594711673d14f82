import { z } from 'zod';
import type { ACCOUNT_MAIL_TEMPLATES } from './account-mail-values.ts';

/**
 * The data of the account service's mails: the account service writes it to the shared outbox, the portal's mailer
 * renders it. `url` is the account service's own absolute address with the single-use token, in the person's language.
 */
const link = z.url({ protocol: /^https?$/ });

export const VerifyEmailMailSchema = z.object({ firstName: z.string(), url: link });
export const ResetPasswordMailSchema = z.object({ firstName: z.string(), url: link });
export const ConfirmEmailChangeMailSchema = z.object({
  firstName: z.string(),
  /** The address to confirm, where this mail goes. */
  newEmail: z.string(),
  url: link,
});
export const EmailChangedMailSchema = z.object({
  firstName: z.string(),
  /** The account's new address; this mail goes to the old one. */
  newEmail: z.string(),
  /** Undoes the change. */
  url: link,
});

/** A mail the account service queues, typed by its template. */
export type AccountMail =
  | { template: typeof ACCOUNT_MAIL_TEMPLATES.verifyEmail; data: z.input<typeof VerifyEmailMailSchema> }
  | { template: typeof ACCOUNT_MAIL_TEMPLATES.resetPassword; data: z.input<typeof ResetPasswordMailSchema> }
  | {
      template: typeof ACCOUNT_MAIL_TEMPLATES.confirmEmailChange;
      data: z.input<typeof ConfirmEmailChangeMailSchema>;
    }
  | { template: typeof ACCOUNT_MAIL_TEMPLATES.emailChanged; data: z.input<typeof EmailChangedMailSchema> };
