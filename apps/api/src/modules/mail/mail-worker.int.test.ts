import { eq, openDatabase, outboxWriter, tables, type DatabaseHandle } from '@b2b/db';
import { openTestDatabase } from '@b2b/db/testing';
import { afterAll, afterEach, expect, it } from 'vitest';
import { startSmtpServer, type SmtpAnswer } from '../../test/smtp-server.ts';
import { mailOutbox, mailRepository } from './mail.repository.ts';
import { MAIL_MAX_ATTEMPTS, mailWorker, type MailWorker } from './mail-worker.ts';
import { smtpSender } from './smtp-sender.ts';
import { renderMail } from './templates/render.ts';

const { emailOutbox } = tables;
const database = await openTestDatabase();
afterAll(() => database.close());
const outbox = mailOutbox('portal.test');
const portal = { brandName: 'B2B Industrial', countryName: 'China', publicUrl: 'https://portal.test' };
const logged: string[] = [];
const log = {
  warn: (_: object, message: string) => logged.push(message),
  error: (_: object, message: string) => logged.push(message),
};

/** A worker on `handle`'s connections (the test database's by default), sending through `smtpUrl`. */
function startWorker(
  smtpUrl: string,
  name = 'Worker',
  handle: Pick<DatabaseHandle, 'db' | 'listen'> = database,
  leaseMs = 60_000,
) {
  const worker = mailWorker({
    repo: mailRepository(handle.db, outbox),
    sender: smtpSender(smtpUrl, 4),
    render: (row) => renderMail(row, portal),
    from: { name, address: 'mailer@portal.test' },
    listen: handle.listen,
    concurrency: 4,
    retryBaseMs: 20,
    pollMs: 200,
    leaseMs,
    log,
  });
  running.push(worker);
  return worker.start().then(() => worker);
}
const running: MailWorker[] = [];
// Each test's workers send through that test's mail server only.
afterEach(() => Promise.all(running.splice(0).map((worker) => worker.stop())));

/** Queues `count` mails to addresses at `domain`, in one transaction; answers their Message-IDs. */
async function queue(domain: string, count = 1): Promise<string[]> {
  await database.db.transaction((tx) =>
    outbox.enqueue(
      tx,
      Array.from({ length: count }, (_, i) => ({
        to: `person${i}@${domain}`,
        language: 'en' as const,
        template: 'inquiry.message' as const,
        data: { message: `Message ${i}`, path: '/message-center' },
      })),
    ),
  );
  return rowsTo(domain).then((rows) => rows.map((row) => row.messageID));
}

const rowsTo = (domain: string) =>
  database.db
    .select()
    .from(emailOutbox)
    .then((rows) => rows.filter((row) => row.toAddress.endsWith(`@${domain}`)));

