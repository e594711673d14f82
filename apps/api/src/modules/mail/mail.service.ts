import {
  ACCOUNT_LINK_SENT_MESSAGE,
  ACCOUNT_MAIL_TEMPLATE_NAMES,
  type AdminMail,
  type AdminMailList,
  type AdminMailListQuery,
} from '@b2b/contracts';
import { Conflict, NotFound } from '@b2b/server-kit';
import type { PortalEnv } from '../../config.ts';
import type { MailRepository, OutboxRow } from './mail.repository.ts';
import { renderMail, type MailPortal, type RenderedMail } from './templates/render.ts';

export interface MailServiceOptions {
  repo: MailRepository;
  portal: MailPortal;
}

/** The portal as its mails name it, from its configuration. */
export const mailPortalOf = (env: PortalEnv): MailPortal => ({
  brandName: env.BRAND_NAME,
  countryName: env.PORTAL_COUNTRY_NAME,
  publicUrl: env.PUBLIC_URL,
});

const mailNotFound = () => new NotFound('There is no such mail in the queue.');

/** An account mail that left has no link any more (the worker drops it as it sends), so it cannot go again. */
const linkSpent = (row: Pick<OutboxRow, 'status' | 'template'>) =>
  row.status === 'sent' && ACCOUNT_MAIL_TEMPLATE_NAMES.includes(row.template);

/** The outbox as people see it: the administrators' queue, and each mail rendered as it will leave. */
export function mailService({ repo, portal }: MailServiceOptions) {
  const render = (row: OutboxRow): RenderedMail => renderMail(row, portal);
  const subjectOf = (row: OutboxRow): string | null => {
    try {
      return render(row).subject;
    } catch {
      return null;
    }
  };
  const adminView = (row: OutboxRow): AdminMail => ({
    mailID: row.id,
    to: row.toAddress,
    template: row.template,
    language: row.language,
    subject: subjectOf(row),
    status: row.status,
    attempts: row.attempts,
    lastError: row.lastError,
    createdAt: row.createdAt.toISOString(),
    nextAttemptAt: row.nextAttemptAt.toISOString(),
    sentAt: row.sentAt?.toISOString() ?? null,
    resendable: row.status !== 'waiting' && !linkSpent(row),
  });

  return {
    render,

    async queue({ status, skip, size }: AdminMailListQuery): Promise<AdminMailList> {
      const { rows, totals } = await repo.page(status, skip, size);
      const counts = { waiting: 0, sent: 0, failed: 0 };
      for (const { status: of, total } of totals) counts[of] = total;
      return {
        mails: rows.map(adminView),
        total: status ? counts[status] : counts.waiting + counts.sent + counts.failed,
        counts,
      };
    },

    async resend(mailID: string): Promise<void> {
      const row = await repo.find(mailID);
      if (row && linkSpent(row)) throw new Conflict(ACCOUNT_LINK_SENT_MESSAGE);
      if (!(await repo.resend(mailID))) throw mailNotFound();
    },

    /** The newest mails of the outbox with their subjects, for the development page. */
    async newest(size: number): Promise<{ row: OutboxRow; subject: string | null }[]> {
      return (await repo.page(undefined, 0, size)).rows.map((row) => ({ row, subject: subjectOf(row) }));
    },

    /** A mail and its parts as they leave (or the reason it cannot be rendered). */
    async preview(mailID: string): Promise<{ row: OutboxRow; mail: RenderedMail | { error: string } }> {
      const row = await repo.find(mailID);
      if (!row) throw mailNotFound();
      try {
        return { row, mail: render(row) };
      } catch (error) {
        return { row, mail: { error: String(error) } };
      }
    },
  };
}
export type MailService = ReturnType<typeof mailService>;
