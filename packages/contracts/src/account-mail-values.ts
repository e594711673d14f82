/** How long each kind of account link works (decision 0022). */
export const VERIFY_EMAIL_TTL_HOURS = 24;
export const RESET_PASSWORD_TTL_HOURS = 1;
export const CHANGE_EMAIL_TTL_HOURS = 24;
export const UNDO_EMAIL_CHANGE_TTL_DAYS = 7;

/** Verification mails a person may ask for again within an hour. */
export const VERIFY_EMAIL_RESENDS_PER_HOUR = 3;
/** Password-reset requests within an hour: from one address, and for one email (whether or not it has an account). */
export const RESET_REQUESTS_PER_ADDRESS_PER_HOUR = 10;
export const RESET_REQUESTS_PER_EMAIL_PER_HOUR = 3;

/** The account service's mails, by the template name the outbox keeps. */
export const ACCOUNT_MAIL_TEMPLATES = {
  verifyEmail: 'account.verify-email',
  resetPassword: 'account.reset-password',
  confirmEmailChange: 'account.confirm-email-change',
  emailChanged: 'account.email-changed',
} as const;
export const ACCOUNT_MAIL_TEMPLATE_NAMES: readonly string[] = Object.values(ACCOUNT_MAIL_TEMPLATES);

/** The message of a Resend refused for an account mail that left: its link is not kept once it is sent. */
export const ACCOUNT_LINK_SENT_MESSAGE =
  'This account email was sent and its link is not kept; the person can ask for a new link.';