/** Waits until every mail to `domain` is no longer waiting. */
async function settled(domain: string, timeoutMs = 15_000) {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const rows = await rowsTo(domain);
    if (rows.every((row) => row.status !== 'waiting')) return rows;
    if (Date.now() > until) throw new Error(`mails to ${domain} still waiting: ${JSON.stringify(rows)}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

it('tries a mail again after temporary refusals, with the same Message-ID, and marks it sent', async () => {
  let refusals = 0;
  const smtp = await startSmtpServer((): SmtpAnswer =>
    refusals++ < 2 ? { accept: false, code: 451, message: 'Try again later' } : { accept: true },
  );
  const [messageID] = await queue('temporary.test');
  await startWorker(smtp.url);
  const [row] = await settled('temporary.test');
  expect(row).toMatchObject({ status: 'sent', attempts: 3, lastError: null });
  expect(smtp.refused.map((mail) => mail.parsed.messageId)).toEqual([messageID, messageID]);
  expect(smtp.received.map((mail) => mail.parsed.messageId)).toEqual([messageID]);
});

it("drops an account mail's single-use link from the outbox as it leaves, and keeps other mails whole", async () => {
  const smtp = await startSmtpServer();
  const url = 'https://accounts.portal.test/reset-password?token=single-use-token-of-the-test&lang=en';
  await database.db.transaction((tx) =>
    outboxWriter('accounts.portal.test').enqueue(tx, [
      {
        to: 'reset@links.test',
        language: 'en',
        template: 'account.reset-password',
        data: { firstName: 'Li', url },
      },
    ]),
  );
  await queue('links.test');
  await startWorker(smtp.url);
  const rows = await settled('links.test');
  expect(rows.map((row) => row.status)).toEqual(['sent', 'sent']);
  expect(rows.find((row) => row.template === 'account.reset-password')!.data).toEqual({ firstName: 'Li' });
  expect(rows.find((row) => row.template === 'inquiry.message')!.data).toMatchObject({
    message: 'Message 0',
  });
  // The person got the link all the same.
  const [reset] = await smtp.mailsTo('reset@links.test', 1);
  expect(reset!.parsed.text).toContain(url);
});

it('marks a mail failed with the reason at the first permanent refusal', async () => {
  const smtp = await startSmtpServer(() => ({ accept: false, code: 550, message: 'No such mailbox here' }));
  await queue('permanent.test');
  await startWorker(smtp.url);
  const [row] = await settled('permanent.test');
  expect(row).toMatchObject({ status: 'failed', attempts: 1 });
  expect(row!.lastError).toMatch(/550.*No such mailbox here/);
  expect(smtp.refused).toHaveLength(1);
});

it('gives a mail up after 8 tries when the mail server cannot be reached', async () => {
  const gone = await startSmtpServer();
  await gone.close();
  await queue('unreachable.test');
  const started = Date.now();
  await startWorker(gone.url);
  const [row] = await settled('unreachable.test');
  expect(row).toMatchObject({ status: 'failed', attempts: MAIL_MAX_ATTEMPTS });
  expect(row!.lastError).toMatch(/ECONNREFUSED|connect/i);
  // Exponential backoff: 20, 40, … 1,280 ms between the 8 tries.
  expect(Date.now() - started).toBeGreaterThanOrEqual(20 * (2 ** (MAIL_MAX_ATTEMPTS - 1) - 1));
});

it('counts a send the mail server never answers as a temporary failure after half the lease', async () => {
  // A server that takes the message and never says whether it accepted it.
  const silent = await startSmtpServer(() => new Promise<never>(() => undefined));
  await queue('silent.test');
  await startWorker(silent.url, 'Worker', database, 400);
  const until = Date.now() + 10_000;
  let [row] = await rowsTo('silent.test');
  while (row!.attempts < 2 && Date.now() < until) {
    await new Promise((resolve) => setTimeout(resolve, 50));
    [row] = await rowsTo('silent.test');
  }
  expect(row).toMatchObject({ status: 'waiting', lastError: 'no answer from the mail server within 0.2 s' });
  expect(row!.attempts).toBeGreaterThanOrEqual(2);
  // Given up here, so that the next tests' workers do not send it to their servers.
  await database.db.update(emailOutbox).set({ status: 'failed' }).where(eq(emailOutbox.id, row!.id));
});

it('sends each mail exactly once with two workers, each on connections of its own where the database has them', async () => {
  const smtp = await startSmtpServer();
  // On PostgreSQL the second worker has its own pool and listener, as another process would; PGlite has one connection.
  const second: DatabaseHandle | null = database.url
    ? await openDatabase({ url: database.url, poolSize: 4 })
    : null;
  try {
    await Promise.all([
      startWorker(smtp.url, 'Worker A'),
      startWorker(smtp.url, 'Worker B', second ?? database),
    ]);
    const ids = await queue('twice.test', 400);
    await smtp.waitFor(400, 30_000);
    const rows = await settled('twice.test');
    expect(rows.every((row) => row.status === 'sent' && row.attempts === 1)).toBe(true);
    const received = smtp.received.map((mail) => mail.parsed.messageId);
    expect(new Set(received).size).toBe(400);
    expect([...received].sort()).toEqual([...ids].sort());
    const by = (name: string) =>
      smtp.received.filter((mail) => mail.parsed.from?.value[0]?.name === name).length;
    expect(by('Worker A')).toBeGreaterThan(0);
    expect(by('Worker B')).toBeGreaterThan(0);
  } finally {
    // The workers first: one of them uses the second pool.
    await Promise.all(running.splice(0).map((worker) => worker.stop()));
    await second?.close();
  }
});

it('sends a mail whose worker died after claiming it once its lease ends, with the same Message-ID', async () => {
  const smtp = await startSmtpServer();
  const [messageID] = await queue('crashed.test');
  // A worker that claims the row for 300 ms and dies before sending it.
  const claimed = await mailRepository(database.db, outbox).claim(10, 300);
  expect(claimed.map((row) => row.messageID)).toEqual([messageID]);
  await startWorker(smtp.url);
  const [row] = await settled('crashed.test');
  expect(row).toMatchObject({ status: 'sent', attempts: 2 });
  expect(smtp.received.map((mail) => mail.parsed.messageId)).toEqual([messageID]);
});
