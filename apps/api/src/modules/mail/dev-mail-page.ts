import type { OutboxRow } from './mail.repository.ts';
import { html, type Html } from './templates/markup.ts';
import type { RenderedMail } from './templates/render.ts';

const page = (title: string, body: Html) =>
  html`<!doctype html>
    <html lang="en">
      <head>
        <meta charset="utf-8" />
        <title>${title}</title>
        <style>
          body {
            font-family: system-ui, sans-serif;
            margin: 24px;
            color: #1f2933;
          }
          table {
            border-collapse: collapse;
            width: 100%;
          }
          th,
          td {
            text-align: left;
            padding: 6px 8px;
            border-bottom: 1px solid #d9dee4;
            vertical-align: top;
          }
          iframe {
            width: 100%;
            height: 480px;
            border: 1px solid #d9dee4;
          }
          pre {
            white-space: pre-wrap;
            background: #f4f5f7;
            padding: 12px;
          }
        </style>
      </head>
      <body>
        ${body}
      </body>
    </html> `.markup;

const when = (date: Date | null) => (date ? date.toISOString().replace('T', ' ').slice(0, 19) : '');

/** The list: every mail of the outbox, newest first, each a link to its page. */
export function devMailsPage(mails: { row: OutboxRow; subject: string | null }[]): string {
  return page(
    'Mail outbox',
    html`<h1>Mail outbox</h1>
      <p>
        The mails the portal queued, newest first (development only). Without <code>SMTP_URL</code> they stay
        here.
      </p>
      ${mails.length === 0 ? html`<p>No mail has been queued yet.</p>` : ''}
      <table>
        <thead>
          <tr>
            <th>Subject</th>
            <th>To</th>
            <th>Kind</th>
            <th>Language</th>
            <th>Status</th>
            <th>Queued</th>
          </tr>
        </thead>
        <tbody>
          ${mails.map(
            ({ row, subject }) =>
              html`<tr>
                <td><a href="/dev/mail/${row.id}">${subject ?? `(${row.template})`}</a></td>
                <td>${row.toAddress}</td>
                <td>${row.template}</td>
                <td>${row.language}</td>
                <td>${row.status}</td>
                <td>${when(row.createdAt)}</td>
              </tr>`,
          )}
        </tbody>
      </table>`,
  );
}

/** One mail: its headers, its HTML part in a sandboxed frame (no script, no same origin) and its text part. */
export function devMailPage({
  row,
  mail,
}: {
  row: OutboxRow;
  mail: RenderedMail | { error: string };
}): string {
  const parts =
    'error' in mail
      ? html`<p role="alert">This mail cannot be rendered: ${mail.error}</p>`
      : html`<h2>HTML</h2>
          <iframe title="HTML part" sandbox="" srcdoc="${mail.html}"></iframe>
          <h2>Text</h2>
          <pre>${mail.text}</pre>`;
  return page(
    'subject' in mail ? mail.subject : 'Mail',
    html`<p><a href="/dev/mail">All mails</a></p>
      <h1>${'subject' in mail ? mail.subject : row.template}</h1>
      <table>
        <tr>
          <th>To</th>
          <td>${row.toAddress}</td>
        </tr>
        <tr>
          <th>Reply-To</th>
          <td>${row.replyTo ?? ''}</td>
        </tr>
        <tr>
          <th>Message-ID</th>
          <td>${row.messageID}</td>
        </tr>
        ${
          'headers' in mail
            ? Object.entries(mail.headers).map(
                ([name, value]) =>
                  html`<tr>
                    <th>${name}</th>
                    <td>${value}</td>
                  </tr>`,
              )
            : ''
        }
        <tr>
          <th>Kind</th>
          <td>${row.template} (${row.language})</td>
        </tr>
        <tr>
          <th>Status</th>
          <td>${row.status}, ${row.attempts} tries${row.lastError ? `: ${row.lastError}` : ''}</td>
        </tr>
        <tr>
          <th>Queued</th>
          <td>${when(row.createdAt)}</td>
        </tr>
        <tr>
          <th>Sent</th>
          <td>${when(row.sentAt)}</td>
        </tr>
      </table>
      ${parts}`,
  );
}
