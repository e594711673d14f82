import { and, asc, eq, inArray, sql, tables, type Database } from '@b2b/db';
import type { FastifyInstance } from 'fastify';
import type { MailInput, MailOutbox } from '../mail/mail.repository.ts';
import { mailLanguageOf } from '../mail/templates/words.ts';
import { noticeOutbox, type Notice } from './notification-mail.repository.ts';

const { businessMembers, businesses, mailDigestItems, membershipPayments, users } = tables;

/** How long before a paid year ends its reminder goes. */
export const RENEWAL_REMINDER_DAYS = 30;

/** Most held notifications one run takes; the rest go in the next run. */
const DIGEST_BATCH = 5000;

const levelName = (subscription: string) => subscription[0]!.toUpperCase() + subscription.slice(1);

/** The last time of day `hour` (UTC) at or before `now`: the daily digests take what was held before it. */
export function digestCutoff(now: Date, hour: number): Date {
  const cutoff = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate(), hour));
  if (cutoff > now) cutoff.setUTCDate(cutoff.getUTCDate() - 1);
  return cutoff;
}

/**
 * The notification mail that time, not a person, sends (decision 0024). Each job claims its work and queues its mails
 * in one transaction, so that several processes may run them at once and each reminder or digest item leaves once.
 */
export function notificationMailJobs(db: Database, outbox: MailOutbox) {
  const notices = noticeOutbox(outbox);

  return {
    /**
     * Reminds the owner of each paid year that ends within 30 days of `now` and was not renewed (no later paid year of
     * the business), once: the year is marked in the statement that picks it, and a second process's statement,
     * waiting on the same row, finds it marked.
     */
    async remindRenewals(now: Date): Promise<number> {
      return db.transaction(async (tx) => {
        const later = sql`exists (select 1 from ${membershipPayments} as later_payments
          where later_payments.business_id = ${membershipPayments.businessID}
            and later_payments.revoked_at is null
            and later_payments.period_end > ${membershipPayments.periodEnd})`;
        const due = await tx
          .update(membershipPayments)
          .set({ renewalRemindedAt: sql`now()` })
          .where(
            and(
              sql`${membershipPayments.renewalRemindedAt} is null`,
              sql`${membershipPayments.revokedAt} is null`,
              sql`${membershipPayments.periodEnd} > ${now.toISOString()}::timestamptz`,
              sql`${membershipPayments.periodEnd} <= ${now.toISOString()}::timestamptz + ${RENEWAL_REMINDER_DAYS} * interval '1 day'`,
              sql`not ${later}`,
            ),
          )
          .returning({
            businessID: membershipPayments.businessID,
            subscription: membershipPayments.subscription,
            periodEnd: membershipPayments.periodEnd,
          });
        if (due.length === 0) return 0;
        const owners = await tx
          .select({
            businessID: businesses.id,
            companyName: businesses.companyName,
            userID: users.id,
            email: users.email,
            language: users.preferredLanguage,
          })
          .from(businesses)
          .innerJoin(
            businessMembers,
            and(eq(businessMembers.businessID, businesses.id), eq(businessMembers.access, 'owner')),
          )
          .innerJoin(users, eq(users.id, businessMembers.userID))
          .where(inArray(businesses.id, [...new Set(due.map((year) => year.businessID))]));
        const ownerOf = new Map(owners.map((owner) => [owner.businessID, owner]));
        await notices.deliver(
          tx,
          due.flatMap((year): Notice[] => {
            const owner = ownerOf.get(year.businessID);
            if (!owner) return [];
            return [
              {
                userID: owner.userID,
                kind: 'renewals',
                mail: {
                  to: owner.email,
                  template: 'membership.renewal',
                  language: mailLanguageOf(owner.language),
                  data: {
                    companyName: owner.companyName,
                    level: levelName(year.subscription),
                    periodEnd: year.periodEnd.toISOString(),
                    path: `/business/${year.businessID}/membership`,
                  },
                },
              },
            ];
          }),
        );
        return due.length;
      });
    },

    /**
     * Queues one digest per person of the notifications held for them before `cutoff`, deleting the items in the same
     * transaction (`skip locked`: a second process takes other items, or none). Answers how many digests were queued.
     */
    async sendDigests(cutoff: Date): Promise<number> {
      return db.transaction(async (tx) => {
        const claimed = tx
          .select({ id: mailDigestItems.id })
          .from(mailDigestItems)
          .where(sql`${mailDigestItems.createdAt} < ${cutoff.toISOString()}::timestamptz`)
          .orderBy(asc(mailDigestItems.createdAt))
          .limit(DIGEST_BATCH)
          .for('update', { skipLocked: true });
        const items = await tx
          .delete(mailDigestItems)
          .where(inArray(mailDigestItems.id, claimed))
          .returning();
        if (items.length === 0) return 0;
        const people = await tx
          .select({ userID: users.id, email: users.email, language: users.preferredLanguage })
          .from(users)
          .where(inArray(users.id, [...new Set(items.map((item) => item.userID))]));
        const mails: MailInput[] = people.map((person) => {
          const held = items
            .filter((item) => item.userID === person.userID)
            .sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
          return {
            to: person.email,
            template: 'notification.digest',
            language: mailLanguageOf(person.language),
            data: { items: held.map(({ template, data }) => ({ template, data })) },
            recipientUserID: person.userID,
            // The header's one link stops the digest: every kind the person gets in it.
            kind: 'daily',
          };
        });
        await outbox.enqueue(tx, mails);
        return mails.length;
      });
    },
  };
}
export type NotificationMailJobs = ReturnType<typeof notificationMailJobs>;

/**
 * Runs the jobs once the server is ready and then every `intervalMs`, until it closes. Every server runs them: each
 * claims its work, so several at once only find nothing left to do.
 */
export function scheduleNotificationMailJobs(
  app: FastifyInstance,
  jobs: NotificationMailJobs,
  { intervalMs, digestHour }: { intervalMs: number; digestHour: number },
) {
  const run = async () => {
    const now = new Date();
    const reminded = await jobs.remindRenewals(now);
    const digests = await jobs.sendDigests(digestCutoff(now, digestHour));
    if (reminded + digests > 0) app.log.info({ reminded, digests }, 'notification mail queued');
  };
  const tick = () => {
    run().catch((error: unknown) => app.log.error({ err: error }, 'the notification mail jobs failed'));
  };
  let timer: NodeJS.Timeout | undefined;
  app.addHook('onReady', async () => {
    tick();
    timer = setInterval(tick, intervalMs).unref();
  });
  app.addHook('preClose', async () => clearInterval(timer));
}
