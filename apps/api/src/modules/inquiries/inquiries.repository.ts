import type { InquirySide, RequestLiveEventType } from '@b2b/contracts';
import { alias, and, desc, eq, inArray, isNull, lte, or, rowsOf, sql, tables, type Database } from '@b2b/db';
import type { Placeholder, SQL } from 'drizzle-orm';
import type { MailOutbox, MailRecipient } from '../mail/mail.repository.ts';
import { noticeOutbox, type Notice } from '../notification-mail/notification-mail.repository.ts';
import { mailLanguageOf } from '../mail/templates/words.ts';
import { publishLiveEventsTo, selectIdentities } from '../live/live-events.repository.ts';
import { recordNotifications, type NotificationInput } from '../notifications/notifications.repository.ts';
import {
  noteResponseCases,
  recomputeResponseMetrics,
} from '../response-metrics/response-metrics.repository.ts';

const { inquiries, inquiryMessages, inquiryParticipants, users, businesses, businessMembers, products } =
  tables;

export interface InquiryInsert {
  id: string;
  senderUserID: string;
  senderBusinessID: string | null;
  senderID: string;
  receiverBusinessID: string;
  subject: string;
  productID: string | null;
  message: { id: string; content: string };
}

/** Where a page ended: its last thread's activity time and id, or its oldest message's time and id. */
export interface PageCursor {
  at: Date;
  id: string;
}

/** Which page of threads to list: its size, where the previous one ended, and a search. */
export interface ThreadPage {
  size: number;
  cursor?: PageCursor;
  search?: string;
}

const newestFirst = [desc(inquiryParticipants.lastActivityAt), desc(inquiryParticipants.inquiryID)];

const senderUsers = alias(users, 'sender_users');
const senderBusinesses = alias(businesses, 'sender_businesses');
const receivers = alias(businesses, 'receivers');

/** `%` and `_` typed in a search mean themselves. */
const likeEscaped = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** Unread threads of each identity. */
async function unreadCounts(executor: Database, identityIds: string[]): Promise<Map<string, number>> {
  if (identityIds.length === 0) return new Map();
  const rows = await executor
    .select({ identityID: inquiryParticipants.identityID, unread: sql<number>`count(*)::int` })
    .from(inquiryParticipants)
    .where(and(inArray(inquiryParticipants.identityID, identityIds), eq(inquiryParticipants.unread, true)))
    .groupBy(inquiryParticipants.identityID);
  return new Map(rows.map((row) => [row.identityID, row.unread]));
}

/**
 * Records one event of a thread for each identity `recipients` selects, with the identity's unread threads after the
 * caller's writes, within the caller's transaction (a review of the thread's deal records its own).
 */
async function publishRequestEventsTo(
  executor: Database,
  type: RequestLiveEventType,
  requestID: string,
  recipients: SQL,
): Promise<void> {
  await publishLiveEventsTo(
    executor,
    recipients,
    type,
    sql`jsonb_build_object('identityID', r.id, 'requestID', ${requestID}::uuid, 'unread',
      (select count(*) from ${inquiryParticipants} p where p.identity_id = r.id and p.unread))`,
  );
}

/** Records one event of a thread for each of the identities, within the caller's transaction. */
const publish = (executor: Database, type: RequestLiveEventType, requestID: string, identityIds: string[]) =>
  publishRequestEventsTo(executor, type, requestID, selectIdentities(identityIds));

/** Records one event of a thread for each of its two sides, within the caller's transaction. */
export const publishToParties = (executor: Database, type: RequestLiveEventType, requestID: string) =>
  publishRequestEventsTo(
    executor,
    type,
    requestID,
    sql`select identity_id from ${inquiryParticipants} where inquiry_id = ${requestID}::uuid`,
  );

/** The key that gathers a thread's mails to one identity: one waiting mail per thread and reader (decision 0024). */
export const threadMailKey = (inquiryID: string, identityID: string) => `inquiry:${inquiryID}:${identityID}`;

/**
 * Threads, their messages and each identity's view of them. Every write that changes what an identity sees records its
 * live events in the same transaction, with the identity's unread count after the write.
 */
