import { ACCOUNT_LINK_SENT_MESSAGE, type AdminMailList, type ErrorEnvelope } from '@b2b/contracts';
import { eq, outboxRow, tables } from '@b2b/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../test/build-test-app.ts';
import type { TestUser } from '../../test/test-tokens.ts';
import { useTestApp } from '../../test/use-test-app.ts';
import { mailOutbox } from './mail.repository.ts';

// No SMTP_URL: as on a developer's machine, the mails stay in the outbox.
const { app, database, visitor: person } = await useTestApp();
const { emailOutbox, administrators } = tables;
const outbox = mailOutbox('portal.test');

let administrator: TestUser;
let stranger: TestUser;
let waitingID: string;
let failedID: string;

beforeAll(async () => {
  [administrator, stranger] = await Promise.all([person(), person()]);
  await database.db.insert(administrators).values({ userID: administrator.userID });
  // One after the other, so that the second is the newer.
  const queue = (to: string, language: 'it' | 'en', message: string) =>
    database.db.transaction((tx) =>
      outbox.enqueue(tx, [
        { to, language, template: 'inquiry.message', data: { message, path: '/message-center' } },
      ]),
    );
  await queue('buyer@example.com', 'it', 'Prezzo per <b>1000</b> pezzi?');
  await queue('gone@example.com', 'en', 'Hello');
  const rows = await database.db.select().from(emailOutbox);
  waitingID = rows.find((row) => row.toAddress === 'buyer@example.com')!.id;
  failedID = rows.find((row) => row.toAddress === 'gone@example.com')!.id;
  await database.db
    .update(emailOutbox)
    .set({ status: 'failed', attempts: 1, lastError: '550 No such mailbox' })
    .where(eq(emailOutbox.id, failedID));
});

type Response = Awaited<ReturnType<typeof app.inject>>;
const call = (user: TestUser | null, method: 'GET' | 'POST', url: string) =>
  app.inject({ method, url: `/api${url}`, headers: user?.headers ?? {} });

function refused(response: Response, status: number, name: string) {
  expect(response.statusCode, response.body).toBe(status);
  expect(response.json<ErrorEnvelope>()).toMatchObject({ success: false, name });
}

describe('the administrators’ mail queue', () => {
  it('needs a session, then is unknown to anyone but an administrator, before reading the input', async () => {
    refused(await call(null, 'GET', '/admin/mail'), 401, 'TokenNotFound');
    refused(await call(stranger, 'GET', '/admin/mail'), 404, 'NotFound');
    refused(await call(stranger, 'GET', '/admin/mail?status=nonsense'), 404, 'NotFound');
    refused(await call(stranger, 'POST', `/admin/mail/${failedID}/resend`), 404, 'NotFound');
    refused(await call(null, 'POST', `/admin/mail/${failedID}/resend`), 401, 'TokenNotFound');
  });

  it('refuses bad input with the error envelope', async () => {
    refused(await call(administrator, 'GET', '/admin/mail?status=nonsense'), 400, 'ValidationError');
    refused(await call(administrator, 'GET', '/admin/mail?skip=-1'), 400, 'ValidationError');
    refused(await call(administrator, 'POST', '/admin/mail/not-an-id/resend'), 400, 'ValidationError');
  });

  it('lists the queue newest first, by status, with the counts, the rendered subject and the reason of a failure', async () => {
    const all = await call(administrator, 'GET', '/admin/mail');
    expect(all.statusCode, all.body).toBe(200);
    const list = all.json<{ data: AdminMailList }>().data;
    expect(list.counts).toEqual({ waiting: 1, sent: 0, failed: 1 });
    expect(list.total).toBe(2);
    const failed = await call(administrator, 'GET', '/admin/mail?status=failed');
    const { mails, total } = failed.json<{ data: AdminMailList }>().data;
    expect(total).toBe(1);
    expect(mails).toEqual([
      expect.objectContaining({
        mailID: failedID,
        to: 'gone@example.com',
        status: 'failed',
        attempts: 1,
        lastError: '550 No such mailbox',
        subject: 'New message about your request',
        sentAt: null,
      }),
    ]);
    const waiting = (await call(administrator, 'GET', '/admin/mail?status=waiting')).json<{
      data: AdminMailList;
    }>();
    expect(waiting.data.mails.map((mail) => [mail.mailID, mail.subject])).toEqual([
      [waitingID, 'Nuovo messaggio sulla tua richiesta'],
    ]);
  });

  it('queues a failed mail again as a new one, and refuses a waiting or unknown one with 404', async () => {
    const [before] = await database.db.select().from(emailOutbox).where(eq(emailOutbox.id, failedID));
    const resent = await call(administrator, 'POST', `/admin/mail/${failedID}/resend`);
    expect(resent.statusCode, resent.body).toBe(200);
    expect(resent.json()).toEqual({ success: true });
    const [after] = await database.db.select().from(emailOutbox).where(eq(emailOutbox.id, failedID));
    expect(after).toMatchObject({ status: 'waiting', attempts: 0, lastError: null });
    expect(after!.messageID).not.toBe(before!.messageID);
    expect(after!.messageID).toMatch(/^<[0-9a-f-]{36}@localhost>$/);

    refused(await call(administrator, 'POST', `/admin/mail/${failedID}/resend`), 404, 'NotFound');
    refused(
      await call(administrator, 'POST', '/admin/mail/00000000-0000-4000-8000-000000000000/resend'),
      404,
      'NotFound',
    );
  });

  it('does not resend an account mail that left, whose link it no longer keeps: 409', async () => {
    const [sent] = await database.db
      .insert(emailOutbox)
      .values(
        outboxRow(
          {
            to: 'left@example.com',
            language: 'en',
            template: 'account.verify-email',
            data: { firstName: 'Li' },
          },
          outbox.messageID(),
        ),
      )
      .returning({ id: emailOutbox.id });
    await database.db
      .update(emailOutbox)
      .set({ status: 'sent', sentAt: new Date() })
      .where(eq(emailOutbox.id, sent!.id));
    const list = (await call(administrator, 'GET', '/admin/mail?status=sent')).json<{
      data: AdminMailList;
    }>();
    expect(list.data.mails.find((mail) => mail.mailID === sent!.id)?.resendable).toBe(false);
    const failed = (await call(administrator, 'GET', '/admin/mail?status=failed')).json<{
      data: AdminMailList;
    }>();
    expect(failed.data.mails.every((mail) => mail.resendable)).toBe(true);

    const refusal = await call(administrator, 'POST', `/admin/mail/${sent!.id}/resend`);
    refused(refusal, 409, 'Conflict');
    expect(refusal.json<ErrorEnvelope>().message).toBe(ACCOUNT_LINK_SENT_MESSAGE);
    const [row] = await database.db.select().from(emailOutbox).where(eq(emailOutbox.id, sent!.id));
    expect(row!.status).toBe('sent');
  });
});

