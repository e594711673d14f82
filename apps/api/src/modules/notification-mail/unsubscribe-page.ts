import { htmlLangOf, languagePrefix, type InterfaceLanguage } from '@b2b/contracts';
import { html, type Html } from '../mail/templates/markup.ts';
import type { MailPortal } from '../mail/templates/render.ts';
import { NOTIFICATION_MAIL_WORDS } from '../mail/templates/words.ts';

/** The three states of the unsubscribe page: asking (GET), done (after the POST), and a link that is not valid. */
export type UnsubscribePageState =
  | { state: 'ask'; kind: keyof (typeof NOTIFICATION_MAIL_WORDS)['en']['kindNames']; action: string }
  | { state: 'done'; kind: keyof (typeof NOTIFICATION_MAIL_WORDS)['en']['kindNames'] }
  | { state: 'refused' };

/**
 * The page an unsubscribe link opens: a plain form, no script, so that it works in any mail app's browser. Opening it
 * changes nothing (mail scanners open links); its button posts to the same address, as the one-click POST does.
 */
export function unsubscribePage(
  page: UnsubscribePageState,
  language: InterfaceLanguage,
  portal: Pick<MailPortal, 'brandName' | 'publicUrl'>,
): string {
  const words = NOTIFICATION_MAIL_WORDS[language];
  const origin = portal.publicUrl.replace(/\/+$/, '');
  const profile = `${origin}${languagePrefix(language)}/profile`;
  const body: Html =
    page.state === 'ask'
      ? html`<h1>${words.unsubscribeQuestion(words.kindNames[page.kind])}</h1>
          <form method="post" action="${page.action}">
            <button type="submit">${words.unsubscribeButton}</button>
          </form>
          <p><a href="${profile}">${words.unsubscribeElsewhere}</a></p>`
      : page.state === 'done'
        ? html`<h1>${words.unsubscribeTitle}</h1>
            <p role="status">${words.unsubscribeDone(words.kindNames[page.kind])}</p>
            <p><a href="${profile}">${words.unsubscribeElsewhere}</a></p>`
        : html`<h1>${words.unsubscribeTitle}</h1>
            <p role="alert">${words.unsubscribeRefused}</p>
            <p><a href="${profile}">${words.unsubscribeElsewhere}</a></p>`;
  return html`<!doctype html>
    <html lang="${htmlLangOf(language)}">
      <head>
        <meta charset="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="robots" content="noindex" />
        <title>${words.unsubscribeTitle} · ${portal.brandName}</title>
      </head>
      <body
        style="margin:0;padding:24px;font-family:Arial,Helvetica,sans-serif;color:#1f2933;line-height:1.5"
      >
        <main style="max-width:560px;margin:0 auto">
          <p style="font-size:20px;font-weight:bold">
            <a href="${origin}/" style="color:#0b5cad;text-decoration:none">${portal.brandName}</a>
          </p>
          ${body}
        </main>
      </body>
    </html> `.markup;
}
