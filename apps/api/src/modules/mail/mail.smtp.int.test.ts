import { eq, outboxWriter, tables } from '@b2b/db';
import { expect, it } from 'vitest';
import { createBusiness } from '../../test/business-factory.ts';
import { startSmtpServer } from '../../test/smtp-server.ts';
import { useTestApp } from '../../test/use-test-app.ts';
import { fullEnquiry, needHelpReferences } from '../need-help/need-help-fixtures.ts';

// The portal's own worker sends through a real mail server in this process; what it received is asserted on.
const smtp = await startSmtpServer();
const SUPPORT = 'help-desk@portal.test';
const PUBLIC_URL = 'https://portal.test';
const { app, database, visitor } = await useTestApp({
  env: { SMTP_URL: smtp.url, SUPPORT_EMAIL: SUPPORT, PUBLIC_URL, BRAND_NAME: 'Acme Trade' },
});
const { emailOutbox, users } = tables;

const outboxRow = async (messageID: string) =>
  (await database.db.select().from(emailOutbox).where(eq(emailOutbox.messageID, messageID)))[0];

it('sends a request’s mail to the business in its owner’s language, both parts, escaped, with a link that works', async () => {
  const owner = await visitor();
  await database.db.update(users).set({ preferredLanguage: 'es' }).where(eq(users.id, owner.userID));
  const { businessID } = await createBusiness(app, owner, { companyName: '<b>Acme</b> & Sons' });
  const buyer = await visitor({ firstName: 'Li', lastName: 'Wei' });
  const sent = await app.inject({
    method: 'POST',
    url: '/api/business/request',
    headers: buyer.headers,
    payload: { to: businessID, subject: 'Valves <script>', message: 'Line one\nBcc: victim@example.com' },
  });
  expect(sent.statusCode, sent.body).toBe(201);
  const requestID = sent.json<{ data: { requestID: string } }>().data.requestID;

  const [mail] = await smtp.waitFor(1);
  const { parsed } = mail!;
  expect(mail!.to).toEqual([owner.email]);
  expect(mail!.from).toBe(SUPPORT);
  expect(parsed.from?.value).toEqual([{ address: SUPPORT, name: 'Acme Trade' }]);
  expect(parsed.subject).toBe('Nueva solicitud para <b>Acme</b> & Sons: Valves <script>');
  expect(parsed.headers.has('bcc')).toBe(false);

  const link = `${PUBLIC_URL}/es/business/${businessID}/requests/${requestID}`;
  expect(parsed.text).toContain('Li Wei envió una solicitud a <b>Acme</b> & Sons.');
  expect(parsed.text).toContain(`> Bcc: victim@example.com`);
  expect(parsed.text).toContain(link);
  expect(parsed.text).toContain('Acme Trade, el portal B2B de China');
  expect(parsed.text!.split('\n').some((line) => line.startsWith('Bcc:'))).toBe(false);

  const html = parsed.html as string;
  expect(html).toContain('<html lang="es">');
  expect(html).toContain('&lt;b&gt;Acme&lt;/b&gt; &amp; Sons');
  expect(html).not.toContain('<b>Acme</b>');
  expect(html).toContain('Valves &lt;script&gt;');
  expect(html).toContain(`<a href="${link}">Abrir el centro de mensajes</a>`);
  // The link is the business's thread in its Requests, in the web app's language prefix and path for it.
  expect(new URL(link).pathname).toBe(`/es/business/${businessID}/requests/${requestID}`);

  const row = await outboxRow(parsed.messageId!);
  expect(row).toMatchObject({ status: 'sent', attempts: 1, language: 'es', lastError: null });
  expect(row!.sentAt).toBeInstanceOf(Date);

  // The business answers: the buyer's mail, in the portal's language, opens the thread in their message center.
  const answered = await app.inject({
    method: 'POST',
    url: `/api/business/request/${requestID}/send-message?bid=${businessID}`,
    headers: owner.headers,
    payload: { content: 'Precio: 12 USD' },
  });
  expect(answered.statusCode, answered.body).toBe(201);
  const answer = (await smtp.waitFor(2))[1]!;
  expect(answer.to).toEqual([buyer.email]);
  expect(answer.parsed.subject).toBe('New message about your request');
  expect(answer.parsed.text).toContain(`${PUBLIC_URL}/message-center?thread=${requestID}`);
  expect(answer.parsed.html).toContain(`<a href="${PUBLIC_URL}/message-center?thread=${requestID}">`);
});

it('sends the need-help enquiry to support, replying to the enquirer, with no header or line a name could add', async () => {
  const refs = await needHelpReferences(app);
  const email = 'ana.lopez@acme-valves.com';
  const before = smtp.received.length;
  const response = await app.inject({
    method: 'POST',
    url: '/api/needhelp/send',
    payload: {
      ...fullEnquiry(refs, email),
      firstName: 'Ana\r\nBcc: attacker@example.com',
      lastName: 'Lopez\nSubject: urgent',
      businessName: 'Acme\u2028Bcc: second@example.com',
      moreInfoBuy: 'Steel bar\r\nBcc: third@example.com',
    },
  });
  expect(response.statusCode, response.body).toBe(201);

  const mail = (await smtp.waitFor(before + 1))[before]!;
  const { parsed } = mail;
  expect(mail.to).toEqual([SUPPORT]);
  expect(parsed.headers.has('bcc')).toBe(false);
  expect(parsed.subject).toBe('Need help: Ana Bcc: attacker@example.com Lopez Subject: urgent');
  expect(parsed.replyTo?.value).toEqual([{ address: email, name: '' }]);
  const header = mail.raw.slice(0, mail.raw.indexOf('\r\n\r\n'));
  expect(header).not.toMatch(/^(Bcc|Subject: urgent)/im);
  for (const part of [parsed.text!, parsed.html as string]) {
    expect(part.split(/\r?\n/).filter((line) => /^\s*Bcc:/i.test(line))).toEqual([]);
  }
  expect(parsed.text).toContain('First name: Ana Bcc: attacker@example.com');
  expect(parsed.text).toContain('More information (buying):\n> Steel bar\n> Bcc: third@example.com');
  expect(parsed.text).toContain('USA state: Texas');
  expect(parsed.html).toMatch(/<th[^>]*>Email<\/th>\s*<td>ana\.lopez@acme-valves\.com<\/td>/);
});

it('sends the account service’s mails, queued through the shared outbox writer, with its own links intact', async () => {
  const before = smtp.received.length;
  const url = 'https://accounts.portal.test/reset-password?token=abc_DEF-123&lang=it';
  // As the account service queues it: the untyped writer, the data its contract schema describes.
  await outboxWriter('accounts.portal.test').enqueue(database.db, [
    {
      to: 'mei@example.test',
      template: 'account.reset-password',
      data: { firstName: 'Mei <i>', url },
      language: 'it',
    },
  ]);
  const mail = (await smtp.waitFor(before + 1))[before]!;
  const { parsed } = mail;
  expect(mail.to).toEqual(['mei@example.test']);
  expect(parsed.subject).toBe('Reimposta la tua password');
  expect(parsed.messageId).toMatch(/@accounts\.portal\.test>$/);
  expect(parsed.text).toContain('Ciao Mei <i>,');
  expect(parsed.text).toContain(url);
  expect(parsed.text).toContain('Il link funziona una sola volta, per 1 ora.');
  const html = parsed.html as string;
  expect(html).toContain('Mei &lt;i&gt;');
  expect(html).toContain(`href="${url.replaceAll('&', '&amp;')}"`);
});