describe('/dev/mail', () => {
  it('lists the outbox newest first and shows a mail rendered: HTML in a sandboxed frame, and the text', async () => {
    const list = await app.inject({ method: 'GET', url: '/dev/mail' });
    expect(list.statusCode).toBe(200);
    expect(list.headers['content-type']).toMatch(/^text\/html/);
    expect(list.body.indexOf('gone@example.com')).toBeLessThan(list.body.indexOf('buyer@example.com'));
    expect(list.body).toContain(`<a href="/dev/mail/${waitingID}">Nuovo messaggio sulla tua richiesta</a>`);

    const page = await app.inject({ method: 'GET', url: `/dev/mail/${waitingID}` });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<h1>Nuovo messaggio sulla tua richiesta</h1>');
    // The HTML part is escaped once more as the frame's attribute: what the person wrote is text in the frame too.
    expect(page.body).toMatch(/<iframe title="HTML part" sandbox="" srcdoc="&lt;!doctype html&gt;/);
    expect(page.body).toContain('Prezzo per &amp;lt;b&amp;gt;1000&amp;lt;/b&amp;gt; pezzi?');
    expect(page.body).toContain('&gt; Prezzo per &lt;b&gt;1000&lt;/b&gt; pezzi?');
    expect(page.body).toContain('http://localhost:3000/it/message-center');
  });

  it('answers 404 for an unknown mail and 400 for what is not a mail id', async () => {
    expect(
      (await app.inject({ method: 'GET', url: '/dev/mail/00000000-0000-4000-8000-000000000000' })).statusCode,
    ).toBe(404);
    expect((await app.inject({ method: 'GET', url: '/dev/mail/nonsense' })).statusCode).toBe(400);
  });

  describe('in production', () => {
    let production: Awaited<ReturnType<typeof buildTestApp>>;
    beforeAll(async () => {
      production = await buildTestApp({
        database,
        env: {
          NODE_ENV: 'production',
          MAIL_DISABLED: 'true',
          MAIL_UNSUBSCRIBE_SECRET: 'unsubscribe-secret-of-at-least-32-characters',
          ALLOW_SANDBOX_PAYMENTS: 'true',
          PUBLIC_URL: 'https://portal.test',
          AUTH_URL: 'https://accounts.portal.test',
        },
      });
    });
    afterAll(() => production.close());

    it('does not exist', async () => {
      expect((await production.inject({ method: 'GET', url: '/dev/mail' })).statusCode).toBe(404);
      expect((await production.inject({ method: 'GET', url: `/dev/mail/${waitingID}` })).statusCode).toBe(
        404,
      );
    });
  });
});
