import type { z } from 'zod';
import { accountConfirmEmailChange } from './account-confirm-email-change.ts';
import { accountEmailChanged } from './account-email-changed.ts';
import { accountResetPassword } from './account-reset-password.ts';
import { accountVerifyEmail } from './account-verify-email.ts';
import { inquiryCreated } from './inquiry-created.ts';
import { inquiryMessage } from './inquiry-message.ts';
import { needHelpCreated } from './need-help-created.ts';

/** Every kind of mail the portal sends, by the name the outbox keeps. */
export const MAIL_TEMPLATES = {
  'inquiry.created': inquiryCreated,
  'inquiry.message': inquiryMessage,
  'needhelp.created': needHelpCreated,
  'account.verify-email': accountVerifyEmail,
  'account.reset-password': accountResetPassword,
  'account.confirm-email-change': accountConfirmEmailChange,
  'account.email-changed': accountEmailChanged,
};

export type MailTemplateName = keyof typeof MAIL_TEMPLATES;
/** The data a mail of that kind is queued with. */
export type MailData<Name extends MailTemplateName> = z.input<(typeof MAIL_TEMPLATES)[Name]['schema']>;

export const isMailTemplate = (name: string): name is MailTemplateName => Object.hasOwn(MAIL_TEMPLATES, name);
