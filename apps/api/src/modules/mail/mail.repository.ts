import { ACCOUNT_MAIL_TEMPLATE_NAMES, type InterfaceLanguage, type UnsubscribeTopic } from '@b2b/contracts';
import {
  and,
  asc,
  count,
  desc,
  eq,
  inArray,
  isNull,
  lt,
  lte,
  MAIL_CHANNEL,
  or,
  outboxRow,
  outboxWriter,
  sql,
  tables,
  type Database,
} from '@b2b/db';
import type { MailData, MailTemplateName } from './templates/index.ts';

const { emailOutbox } = tables;

export { MAIL_CHANNEL };

export type OutboxRow = typeof emailOutbox.$inferSelect;
export type MailStatus = OutboxRow['status'];

/** Where a mail goes, and in which language. */
export interface MailRecipient {
  email: string;
  language: InterfaceLanguage;
}

/** A mail to queue: its template and the template's data, in the recipient's language. */
export type MailInput = {
  [Name in MailTemplateName]: {
    to: string;
    template: Name;
    data: MailData<Name>;
    language: InterfaceLanguage;
    replyTo?: string;
  } & NotificationMailFields;
}[MailTemplateName];

/**
 * What makes a mail a notification mail (decision 0024): whose it is and what its unsubscribe link turns off (its kind,
 * or `daily` for a digest).
 */
export interface NotificationMailFields {
  recipientUserID?: string;
  kind?: UnsubscribeTopic;
  /** Waiting mails with one key are one mail (`enqueueCoalesced`). */
  coalesceKey?: string;
}

/**
 * The portal's way to queue mail: the shared outbox writer (`outboxWriter`, which the account service uses too), typed
 * by the portal's templates, so that a mail's data fits its template when it is written. Message-IDs on
 * `messageDomain` (the portal's host).
 */
export function mailOutbox(messageDomain: string) {
  const writer = outboxWriter(messageDomain);
  return {
    ...writer,
    enqueue: (executor: Database, mails: MailInput[]): Promise<void> => writer.enqueue(executor, mails),

    /**
     * Queues a mail that gathers with the waiting one of its key (decision 0024): while a mail of `coalesceKey` waits
     * unclaimed, the new one replaces its data and counts one more (`count` in the data); otherwise a new mail is
     * queued, due no sooner than `spacingMs` after the key's previous mail left (or is due). The caller's transaction
     * must hold a lock that orders the writers of one key (a thread's row): two of them never both insert.
     */
    async enqueueCoalesced(
      executor: Database,
      mail: MailInput & { coalesceKey: string },
      spacingMs: number,
    ): Promise<void> {
      const merged = await executor
        .update(emailOutbox)
        .set({
          data: sql`${JSON.stringify(mail.data)}::jsonb || jsonb_build_object('count', coalesce((${emailOutbox.data}->>'count')::int, 1) + 1)`,
          language: mail.language,
          toAddress: mail.to,
        })
        .where(
          and(
            eq(emailOutbox.coalesceKey, mail.coalesceKey),
            eq(emailOutbox.status, 'waiting'),
            isNull(emailOutbox.claimedUntil),
          ),
        )
        .returning({ id: emailOutbox.id });
      if (merged.length > 0) return;
      const [previous] = await executor
        .select({
          at: sql<string | null>`max(coalesce(${emailOutbox.sentAt}, ${emailOutbox.nextAttemptAt}))`,
        })
        .from(emailOutbox)
        .where(
          and(
            eq(emailOutbox.coalesceKey, mail.coalesceKey),
            inArray(emailOutbox.status, ['waiting', 'sent']),
          ),
        );
      await executor.insert(emailOutbox).values({
        ...outboxRow(mail, writer.messageID()),
        nextAttemptAt: previous?.at
          ? sql`greatest(now(), ${previous.at}::timestamptz + ${spacingMs} * interval '1 millisecond')`
          : sql`now()`,
      });
      await writer.notify(executor);
    },

    /** Takes back the waiting, unclaimed mail of a key: what it tells was read before it left. */
    async withdraw(executor: Database, coalesceKey: string): Promise<void> {
      await executor
        .delete(emailOutbox)
        .where(
          and(
            eq(emailOutbox.coalesceKey, coalesceKey),
            eq(emailOutbox.status, 'waiting'),
            isNull(emailOutbox.claimedUntil),
          ),
        );
    },
  };
}
export type MailOutbox = ReturnType<typeof mailOutbox>;

const due = () =>
  and(
    eq(emailOutbox.status, 'waiting'),
    lte(emailOutbox.nextAttemptAt, sql`now()`),
    or(isNull(emailOutbox.claimedUntil), lt(emailOutbox.claimedUntil, sql`now()`)),
  );

const milliseconds = (ms: number) => sql`now() + ${ms} * interval '1 millisecond'`;

