import { htmlLangOf, isUnsubscribeTopic, languagePrefix, type UnsubscribeTopic } from '@b2b/contracts';
import type { z } from 'zod';
import { isMailTemplate, MAIL_TEMPLATES } from './index.ts';
import { html } from './markup.ts';
import type { MailContext, MailContent, MailTemplate } from './template.ts';
import { MAIL_WORDS, mailLanguageOf, NOTIFICATION_MAIL_WORDS } from './words.ts';

/** The portal as its mails name it. */
export interface MailPortal {
  brandName: string;
  countryName: string;
  /** `PUBLIC_URL`: every link of a mail is absolute on it. */
  publicUrl: string;
  /** The signed link that turns a person's kind of notification mail off (decision 0024). */
  unsubscribeUrl?: (userID: string, topic: UnsubscribeTopic) => string;
}

export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
  /** Headers beside the usual ones: the unsubscribe headers of a notification mail (RFC 8058). */
  headers: Record<string, string>;
}

/** The unsubscribe link of a notification mail: for its recipient and its kind (or digest), when it has both. */
function unsubscribeOf(
  mail: { recipientUserID?: string | null; kind?: string | null },
  portal: MailPortal,
): string | null {
  const { recipientUserID, kind } = mail;
  if (!recipientUserID || !kind || !portal.unsubscribeUrl || !isUnsubscribeTopic(kind)) return null;
  return portal.unsubscribeUrl(recipientUserID, kind);
}

/** A mail that can never be rendered (an unknown template, data of the wrong shape): sending it again will not help. */
export class UnrenderableMail extends Error {}

/** Renders a queued mail in its language: the template's content in the portal's frame, as text and as HTML. */
export function renderMail(
  mail: {
    template: string;
    data: unknown;
    language: string;
    recipientUserID?: string | null;
    kind?: string | null;
  },
  portal: MailPortal,
): RenderedMail {
  if (!isMailTemplate(mail.template)) throw new UnrenderableMail(`no template ${mail.template}`);
  const template: MailTemplate<z.ZodType> = MAIL_TEMPLATES[mail.template];
  const data = template.schema.safeParse(mail.data);
  if (!data.success) throw new UnrenderableMail(`data unfit for ${mail.template}: ${data.error.message}`);
  const language = mailLanguageOf(mail.language);
  const words = MAIL_WORDS[language];
  const origin = portal.publicUrl.replace(/\/+$/, '');
  const context: MailContext = {
    language,
    words,
    link: (path) => `${origin}${languagePrefix(language)}${path}`,
  };
  const content: MailContent = template.render(data.data, context);
  const signature = words.signature(portal.brandName, portal.countryName);
  const unsubscribe = unsubscribeOf(mail, portal);
  const stop = NOTIFICATION_MAIL_WORDS[language].stopTheseEmails;
  return {
    subject: content.subject,
    headers: unsubscribe
      ? { 'List-Unsubscribe': `<${unsubscribe}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' }
      : {},
    text: [
      ...content.text,
      '',
      '-- ',
      signature,
      words.automatic,
      origin,
      ...(unsubscribe ? [`${stop}: ${unsubscribe}`] : []),
    ].join('\n'),
    html: html`<!doctype html>
      <html lang="${htmlLangOf(language)}">
        <head>
          <meta charset="utf-8" />
          <meta name="viewport" content="width=device-width" />
          <title>${content.subject}</title>
        </head>
        <body
          style="margin:0;padding:24px;background:#f4f5f7;font-family:Arial,Helvetica,sans-serif;color:#1f2933;line-height:1.5"
        >
          <div style="max-width:600px;margin:0 auto;background:#ffffff;border-radius:8px;padding:24px">
            <p style="margin:0 0 16px;font-size:20px;font-weight:bold">
              <a href="${origin}/" style="color:#0b5cad;text-decoration:none">${portal.brandName}</a>
            </p>
            ${content.html}
            <hr style="border:none;border-top:1px solid #d9dee4;margin:24px 0 12px" />
            <p style="margin:0;font-size:12px;color:#66727f">${signature}<br />${words.automatic}</p>
            ${
              unsubscribe
                ? html`<p style="margin:8px 0 0;font-size:12px">
                    <a href="${unsubscribe}" style="color:#66727f">${stop}</a>
                  </p>`
                : ''
            }
          </div>
        </body>
      </html> `.markup,
  };
}
