import { asc, eq, tables, type Database } from '@b2b/db';
import { loadPortalEnv } from '../config.ts';
import { mailPortalOf } from '../modules/mail/mail.service.ts';
import { renderMail } from '../modules/mail/templates/render.ts';

const { emailOutbox } = tables;

/** The outbox's mails of one kind, oldest first, each with its parts as they leave a portal of the default settings. */
export async function queuedMails(db: Database, template: string) {
  const portal = mailPortalOf(loadPortalEnv({}));
  const rows = await db
    .select()
    .from(emailOutbox)
    .where(eq(emailOutbox.template, template))
    .orderBy(asc(emailOutbox.createdAt));
  return rows.map((row) => ({ ...row, ...renderMail(row, portal) }));
}