/** The outbox as the workers, the administrators and the development page read and change it. */
export function mailRepository(db: Database, outbox: MailOutbox) {
  return {
    /**
     * Takes up to `size` mails whose time has come for `leaseMs`, counting a try of each. `skip locked` lets several
     * workers claim at once without waiting on each other or taking the same row; the lease keeps a row theirs until
     * it is marked, and gives it back to everyone if the worker dies.
     */
    async claim(size: number, leaseMs: number): Promise<OutboxRow[]> {
      const ids = db
        .select({ id: emailOutbox.id })
        .from(emailOutbox)
        .where(due())
        .orderBy(asc(emailOutbox.nextAttemptAt))
        .limit(size)
        .for('update', { skipLocked: true });
      return db
        .update(emailOutbox)
        .set({ claimedUntil: milliseconds(leaseMs), attempts: sql`${emailOutbox.attempts} + 1` })
        .where(inArray(emailOutbox.id, ids))
        .returning();
    },

    /**
     * Marks mails sent. An account mail's single-use link is dropped from its data as it leaves, so the outbox keeps
     * no usable token of the account service.
     */
    async markSent(ids: string[]): Promise<void> {
      if (ids.length === 0) return;
      await db
        .update(emailOutbox)
        .set({
          status: 'sent',
          sentAt: sql`now()`,
          claimedUntil: null,
          lastError: null,
          data: sql`case when ${inArray(emailOutbox.template, [...ACCOUNT_MAIL_TEMPLATE_NAMES])} then ${emailOutbox.data} - 'url' else ${emailOutbox.data} end`,
        })
        .where(inArray(emailOutbox.id, ids));
    },

    async retryLater(id: string, delayMs: number, error: string): Promise<void> {
      await db
        .update(emailOutbox)
        .set({ nextAttemptAt: milliseconds(delayMs), claimedUntil: null, lastError: error })
        .where(eq(emailOutbox.id, id));
    },

    async markFailed(id: string, error: string): Promise<void> {
      await db
        .update(emailOutbox)
        .set({ status: 'failed', claimedUntil: null, lastError: error })
        .where(eq(emailOutbox.id, id));
    },

    /** When the next waiting mail comes due (its next try, or the end of its lease), or null when none waits. */
    async nextDue(): Promise<Date | null> {
      const [row] = await db
        .select({
          at: sql<
            string | null
          >`min(greatest(${emailOutbox.nextAttemptAt}, coalesce(${emailOutbox.claimedUntil}, ${emailOutbox.nextAttemptAt})))`,
        })
        .from(emailOutbox)
        .where(eq(emailOutbox.status, 'waiting'));
      return row?.at ? new Date(row.at) : null;
    },

    /** How many mails wait to be sent, and how many failed for good (both read through an index on `status`). */
    async depth(): Promise<{ waiting: number; failed: number }> {
      const rows = await db
        .select({ status: emailOutbox.status, total: count() })
        .from(emailOutbox)
        .where(inArray(emailOutbox.status, ['waiting', 'failed']))
        .groupBy(emailOutbox.status);
      const of = (status: MailStatus) => rows.find((row) => row.status === status)?.total ?? 0;
      return { waiting: of('waiting'), failed: of('failed') };
    },

    /** A page of the outbox, newest first, of one status or all, with how many mails each status has. */
    async page(status: MailStatus | undefined, skip: number, size: number) {
      const [rows, totals] = await Promise.all([
        db
          .select()
          .from(emailOutbox)
          .where(status ? eq(emailOutbox.status, status) : undefined)
          .orderBy(desc(emailOutbox.createdAt), desc(emailOutbox.id))
          .limit(size)
          .offset(skip),
        db
          .select({ status: emailOutbox.status, total: count() })
          .from(emailOutbox)
          .groupBy(emailOutbox.status),
      ]);
      return { rows, totals };
    },

    async find(id: string): Promise<OutboxRow | null> {
      const [row] = await db.select().from(emailOutbox).where(eq(emailOutbox.id, id));
      return row ?? null;
    },

    /**
     * Queues a sent or failed mail again, as new: its tries start over and it gets a new `Message-ID`, since the
     * administrator sends it again on purpose (a recipient's server may drop a second mail with the first one's id).
     * Answers false when there is no such mail or it is waiting already.
     */
    async resend(id: string): Promise<boolean> {
      return db.transaction(async (tx) => {
        const [row] = await tx
          .update(emailOutbox)
          .set({
            status: 'waiting',
            attempts: 0,
            nextAttemptAt: sql`now()`,
            claimedUntil: null,
            lastError: null,
            sentAt: null,
            messageID: outbox.messageID(),
          })
          .where(and(eq(emailOutbox.id, id), inArray(emailOutbox.status, ['sent', 'failed'])))
          .returning({ id: emailOutbox.id });
        if (row) await outbox.notify(tx);
        return row !== undefined;
      });
    },
  };
}
export type MailRepository = ReturnType<typeof mailRepository>;
