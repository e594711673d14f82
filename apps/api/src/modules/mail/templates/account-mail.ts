import { ACCOUNT_MAIL_WORDS, type AccountMailWords } from './account-words.ts';
import { html, oneLine } from './markup.ts';
import type { MailContent, MailContext } from './template.ts';

/**
 * The account service's mails: a greeting, what happened, one link to the account service (absolute, made by the
 * account service with its single-use token) and how long it works, and what to do when it was not the person.
 */
export function accountMail(
  context: MailContext,
  parts: (words: AccountMailWords) => {
    subject: string;
    firstName: string;
    lines: string[];
    action: string;
    url: string;
    validity: string;
    notYou?: string;
  },
): MailContent {
  const p = parts(ACCOUNT_MAIL_WORDS[context.language]);
  const greeting = ACCOUNT_MAIL_WORDS[context.language].greeting(oneLine(p.firstName));
  const after = [p.validity, ...(p.notYou ? [p.notYou] : [])];
  return {
    subject: p.subject,
    text: [greeting, '', ...p.lines, '', `${p.action}:`, p.url, '', ...after],
    html: html`<p>${greeting}</p>
      ${p.lines.map((line) => html`<p>${line}</p>`)}
      <p>
        <a
          href="${p.url}"
          style="display:inline-block;padding:10px 18px;background:#0b5cad;color:#ffffff;border-radius:6px;text-decoration:none"
          >${p.action}</a
        >
      </p>
      <p style="font-size:13px;color:#66727f">${p.url}</p>
      ${after.map((line) => html`<p>${line}</p>`)}`,
  };
}
