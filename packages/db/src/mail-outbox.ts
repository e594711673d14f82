import { sql } from 'drizzle-orm';
import type { Database } from './client.ts';
import { emailOutbox } from './schema/mail.ts';

/** The channel an enqueue notifies (on commit), which wakes the mailer's workers. */
export const MAIL_CHANNEL = 'email_outbox';

/**
 * A mail to queue, untyped: the portal's API checks the template's data against its template (`MailInput`), the account
 * service against the account mails' schemas in the contracts; the worker checks it again when it renders.
 */
export interface OutboxMail {
  to: string;
  template: string;
  data: Record<string, unknown>;
  /** en, es, it or zh. */
  language: string;
  replyTo?: string;
  /** A notification mail's person and kind (their unsubscribe link), and the key of the mails it gathers with. */
  recipientUserID?: string;
  kind?: string;
  coalesceKey?: string;
}

/** The outbox row of a mail, with its own id and `Message-ID`. */
export const outboxRow = (mail: OutboxMail, messageID: string) => ({
  id: crypto.randomUUID(),
  toAddress: mail.to,
  template: mail.template,
  data: mail.data,
  language: mail.language,
  replyTo: mail.replyTo ?? null,
  messageID,
  recipientUserID: mail.recipientUserID ?? null,
  kind: mail.kind ?? null,
  coalesceKey: mail.coalesceKey ?? null,
});

/**
 * The one way mail is queued, by every server that shares the outbox: `enqueue` writes the rows within the caller's
 * transaction (so that a mail exists exactly when what it reports does) and notifies the workers, who hear it once the
 * transaction commits. Each row gets its `Message-ID` here, on `messageDomain` (the sending server's host).
 */
export function outboxWriter(messageDomain: string) {
  const notify = (executor: Database) => executor.execute(sql`select pg_notify(${MAIL_CHANNEL}, '')`);
  const messageID = () => `<${crypto.randomUUID()}@${messageDomain}>`;
  return {
    messageDomain,
    messageID,
    notify,
    async enqueue(executor: Database, mails: OutboxMail[]): Promise<void> {
      if (mails.length === 0) return;
      await executor.insert(emailOutbox).values(mails.map((mail) => outboxRow(mail, messageID())));
      await notify(executor);
    },
  };
}
export type OutboxWriter = ReturnType<typeof outboxWriter>;