export function inquiriesRepository(db: Database, outbox: MailOutbox) {
  const notices = noticeOutbox(outbox);
  /** Thread rows with both parties' names and pictures and the product, as the identity of the caller's filter sees them. */
  function threadRows() {
    return db
      .select({
        id: inquiries.id,
        subject: inquiries.subject,
        status: inquiries.status,
        closedBy: inquiries.closedBy,
        closedAt: inquiries.closedAt,
        senderDealClosedAt: inquiries.senderDealClosedAt,
        receiverDealClosedAt: inquiries.receiverDealClosedAt,
        createdAt: inquiries.createdAt,
        lastMessageAt: inquiries.lastMessageAt,
        senderID: inquiries.senderID,
        senderUserID: inquiries.senderUserID,
        senderFirstName: senderUsers.firstName,
        senderLastName: senderUsers.lastName,
        senderUserPhoto: senderUsers.profilePhoto,
        senderBusinessID: inquiries.senderBusinessID,
        senderCompanyName: senderBusinesses.companyName,
        senderBusinessPhoto: senderBusinesses.profilePhoto,
        receiverBusinessID: inquiries.receiverBusinessID,
        receiverCompanyName: receivers.companyName,
        receiverPhoto: receivers.profilePhoto,
        productID: products.id,
        productName: products.name,
        productImage: products.mainImage,
        side: inquiryParticipants.side,
        unread: inquiryParticipants.unread,
        lastActivityAt: inquiryParticipants.lastActivityAt,
      })
      .from(inquiryParticipants)
      .innerJoin(inquiries, eq(inquiries.id, inquiryParticipants.inquiryID))
      .leftJoin(senderUsers, eq(senderUsers.id, inquiries.senderUserID))
      .leftJoin(senderBusinesses, eq(senderBusinesses.id, inquiries.senderBusinessID))
      .innerJoin(receivers, eq(receivers.id, inquiries.receiverBusinessID))
      .leftJoin(products, eq(products.id, inquiries.productID))
      .$dynamic();
  }

  /** The rows after a page's cursor. */
  const cursorBefore = (at: string | Placeholder, id: string | Placeholder) =>
    sql`(${inquiryParticipants.lastActivityAt}, ${inquiryParticipants.inquiryID}) < (${at}::timestamptz, ${id}::uuid)`;

  function searchFilter(search: string) {
    const contains = `%${likeEscaped(search)}%`;
    const starts = `${likeEscaped(search)}%`;
    const matches = sql`${inquiryParticipants.searchText} ilike ${contains}`;
    // Only digits and dashes can be (the start of) a date written YYYY-MM-DD; anything else is looked up by name and
    // subject alone, through their trigram index.
    return /^[\d-]+$/.test(search)
      ? or(
          matches,
          sql`to_char(${inquiries.createdAt} at time zone 'UTC', 'YYYY-MM-DD') like ${starts}`,
          sql`to_char(${inquiryParticipants.lastActivityAt} at time zone 'UTC', 'YYYY-MM-DD') like ${starts}`,
        )
      : matches;
  }

  /**
   * The ids of a page of an identity's threads, newest activity first, after the cursor and matching the search when
   * given; the query itself, so that its plan can be looked at. The page's ids first, then their rows: without a date
   * search nothing but the identity's rows is read (PostgreSQL drops the left join no condition uses), so a page costs
   * the same for 3 threads or 10,000.
   */
  function threadPageOf(
    identityID: string | Placeholder,
    size: number | Placeholder,
    ...conditions: (SQL | undefined)[]
  ) {
    return db
      .select({ inquiryID: inquiryParticipants.inquiryID })
      .from(inquiryParticipants)
      .leftJoin(inquiries, eq(inquiries.id, inquiryParticipants.inquiryID))
      .where(and(eq(inquiryParticipants.identityID, identityID), ...conditions))
      .orderBy(...newestFirst)
      .limit(size);
  }

  const threadPage = (identityID: string, page: ThreadPage) =>
    threadPageOf(
      identityID,
      page.size,
      page.cursor && cursorBefore(page.cursor.at.toISOString(), page.cursor.id),
      page.search ? searchFilter(page.search) : undefined,
    );

  const listedPage = (page: ReturnType<typeof threadPageOf>, identityID: string | Placeholder) =>
    threadRows()
      .where(
        and(eq(inquiryParticipants.identityID, identityID), inArray(inquiryParticipants.inquiryID, page)),
      )
      .orderBy(...newestFirst);

  // The message center reads these on every call: prepared once, their SQL is neither built nor planned again. A
  // search makes a statement of its own each time (its filter depends on what was typed).
  const identity = sql.placeholder('identityID');
  const size = sql.placeholder('size');
  const firstPage = listedPage(threadPageOf(identity, size), identity).prepare('inquiry_threads_first');
  const nextPage = listedPage(
    threadPageOf(identity, size, cursorBefore(sql.placeholder('at'), sql.placeholder('id'))),
    identity,
  ).prepare('inquiry_threads_next');
  const threadAs = threadRows()
    .where(
      and(
        eq(inquiryParticipants.identityID, sql.placeholder('identityID')),
        eq(inquiryParticipants.inquiryID, sql.placeholder('inquiryID')),
      ),
    )
    .prepare('inquiry_thread_as');
  const messages = (...conditions: SQL[]) =>
    db
      .select({
        id: inquiryMessages.id,
        content: inquiryMessages.content,
        createdAt: inquiryMessages.createdAt,
        side: inquiryMessages.side,
      })
      .from(inquiryMessages)
      .where(and(eq(inquiryMessages.inquiryID, sql.placeholder('inquiryID')), ...conditions))
      .orderBy(desc(inquiryMessages.createdAt), desc(inquiryMessages.id))
      .limit(sql.placeholder('size'))
      .prepare(conditions.length === 0 ? 'inquiry_messages_newest' : 'inquiry_messages_before');
  const newestMessages = messages();
  const messagesBefore = messages(
    sql`(${inquiryMessages.createdAt}, ${inquiryMessages.id}) < (${sql.placeholder('at')}::timestamptz, ${sql.placeholder('id')}::uuid)`,
  );
  const parties = db
    .select({
      senderID: inquiries.senderID,
      senderUserID: inquiries.senderUserID,
      senderBusinessID: inquiries.senderBusinessID,
      receiverBusinessID: inquiries.receiverBusinessID,
      status: inquiries.status,
      senderDealClosedAt: inquiries.senderDealClosedAt,
      receiverDealClosedAt: inquiries.receiverDealClosedAt,
    })
    .from(inquiries)
    .where(eq(inquiries.id, sql.placeholder('inquiryID')))
    .prepare('inquiry_parties');

  return {
    unreadCounts: (identityIds: string[]) => unreadCounts(db, identityIds),

    /** Where a business's emails go: its contact address, else its owner's; in its owner's language. */
    async businessEmail(
      businessID: string,
    ): Promise<(MailRecipient & { companyName: string; ownerID: string }) | null> {
      const [row] = await db
        .select({
          email: sql<string>`coalesce(nullif(${businesses.contactInfo}->>'email', ''), ${users.email})`,
          companyName: businesses.companyName,
          preferredLanguage: users.preferredLanguage,
          ownerID: users.id,
        })
        .from(businesses)
        .innerJoin(
          businessMembers,
          and(eq(businessMembers.businessID, businesses.id), eq(businessMembers.access, 'owner')),
        )
        .innerJoin(users, eq(users.id, businessMembers.userID))
        .where(eq(businesses.id, businessID));
      return row
        ? {
            email: row.email,
            companyName: row.companyName,
            ownerID: row.ownerID,
            language: mailLanguageOf(row.preferredLanguage),
          }
        : null;
    },

    /** The members of a business other than its owner, with their addresses and languages. */
    async membersOf(businessID: string): Promise<(MailRecipient & { userID: string })[]> {
      const rows = await db
        .select({ userID: users.id, email: users.email, preferredLanguage: users.preferredLanguage })
        .from(businessMembers)
        .innerJoin(users, eq(users.id, businessMembers.userID))
        .where(and(eq(businessMembers.businessID, businessID), sql`${businessMembers.access} <> 'owner'`));
      return rows.map((row) => ({
        userID: row.userID,
        email: row.email,
        language: mailLanguageOf(row.preferredLanguage),
      }));
    },

    /** A person's address and language. */
    async userEmail(userID: string): Promise<MailRecipient | null> {
      const [row] = await db
        .select({ email: users.email, preferredLanguage: users.preferredLanguage })
        .from(users)
        .where(eq(users.id, userID));
      return row ? { email: row.email, language: mailLanguageOf(row.preferredLanguage) } : null;
    },

    /** How many requests the person has opened, as themself or as any business. */
    async countSentBy(userID: string): Promise<number> {
      const [row] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(inquiries)
        .where(eq(inquiries.senderUserID, userID));
      return row?.n ?? 0;
    },

    /**
     * Opens a thread with its first message: unread for the receiver, read for the sender. Within `executor`'s
     * transaction when it is one (an award opens its thread as part of the award).
     */
    async createInquiry(
      row: InquiryInsert,
      mails: Notice[],
      notification: NotificationInput | null,
      executor: Database = db,
    ): Promise<void> {
      await executor.transaction(async (tx) => {
        const [created] = await tx
          .insert(inquiries)
          .values({
            id: row.id,
            senderUserID: row.senderUserID,
            senderBusinessID: row.senderBusinessID,
            senderID: row.senderID,
            receiverBusinessID: row.receiverBusinessID,
            subject: row.subject,
            productID: row.productID,
          })
          .returning({ at: inquiries.lastMessageAt });
        const at = created!.at;
        await tx.insert(inquiryMessages).values({
          id: row.message.id,
          inquiryID: row.id,
          side: 'S',
          authorUserID: row.senderUserID,
          content: row.message.content,
          createdAt: at,
        });
        await tx.insert(inquiryParticipants).values([
          {
            identityID: row.senderID,
            inquiryID: row.id,
            side: 'S',
            counterpartID: row.receiverBusinessID,
            lastActivityAt: at,
            unread: false,
            readAt: at,
          },
          {
            identityID: row.receiverBusinessID,
            inquiryID: row.id,
            side: 'R',
            counterpartID: row.senderID,
            lastActivityAt: at,
            unread: true,
          },
        ]);
        await notices.deliver(tx, mails);
        await publish(tx, 'request.created', row.id, [row.receiverBusinessID, row.senderID]);
        if (notification) await recordNotifications(tx, [notification]);
        await noteResponseCases(tx, sql`select ${row.receiverBusinessID}::uuid`);
      });
    },

    /** The parties of a thread, or null when there is none. */
    async partiesOf(inquiryID: string) {
      const [row] = await parties.execute({ inquiryID });
      return row ?? null;
    },

    threadPage,

    /** A page of an identity's threads with their rows, as threadPage picks them. */
    listThreads(identityID: string, page: ThreadPage) {
      if (page.search) return listedPage(threadPage(identityID, page), identityID);
      return page.cursor
        ? nextPage.execute({
            identityID,
            size: page.size,
            at: page.cursor.at.toISOString(),
            id: page.cursor.id,
          })
        : firstPage.execute({ identityID, size: page.size });
    },

    async threadAs(identityID: string, inquiryID: string) {
      const [row] = await threadAs.execute({ identityID, inquiryID });
      return row ?? null;
    },

    /** A page of a thread's messages, newest first: `size` of them, before `before` when given. */
    messagesOf(inquiryID: string, page: { size: number; before?: PageCursor }) {
      return page.before
        ? messagesBefore.execute({
            inquiryID,
            size: page.size,
            at: page.before.at.toISOString(),
            id: page.before.id,
          })
        : newestMessages.execute({ inquiryID, size: page.size });
    },

    /**
     * Marks a thread read for an identity as it was when read at `seen` (its last activity then): a message that came
     * in since stays unread. Tells the identity's other tabs; false when nothing changed.
     */
    markRead(identityID: string, inquiryID: string, seen: Date): Promise<boolean> {
      return db.transaction(async (tx) => {
        const changed = await tx
          .update(inquiryParticipants)
          .set({ unread: false, readAt: sql`now()` })
          .where(
            and(
              eq(inquiryParticipants.identityID, identityID),
              eq(inquiryParticipants.inquiryID, inquiryID),
              eq(inquiryParticipants.unread, true),
              lte(inquiryParticipants.lastActivityAt, seen),
            ),
          )
          .returning({ identityID: inquiryParticipants.identityID });
        if (changed.length === 0) return false;
        // The thread's waiting mail to this identity tells what it has just read: it is not sent.
        await outbox.withdraw(tx, threadMailKey(inquiryID, identityID));
        await publish(tx, 'request.read', inquiryID, [identityID]);
        return true;
      });
    },

    /**
     * Adds a message from one side while the thread is open: false when it has been ended (checked in the same
     * statement, so an end and a reply that cross never leave a message after the end).
     */
    async addMessage(
      inquiryID: string,
      message: { id: string; side: InquirySide; authorUserID: string; content: string },
      mail: Notice | null,
      notification: NotificationInput | null,
    ): Promise<boolean> {
      return db.transaction(async (tx) => {
        // One statement: the thread's last activity, the message and both sides' view of the thread. The business's first
        // reply is kept on the thread: it answers a case of the business's response metrics.
        const [touched] = await rowsOf<{ first_reply: boolean; receiver_business_id: string }>(
          tx,
          sql`
            with touched as (
              update ${inquiries} set last_message_at = now(), receiver_replied_at = ${
                message.side === 'R' ? sql`coalesce(receiver_replied_at, now())` : sql`receiver_replied_at`
              }
              where id = ${inquiryID}::uuid and status = 'open'
              returning last_message_at, receiver_replied_at, receiver_business_id
            ), message as (
              insert into ${inquiryMessages} (id, inquiry_id, side, author_user_id, content, created_at)
              select ${message.id}::uuid, ${inquiryID}::uuid, ${message.side}, ${message.authorUserID}::uuid,
                ${message.content}, last_message_at
              from touched
            ), participants as (
              update ${inquiryParticipants} p set last_activity_at = touched.last_message_at,
                unread = p.side <> ${message.side},
                read_at = case when p.side = ${message.side} then now() else p.read_at end
              from touched where p.inquiry_id = ${inquiryID}::uuid
            )
            select ${message.side} = 'R' and receiver_replied_at = last_message_at as first_reply, receiver_business_id
            from touched`,
        );
        if (!touched) return false;
        if (mail) await notices.deliver(tx, [mail]);
        await publishToParties(tx, 'request.message', inquiryID);
        if (notification) await recordNotifications(tx, [notification]);
        if (touched.first_reply) await recomputeResponseMetrics(tx, touched.receiver_business_id);
        return true;
      });
    },

    /**
     * Marks the deal closed for one side, telling both sides' streams and the other side (its notification); marking
     * it again changes nothing. Answers both sides' marks after it.
     */
    async markDealClosed(
      inquiryID: string,
      by: InquirySide,
      notification: NotificationInput | null,
    ): Promise<{ senderDealClosedAt: Date | null; receiverDealClosedAt: Date | null }> {
      const column = by === 'S' ? inquiries.senderDealClosedAt : inquiries.receiverDealClosedAt;
      const marks = {
        senderDealClosedAt: inquiries.senderDealClosedAt,
        receiverDealClosedAt: inquiries.receiverDealClosedAt,
      };
      return db.transaction(async (tx) => {
        const [marked] = await tx
          .update(inquiries)
          .set(by === 'S' ? { senderDealClosedAt: sql`now()` } : { receiverDealClosedAt: sql`now()` })
          .where(and(eq(inquiries.id, inquiryID), isNull(column)))
          .returning(marks);
        if (!marked) {
          const [current] = await tx.select(marks).from(inquiries).where(eq(inquiries.id, inquiryID));
          return current ?? { senderDealClosedAt: null, receiverDealClosedAt: null };
        }
        await publishToParties(tx, 'request.deal', inquiryID);
        if (notification) await recordNotifications(tx, [notification]);
        return marked;
      });
    },

    /** Ends a thread for both sides; ending it again changes nothing. */
    async close(inquiryID: string, by: InquirySide): Promise<void> {
      await db.transaction(async (tx) => {
        const closed = await tx
          .update(inquiries)
          .set({ status: 'closed', closedBy: by, closedAt: sql`now()` })
          .where(and(eq(inquiries.id, inquiryID), eq(inquiries.status, 'open')))
          .returning({ id: inquiries.id });
        if (closed.length === 0) return;
        await publishToParties(tx, 'request.closed', inquiryID);
      });
    },
  };
}
export type InquiriesRepository = ReturnType<typeof inquiriesRepository>;
export type ThreadRow = NonNullable<Awaited<ReturnType<InquiriesRepository['threadAs']>>>;
