import type { z } from 'zod';
import { inquiryCreated } from './inquiry-created.ts';
import { inquiryMessage } from './inquiry-message.ts';
import { needHelpCreated } from './need-help-created.ts';
import { businessInvitation } from './business-invitation.ts';
import { membershipReceipt } from './membership-receipt.ts';
import { verificationDecision } from './verification-decision.ts';

/** Every kind of mail the portal sends, by the name the outbox keeps. */
export const MAIL_TEMPLATES = {
  'inquiry.created': inquiryCreated,
  'inquiry.message': inquiryMessage,
  'needhelp.created': needHelpCreated,
  // Notification mail (decision 0024).
  'business.invitation': businessInvitation,
  'membership.receipt': membershipReceipt,
  'verification.decision': verificationDecision,
};

export type MailTemplateName = keyof typeof MAIL_TEMPLATES;
/** The data a mail of that kind is queued with. */
export type MailData<Name extends MailTemplateName> = z.input<(typeof MAIL_TEMPLATES)[Name]['schema']>;

export const isMailTemplate = (name: string): name is MailTemplateName => Object.hasOwn(MAIL_TEMPLATES, name);
