import type { z } from 'zod';
import { accountConfirmEmailChange } from './account-confirm-email-change.ts';
import { accountEmailChanged } from './account-email-changed.ts';
import { accountResetPassword } from './account-reset-password.ts';
import { accountVerifyEmail } from './account-verify-email.ts';
import { inquiryCreated } from './inquiry-created.ts';
import { inquiryMessage } from './inquiry-message.ts';
import { needHelpCreated } from './need-help-created.ts';
import { businessInvitation } from './business-invitation.ts';
import { membershipReceipt } from './membership-receipt.ts';
import { verificationDecision } from './verification-decision.ts';
import { membershipRenewal } from './membership-renewal.ts';
import { notificationDigest } from './notification-digest.ts';
import { rfqReceived } from './rfq-received.ts';
import type { MailContext, MailTemplate } from './template.ts';

/** A held notification as its digest lists it: its own mail's subject, and its link (the portal's home without one). */
function digestLine(item: { template: string; data: Record<string, unknown> }, context: MailContext) {
  const template = (KIND_TEMPLATES as Record<string, MailTemplate<z.ZodType>>)[item.template];
  const data = template?.schema.safeParse(item.data);
  if (!template || !data?.success) throw new Error(`a digest item of ${item.template} cannot be rendered`);
  const { path } = item.data;
  return {
    subject: template.render(data.data, context).subject,
    url: context.link(typeof path === 'string' && path.startsWith('/') ? path : '/'),
  };
}

/** Every kind of mail but the digest, which lists the others. */
const KIND_TEMPLATES = {
  'inquiry.created': inquiryCreated,
  'inquiry.message': inquiryMessage,
  'needhelp.created': needHelpCreated,
  'account.verify-email': accountVerifyEmail,
  'account.reset-password': accountResetPassword,
  'account.confirm-email-change': accountConfirmEmailChange,
  'account.email-changed': accountEmailChanged,
  // Notification mail (decision 0024).
  'business.invitation': businessInvitation,
  'membership.receipt': membershipReceipt,
  'verification.decision': verificationDecision,
  'membership.renewal': membershipRenewal,
  'rfq.received': rfqReceived,
};

/** Every kind of mail the portal sends, by the name the outbox keeps. */
export const MAIL_TEMPLATES = {
  ...KIND_TEMPLATES,
  'notification.digest': notificationDigest(digestLine),
};

export type MailTemplateName = keyof typeof MAIL_TEMPLATES;
/** The data a mail of that kind is queued with. */
export type MailData<Name extends MailTemplateName> = z.input<(typeof MAIL_TEMPLATES)[Name]['schema']>;

export const isMailTemplate = (name: string): name is MailTemplateName => Object.hasOwn(MAIL_TEMPLATES, name);
