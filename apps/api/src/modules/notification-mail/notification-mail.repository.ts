import {
  DEFAULT_MAIL_DELIVERY,
  MAIL_KINDS,
  type MailDelivery,
  type MailKind,
  type MailPreferences,
  type MailPreferencesUpdate,
  type UnsubscribeTopic,
} from '@b2b/contracts';
import { and, eq, inArray, sql, tables, type Database } from '@b2b/db';
import type { SQL } from 'drizzle-orm';
import type { MailInput, MailOutbox } from '../mail/mail.repository.ts';
import type { MailTemplateName } from '../mail/templates/index.ts';

const { mailPreferences, mailDigestItems, emailOutbox, users } = tables;

/** At most one mail per thread and recipient in this time, while they are away (decision 0024). */
export const THREAD_MAIL_SPACING_MS = 15 * 60_000;

/**
 * A notification mail owed to a person: queued at once, held for their daily digest or dropped, as they chose for its
 * kind. `coalesceKey` gathers it with the waiting mail of the same key (a thread's new messages).
 */
export interface Notice {
  userID: string;
  kind: MailKind;
  mail: MailInput;
  coalesceKey?: string;
}

/** Every kind with the person's choice, or its default. */
export function preferencesFrom(rows: { kind: MailKind; delivery: MailDelivery }[]): MailPreferences {
  const chosen = new Map(rows.map((row) => [row.kind, row.delivery]));
  return Object.fromEntries(
    MAIL_KINDS.map((kind) => [kind, chosen.get(kind) ?? DEFAULT_MAIL_DELIVERY[kind]]),
  ) as MailPreferences;
}

/** The people's choices of notification mail, and the notices that follow them. */
export function notificationMailRepository(db: Database) {
  async function preferencesOf(executor: Database, userID: string): Promise<MailPreferences> {
    return preferencesFrom(
      await executor
        .select({ kind: mailPreferences.kind, delivery: mailPreferences.delivery })
        .from(mailPreferences)
        .where(eq(mailPreferences.userID, userID)),
    );
  }

  return {
    preferences: (userID: string) => preferencesOf(db, userID),

    /** Records the choices named (a person's profile row must exist); answers every kind as it now is. */
    async update(userID: string, update: MailPreferencesUpdate): Promise<MailPreferences> {
      return db.transaction(async (tx) => {
        const rows = Object.entries(update).map(([kind, delivery]) => ({
          userID,
          kind: kind as MailKind,
          delivery: delivery!,
        }));
        await tx
          .insert(mailPreferences)
          .values(rows)
          .onConflictDoUpdate({
            target: [mailPreferences.userID, mailPreferences.kind],
            set: { delivery: sql`excluded.delivery`, updatedAt: sql`now()` },
          });
        return preferencesOf(tx, userID);
      });
    },

    /**
     * Turns one kind off for a person (an unsubscribe link), or with `daily` every kind they get in the daily digest;
     * false when the person is not known here.
     */
    async turnOff(userID: string, kind: UnsubscribeTopic): Promise<boolean> {
      if (kind === 'daily') {
        return db.transaction(async (tx) => {
          const [known] = await tx.select({ id: users.id }).from(users).where(eq(users.id, userID));
          if (!known) return false;
          // No kind is daily unless chosen, so the chosen rows are every kind the digest gathers.
          await tx
            .update(mailPreferences)
            .set({ delivery: 'off', updatedAt: sql`now()` })
            .where(and(eq(mailPreferences.userID, userID), eq(mailPreferences.delivery, 'daily')));
          return true;
        });
      }
      const written = await db
        .insert(mailPreferences)
        .select(
          db
            .select({
              userID: users.id,
              kind: sql<MailKind>`${kind}`.as('kind'),
              delivery: sql<MailDelivery>`'off'`.as('delivery'),
              updatedAt: sql<Date>`now()`.as('updated_at'),
            })
            .from(users)
            .where(eq(users.id, userID)),
        )
        .onConflictDoUpdate({
          target: [mailPreferences.userID, mailPreferences.kind],
          set: { delivery: sql`'off'`, updatedAt: sql`now()` },
        })
        .returning({ userID: mailPreferences.userID });
      return written.length > 0;
    },

    /** The language a person reads, for a page shown to them. */
    async languageOf(userID: string): Promise<string | null> {
      const [row] = await db
        .select({ language: users.preferredLanguage })
        .from(users)
        .where(eq(users.id, userID));
      return row?.language ?? null;
    },
  };
}
export type NotificationMailRepository = ReturnType<typeof notificationMailRepository>;

