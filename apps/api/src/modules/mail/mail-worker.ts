import type { Listen } from '@b2b/db';
import pLimit from 'p-limit';
import { MAIL_CHANNEL, type MailRepository, type OutboxRow } from './mail.repository.ts';
import { isPermanentFailure, type MailSender, type OutgoingMail } from './smtp-sender.ts';
import { oneLine } from './templates/markup.ts';
import { UnrenderableMail, type RenderedMail } from './templates/render.ts';

/** Tries before a mail is marked failed. */
export const MAIL_MAX_ATTEMPTS = 8;

export interface MailWorkerOptions {
  repo: Pick<MailRepository, 'claim' | 'markSent' | 'retryLater' | 'markFailed' | 'nextDue'>;
  sender: MailSender;
  render(row: OutboxRow): RenderedMail;
  /** The `From` of every mail. */
  from: OutgoingMail['from'];
  listen: Listen;
  /** Mails sent at once. */
  concurrency: number;
  /** The wait before the second try; each further try waits twice as long as the one before. */
  retryBaseMs: number;
  /** The longest the worker sleeps without a notification (one may be lost while the connection is down). */
  pollMs: number;
  /** How long a claimed mail stays the worker's; a send gets half of it. */
  leaseMs: number;
  log: { warn(details: object, message: string): void; error(details: object, message: string): void };
  /** Told of each batch's sent mails and of each failed try (`final`: the mail was marked failed), for the metrics. */
  counters?: MailWorkerCounters;
}

export interface MailWorkerCounters {
  sent(count: number): void;
  failed(final: boolean): void;
}

/**
 * A send that has not ended by `ms` counts as a temporary failure, so that a transport that never answers cannot hold
 * the worker (nodemailer's pool hung so while this transport was being built, on a failed connection handed back to it):
 * half the lease, so that the row is marked while it is still this worker's.
 */
function withDeadline(sending: Promise<void>, ms: number): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer from the mail server within ${ms / 1000} s`)), ms);
  });
  return Promise.race([sending, deadline]).finally(() => clearTimeout(timer));
}

const reasonOf = (error: unknown): string => {
  const { response, message } = (error ?? {}) as { response?: unknown; message?: unknown };
  return oneLine(String(typeof response === 'string' ? response : (message ?? error))).slice(0, 1000);
};

/**
 * Sends the outbox: woken by the enqueue's notification, by the next retry coming due and by a slow poll, it claims
 * batches of due mails and sends them through `sender`, `concurrency` at a time, until none is due. Several workers
 * (in one process or many) share the outbox safely: each claim takes rows no other worker holds.
 */
export function mailWorker(options: MailWorkerOptions) {
  const { repo, sender, render, from, concurrency, retryBaseMs, pollMs, leaseMs, log } = options;
  const limit = pLimit(concurrency);
  const batchSize = concurrency * 4;
  let stopped = false;
  let draining: Promise<void> | null = null;
  let wokenWhileDraining = false;
  let timer: NodeJS.Timeout | undefined;
  let unlisten: (() => Promise<void>) | undefined;

  /** Sends one claimed mail; answers whether it left, having recorded a failure itself. */
  async function deliver(row: OutboxRow): Promise<boolean> {
    try {
      const mail = render(row);
      await withDeadline(
        sender.send({ ...mail, from, to: row.toAddress, replyTo: row.replyTo, messageID: row.messageID }),
        leaseMs / 2,
      );
      return true;
    } catch (error) {
      const reason = reasonOf(error);
      if (
        error instanceof UnrenderableMail ||
        isPermanentFailure(error) ||
        row.attempts >= MAIL_MAX_ATTEMPTS
      ) {
        log.warn({ mailID: row.id, attempts: row.attempts, reason }, 'a mail failed for good');
        options.counters?.failed(true);
        await repo.markFailed(row.id, reason);
      } else {
        options.counters?.failed(false);
        await repo.retryLater(row.id, retryBaseMs * 2 ** (row.attempts - 1), reason);
      }
      return false;
    }
  }

  function sleepUntil(at: Date | null): void {
    clearTimeout(timer);
    if (stopped) return;
    const wait = at ? Math.min(Math.max(at.getTime() - Date.now(), 0), pollMs) : pollMs;
    timer = setTimeout(wake, wait);
    timer.unref();
  }

  async function drain(): Promise<void> {
    try {
      while (!stopped) {
        const rows = await repo.claim(batchSize, leaseMs);
        if (rows.length === 0) break;
        const sent = await Promise.all(rows.map((row) => limit(() => deliver(row))));
        // One write for the batch's sent mails; a crash before it sends them again, with the same Message-ID.
        const sentIDs = rows.filter((_, i) => sent[i]).map((row) => row.id);
        await repo.markSent(sentIDs);
        options.counters?.sent(sentIDs.length);
      }
      sleepUntil(await repo.nextDue());
    } catch (error) {
      log.error({ err: error }, 'the mail worker could not read the outbox; it tries again later');
      sleepUntil(null);
    }
  }

  function wake(): void {
    if (stopped) return;
    if (draining) {
      wokenWhileDraining = true;
      return;
    }
    draining = drain().finally(() => {
      draining = null;
      if (wokenWhileDraining) {
        wokenWhileDraining = false;
        wake();
      }
    });
  }

  return {
    /** Listens for new mail and sends what is due already. */
    async start(): Promise<void> {
      unlisten = await options.listen(MAIL_CHANNEL, wake, wake);
      wake();
    },

    /** Stops claiming, lets the mails being sent finish and closes the connections. */
    async stop(): Promise<void> {
      stopped = true;
      clearTimeout(timer);
      await unlisten?.();
      await draining;
      sender.close();
    },
  };
}
export type MailWorker = ReturnType<typeof mailWorker>;
