import { fork, type ChildProcess } from 'node:child_process';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { buildApp, mailOutbox, type MailInput, type PortalEnv } from '@b2b/api';
import { count, eq, sql, tables, type DatabaseHandle } from '@b2b/db';
import { listenSmtp } from '@b2b/api/testing/smtp';

export const MAILER = 'mailer';

export interface MailerResult {
  driver: DatabaseHandle['driver'];
  mails: number;
  /** Worker processes, or worker loops of this process on PGlite (whose database lives in one process). */
  workers: string;
  seconds: number;
  perSecond: number;
  /** Mails the SMTP server received more than once (none, if each left once). */
  duplicates: number;
  sentRows: number;
  maxAttempts: number;
  /** From a transaction's commit to its mail's arrival at the SMTP server, with the workers idle: milliseconds. */
  latency: { samples: number; p50: number; p95: number; max: number };
}

/**
 * A mail server on a loopback port that keeps when each mail arrived, by its Message-ID and by its recipient, without
 * parsing more of it than those two headers.
 */
async function smtpSink() {
  const arrivals = new Map<string, number>();
  const byRecipient = new Map<string, number>();
  let received = 0;
  const server = await listenSmtp(async (raw, session) => {
    const at = performance.now();
    const id = /^Message-ID: *(<[^>]+>)/im.exec(raw)?.[1] ?? '';
    received++;
    if (!arrivals.has(id)) arrivals.set(id, at);
    for (const to of session.envelope.rcptTo) byRecipient.set(to.address, at);
  });
  return {
    url: server.url,
    arrivals,
    byRecipient,
    received: () => received,
    close: server.close,
  };
}

const mailTo = (to: string): MailInput => ({
  to,
  language: 'en',
  template: 'inquiry.message',
  data: { message: 'A benchmark message.\nIts second line.', path: '/message-center' },
});

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))]!;

async function until(done: () => boolean | Promise<boolean>, timeoutMs: number, what: string) {
  const deadline = Date.now() + timeoutMs;
  while (!(await done())) {
    if (Date.now() > deadline)
      throw new Error(`mailer benchmark: ${what} did not happen within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}

/** Starts a worker process on the PostgreSQL database and resolves once its worker listens. */
function workerProcess(env: NodeJS.ProcessEnv): Promise<ChildProcess> {
  const script = fileURLToPath(new URL('mail-worker-process.ts', import.meta.url));
  const child = fork(script, { env, execArgv: ['--import', 'tsx'], stdio: 'inherit' });
  return new Promise((resolve, reject) => {
    child.once('message', () => resolve(child));
    child.once('error', reject);
    child.once('exit', (code) => reject(new Error(`a mail worker process stopped (exit ${code})`)));
  });
}

const stopped = (child: ChildProcess) =>
  new Promise<void>((resolve) => {
    child.once('exit', () => resolve());
    child.send('stop');
  });

/**
 * The mailer: `mails` mails queued in one transaction and sent to a local SMTP server by two workers (two processes on
 * PostgreSQL, two worker loops of this process on PGlite), each mail exactly once; then, the workers idle, `samples`
 * mails queued one at a time, each timed from its commit to its arrival.
 */
export async function benchMailer(
  env: PortalEnv,
  handle: DatabaseHandle,
  { mails = 10_000, samples = 100 } = {},
): Promise<MailerResult> {
  const sink = await smtpSink();
  const outbox = mailOutbox('bench.invalid');
  const { db } = handle;
  const cleanups: (() => Promise<unknown>)[] = [sink.close];
  try {
    // Earlier runs' mails (a database kept between runs) would be sent first: they go out of the way.
    await db
      .update(tables.emailOutbox)
      .set({ status: 'failed' })
      .where(eq(tables.emailOutbox.status, 'waiting'));
    let workers: string;
    if (handle.driver === 'postgres') {
      const children = await Promise.all(
        [1, 2].map(() => workerProcess({ ...process.env, SMTP_URL: sink.url, LOG_LEVEL: 'silent' })),
      );
      cleanups.push(() => Promise.all(children.map(stopped)));
      workers = '2 processes';
    } else {
      for (let i = 0; i < 2; i++) {
        const app = await buildApp({
          env: { ...env, SMTP_URL: sink.url, MAIL_WORKER: true, LOG_LEVEL: 'silent' },
          database: handle,
        });
        await app.ready();
        cleanups.push(() => app.close());
      }
      workers = '2 loops in 1 process';
    }

    const batch = 1000;
    // One transaction: the workers hear of it, and may claim its rows, once it commits.
    await db.transaction(async (tx) => {
      for (let i = 0; i < mails; i += batch) {
        const size = Math.min(batch, mails - i);
        await outbox.enqueue(
          tx,
          Array.from({ length: size }, (_, j) => mailTo(`buyer${i + j}@bench.invalid`)),
        );
      }
    });
    const committed = performance.now();
    await until(() => sink.received() >= mails, 600_000, `${mails} mails arriving`);
    const seconds = (performance.now() - committed) / 1000;
    await until(
      async () =>
        (
          await db
            .select({ n: count() })
            .from(tables.emailOutbox)
            .where(
              sql`${tables.emailOutbox.toAddress} like '%@bench.invalid' and ${tables.emailOutbox.status} = 'sent'`,
            )
        )[0]!.n >= mails,
      60_000,
      'every mail marked sent',
    );
    const [rows] = await db
      .select({ sent: count(), maxAttempts: sql<number>`max(${tables.emailOutbox.attempts})::int` })
      .from(tables.emailOutbox)
      .where(
        sql`${tables.emailOutbox.toAddress} like '%@bench.invalid' and ${tables.emailOutbox.status} = 'sent'`,
      );

    const latencies: number[] = [];
    for (let i = 0; i < samples; i++) {
      const to = `sample${i}@latency.invalid`;
      await db.transaction((tx) => outbox.enqueue(tx, [mailTo(to)]));
      const at = performance.now();
      await until(() => sink.byRecipient.has(to), 30_000, `the mail to ${to} arriving`);
      latencies.push(sink.byRecipient.get(to)! - at);
      // Idle between samples, as a worker between requests.
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    latencies.sort((a, b) => a - b);
    return {
      driver: handle.driver,
      mails,
      workers,
      seconds,
      perSecond: mails / seconds,
      duplicates: sink.received() - sink.arrivals.size,
      sentRows: rows!.sent,
      maxAttempts: rows!.maxAttempts,
      latency: {
        samples,
        p50: percentile(latencies, 0.5),
        p95: percentile(latencies, 0.95),
        max: latencies.at(-1)!,
      },
    };
  } finally {
    for (const cleanup of cleanups.reverse()) await cleanup();
  }
}

export function formatMailer(result: MailerResult): string {
  const { latency } = result;
  return [
    `mailer (${result.driver}, ${result.workers}): ${result.mails} mails in ${result.seconds.toFixed(1)} s, ` +
      `${result.perSecond.toFixed(0)} mails a second; ${result.duplicates} received twice; ` +
      `${result.sentRows} rows sent, at most ${result.maxAttempts} try each`,
    `mailer, commit to mail leaving (workers idle, ${latency.samples} mails one at a time): ` +
      `p50 ${latency.p50.toFixed(0)} ms, p95 ${latency.p95.toFixed(0)} ms, max ${latency.max.toFixed(0)} ms`,
  ].join('\n');
}
