import type { AddressInfo } from 'node:net';
import { eq, tables } from '@b2b/db';
import { SMTPServer } from 'smtp-server';
import { afterAll, expect, it } from 'vitest';
import { useTestApp } from '../../test/use-test-app.ts';
import { fullEnquiry, needHelpReferences } from './need-help-fixtures.ts';

interface Received {
  from: string;
  to: string[];
  raw: string;
}

/** A real mail server in this process, on a free port, that keeps what it receives. */
const received: Received[] = [];
const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS'],
  logger: false,
  onData(stream, session, callback) {
    const chunks: Buffer[] = [];
    stream.on('data', (chunk: Buffer) => chunks.push(chunk));
    stream.on('end', () => {
      received.push({
        from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
        to: session.envelope.rcptTo.map((r) => r.address),
        raw: Buffer.concat(chunks).toString('utf8'),
      });
      callback();
    });
  },
});
await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
const port = (smtp.server.address() as AddressInfo).port;
let smtpOpen = true;
const closeSmtp = () =>
  new Promise<void>((resolve) => {
    smtpOpen = false;
    smtp.close(() => resolve());
  });
afterAll(async () => {
  if (smtpOpen) await closeSmtp();
});

/** A header of a received message, unfolded. */
const header = (raw: string, name: string) =>
  new RegExp(`^${name}: (.*(?:\\r\\n[ \\t].*)*)`, 'im').exec(raw)?.[1]?.replace(/\r\n[ \t]+/g, ' ');

const SUPPORT = 'help-desk@portal.test';
const { app, database } = await useTestApp({
  env: { SMTP_URL: `smtp://127.0.0.1:${port}`, SUPPORT_EMAIL: SUPPORT },
});
const { emailOutbox, needHelpEnquiries } = tables;
const refs = await needHelpReferences(app);

// Plain ASCII, so that the message travels unencoded and its text reads as written.
const send = (email: string) =>
  app.inject({
    method: 'POST',
    url: '/api/needhelp/send',
    payload: { ...fullEnquiry(refs, email), lastName: 'Lopez' },
  });

it('emails the enquiry to support through the mail server, replying to the enquirer, and leaves the outbox alone', async () => {
  const email = 'smtp.buyer@acme-valves.com';
  const response = await send(email);
  expect(response.statusCode, response.body).toBe(201);
  expect(received).toHaveLength(1);
  const [mail] = received;
  expect(mail!.from).toBe(SUPPORT);
  expect(mail!.to).toEqual([SUPPORT]);
  expect(header(mail!.raw, 'Subject')).toBe('Need help: Ana Lopez');
  expect(header(mail!.raw, 'Reply-To')).toBe(email);
  expect(header(mail!.raw, 'To')).toBe(SUPPORT);
  expect(mail!.raw).toContain(`Email: ${email}`);
  expect(mail!.raw).toContain('USA state: Texas');
  expect(await database.db.select().from(emailOutbox)).toEqual([]);
  expect(
    await database.db.select().from(needHelpEnquiries).where(eq(needHelpEnquiries.email, email)),
  ).toHaveLength(1);
});

it('keeps the enquiry and its email in the outbox when the mail server cannot be reached', async () => {
  await closeSmtp();
  const email = 'smtp.down@acme-valves.com';
  const response = await send(email);
  expect(response.statusCode, response.body).toBe(201);
  expect(
    await database.db.select().from(needHelpEnquiries).where(eq(needHelpEnquiries.email, email)),
  ).toHaveLength(1);
  const outbox = await database.db.select().from(emailOutbox);
  expect(outbox).toHaveLength(1);
  expect(outbox[0]).toMatchObject({ toAddress: SUPPORT, template: 'needhelp.created', sentAt: null });
  expect(outbox[0]!.body).toContain(`Email: ${email}`);
});