/**
 * Sends notices within the caller's transaction, each as its person chose for its kind: queued (gathered with the
 * waiting mail of its key when it has one), held in their digest, or not at all.
 */
export function noticeOutbox(outbox: MailOutbox) {
  return {
    async deliver(executor: Database, notices: Notice[]): Promise<void> {
      if (notices.length === 0) return;
      const rows = await executor
        .select({
          userID: mailPreferences.userID,
          kind: mailPreferences.kind,
          delivery: mailPreferences.delivery,
        })
        .from(mailPreferences)
        .where(
          and(
            inArray(mailPreferences.userID, [...new Set(notices.map((notice) => notice.userID))]),
            inArray(mailPreferences.kind, [...new Set(notices.map((notice) => notice.kind))]),
          ),
        );
      const chosen = new Map(rows.map((row) => [`${row.userID}/${row.kind}`, row.delivery]));
      const now: MailInput[] = [];
      for (const notice of notices) {
        const delivery = chosen.get(`${notice.userID}/${notice.kind}`) ?? DEFAULT_MAIL_DELIVERY[notice.kind];
        const mail: MailInput = { ...notice.mail, recipientUserID: notice.userID, kind: notice.kind };
        if (delivery === 'off') continue;
        if (delivery === 'daily') {
          await executor.insert(mailDigestItems).values({
            id: crypto.randomUUID(),
            userID: notice.userID,
            kind: notice.kind,
            template: mail.template,
            data: mail.data,
          });
        } else if (notice.coalesceKey) {
          await outbox.enqueueCoalesced(
            executor,
            { ...mail, coalesceKey: notice.coalesceKey },
            THREAD_MAIL_SPACING_MS,
          );
        } else {
          now.push(mail);
        }
      }
      await outbox.enqueue(executor, now);
    },

    /**
     * Notices of one kind and template to many people in two statements, whatever their number (a request for
     * quotation sent to 10,000 suppliers): `recipients` selects `user_id`, `to_address`, `language` and the template's
     * `data` (checked when the mail is rendered); each person's choice for the kind queues the mail, holds it for the
     * digest, or drops it, as `deliver` does one by one.
     */
    async deliverMany(
      executor: Database,
      kind: MailKind,
      template: MailTemplateName,
      recipients: SQL,
    ): Promise<void> {
      const chosen = sql`coalesce((select p.delivery from ${mailPreferences} p
        where p.user_id = r.user_id and p.kind = ${kind}), ${DEFAULT_MAIL_DELIVERY[kind]})`;
      await executor.execute(sql`
        with r as (${recipients}), d as (select r.*, ${chosen} as delivery from r),
        held as (
          insert into ${mailDigestItems} (id, user_id, kind, template, data)
          select gen_random_uuid(), user_id, ${kind}, ${template}, data from d where delivery = 'daily'
        )
        insert into ${emailOutbox} (id, to_address, template, data, language, message_id, recipient_user_id, kind)
        select gen_random_uuid(), to_address, ${template}, data, language,
          '<' || gen_random_uuid() || '@' || ${outbox.messageDomain} || '>', user_id, ${kind}
        from d where delivery = 'instant'`);
      await outbox.notify(executor);
    },
  };
}
export type NoticeOutbox = ReturnType<typeof noticeOutbox>;
