import type { InquirySide, LiveEventType } from '@b2b/contracts';
import { alias, and, asc, desc, eq, inArray, or, sql, tables, type Database } from '@b2b/db';
import { publishLiveEvents } from '../live/live-events.repository.ts';

const {
  inquiries,
  inquiryMessages,
  inquiryParticipants,
  emailOutbox,
  users,
  businesses,
  businessMembers,
  products,
} = tables;

export interface OutboxEmail {
  toAddress: string;
  template: string;
  subject: string;
  body: string;
}

export interface InquiryInsert {
  id: string;
  senderUserId: string;
  senderBusinessId: string | null;
  senderId: string;
  receiverBusinessId: string;
  subject: string;
  productId: string | null;
  message: { id: string; content: string };
}

/** Where a page of threads ended: the last thread's activity time and id. */
export interface ThreadCursor {
  lastActivityAt: Date;
  inquiryId: string;
}

const senderUsers = alias(users, 'sender_users');
const senderBusinesses = alias(businesses, 'sender_businesses');
const receivers = alias(businesses, 'receivers');

/** `%` and `_` typed in a search mean themselves. */
const likeEscaped = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * Threads, their messages and each identity's view of them. Every write that changes what an identity sees records its
 * live events in the same transaction, with the identity's unread count after the write.
 */
export function inquiriesRepository(db: Database) {
  /** Unread threads of each identity. */
  async function unreadCounts(executor: Database, identityIds: string[]): Promise<Map<string, number>> {
    if (identityIds.length === 0) return new Map();
    const rows = await executor
      .select({ identityId: inquiryParticipants.identityId, unread: sql<number>`count(*)::int` })
      .from(inquiryParticipants)
      .where(and(inArray(inquiryParticipants.identityId, identityIds), eq(inquiryParticipants.unread, true)))
      .groupBy(inquiryParticipants.identityId);
    return new Map(rows.map((row) => [row.identityId, row.unread]));
  }

  /** Records one event for each identity, with the identity's unread count after the write. */
  async function publish(
    executor: Database,
    type: LiveEventType,
    requestID: string,
    identityIds: string[],
  ): Promise<void> {
    const counts = await unreadCounts(executor, identityIds);
    await publishLiveEvents(
      executor,
      identityIds.map((identityId) => ({
        identityId,
        type,
        data: { identityID: identityId, requestID, unread: counts.get(identityId) ?? 0 },
      })),
    );
  }

  /** Thread rows with both parties' names and pictures and the product, as the identity of the caller's filter sees them. */
  function threadRows() {
    return db
      .select({
        id: inquiries.id,
        subject: inquiries.subject,
        status: inquiries.status,
        closedBy: inquiries.closedBy,
        closedAt: inquiries.closedAt,
        createdAt: inquiries.createdAt,
        lastMessageAt: inquiries.lastMessageAt,
        senderId: inquiries.senderId,
        senderUserId: inquiries.senderUserId,
        senderFirstName: senderUsers.firstName,
        senderLastName: senderUsers.lastName,
        senderUserPhoto: senderUsers.profilePhoto,
        senderBusinessId: inquiries.senderBusinessId,
        senderCompanyName: senderBusinesses.companyName,
        senderBusinessPhoto: senderBusinesses.profilePhoto,
        receiverBusinessId: inquiries.receiverBusinessId,
        receiverCompanyName: receivers.companyName,
        receiverPhoto: receivers.profilePhoto,
        productId: products.id,
        productName: products.name,
        productImage: products.mainImage,
        side: inquiryParticipants.side,
        unread: inquiryParticipants.unread,
        lastActivityAt: inquiryParticipants.lastActivityAt,
      })
      .from(inquiryParticipants)
      .innerJoin(inquiries, eq(inquiries.id, inquiryParticipants.inquiryId))
      .innerJoin(senderUsers, eq(senderUsers.id, inquiries.senderUserId))
      .leftJoin(senderBusinesses, eq(senderBusinesses.id, inquiries.senderBusinessId))
      .innerJoin(receivers, eq(receivers.id, inquiries.receiverBusinessId))
      .leftJoin(products, eq(products.id, inquiries.productId))
      .$dynamic();
  }

  return {
    unreadCounts: (identityIds: string[]) => unreadCounts(db, identityIds),

    /** The business a product belongs to, or null when there is no such product. */
    async businessOfProduct(productId: string): Promise<string | null> {
      const [row] = await db
        .select({ businessId: products.businessId })
        .from(products)
        .where(eq(products.id, productId));
      return row?.businessId ?? null;
    },

    /** Where a business's emails go: its contact address, else its owner's. */
    async businessEmail(businessId: string): Promise<{ email: string; companyName: string } | null> {
      const [row] = await db
        .select({
          email: sql<string>`coalesce(nullif(${businesses.contactInfo}->>'email', ''), ${users.email})`,
          companyName: businesses.companyName,
        })
        .from(businesses)
        .innerJoin(
          businessMembers,
          and(eq(businessMembers.businessId, businesses.id), eq(businessMembers.access, 'owner')),
        )
        .innerJoin(users, eq(users.id, businessMembers.userId))
        .where(eq(businesses.id, businessId));
      return row ?? null;
    },

    async userEmail(userId: string): Promise<string | null> {
      const [row] = await db.select({ email: users.email }).from(users).where(eq(users.id, userId));
      return row?.email ?? null;
    },

    /** Opens a thread with its first message: unread for the receiver, read for the sender. */
    async createInquiry(row: InquiryInsert, email: OutboxEmail | null): Promise<void> {
      await db.transaction(async (tx) => {
        const [created] = await tx
          .insert(inquiries)
          .values({
            id: row.id,
            senderUserId: row.senderUserId,
            senderBusinessId: row.senderBusinessId,
            senderId: row.senderId,
            receiverBusinessId: row.receiverBusinessId,
            subject: row.subject,
            productId: row.productId,
          })
          .returning({ at: inquiries.lastMessageAt });
        const at = created!.at;
        await tx.insert(inquiryMessages).values({
          id: row.message.id,
          inquiryId: row.id,
          side: 'S',
          authorUserId: row.senderUserId,
          content: row.message.content,
          createdAt: at,
        });
        await tx.insert(inquiryParticipants).values([
          {
            identityId: row.senderId,
            inquiryId: row.id,
            side: 'S',
            counterpartId: row.receiverBusinessId,
            lastActivityAt: at,
            unread: false,
            readAt: at,
          },
          {
            identityId: row.receiverBusinessId,
            inquiryId: row.id,
            side: 'R',
            counterpartId: row.senderId,
            lastActivityAt: at,
            unread: true,
          },
        ]);
        if (email) await tx.insert(emailOutbox).values({ id: crypto.randomUUID(), ...email });
        await publish(tx, 'request.created', row.id, [row.receiverBusinessId, row.senderId]);
      });
    },

    /** The parties of a thread, or null when there is none. */
    async partiesOf(inquiryId: string) {
      const [row] = await db
        .select({
          senderId: inquiries.senderId,
          senderUserId: inquiries.senderUserId,
          senderBusinessId: inquiries.senderBusinessId,
          receiverBusinessId: inquiries.receiverBusinessId,
          status: inquiries.status,
        })
        .from(inquiries)
        .where(eq(inquiries.id, inquiryId));
      return row ?? null;
    },

    /** A page of an identity's threads, newest activity first, after `cursor` and matching `search` when given. */
    async listThreads(identityId: string, page: { size: number; cursor?: ThreadCursor; search?: string }) {
      const conditions = [];
      if (page.cursor) {
        conditions.push(
          sql`(${inquiryParticipants.lastActivityAt}, ${inquiryParticipants.inquiryId}) < (${page.cursor.lastActivityAt.toISOString()}::timestamptz, ${page.cursor.inquiryId}::uuid)`,
        );
      }
      if (page.search) {
        const contains = `%${likeEscaped(page.search)}%`;
        const starts = `${likeEscaped(page.search)}%`;
        const counterpartName = sql`case when ${inquiryParticipants.side} = 'S' then ${receivers.companyName}
          else coalesce(${senderBusinesses.companyName}, ${senderUsers.firstName} || ' ' || ${senderUsers.lastName}) end`;
        conditions.push(
          or(
            sql`${inquiries.subject} ilike ${contains}`,
            sql`${counterpartName} ilike ${contains}`,
            sql`to_char(${inquiries.createdAt} at time zone 'UTC', 'YYYY-MM-DD') like ${starts}`,
            sql`to_char(${inquiryParticipants.lastActivityAt} at time zone 'UTC', 'YYYY-MM-DD') like ${starts}`,
          ),
        );
      }
      const newestFirst = [desc(inquiryParticipants.lastActivityAt), desc(inquiryParticipants.inquiryId)];
      // The page's ids first, then their rows: without a search nothing but the (identity, last activity) index is
      // read (PostgreSQL drops the left joins no condition uses), so a page costs the same for 3 threads or 10,000.
      const pageIds = db
        .select({ inquiryId: inquiryParticipants.inquiryId })
        .from(inquiryParticipants)
        .leftJoin(inquiries, eq(inquiries.id, inquiryParticipants.inquiryId))
        .leftJoin(senderUsers, eq(senderUsers.id, inquiries.senderUserId))
        .leftJoin(senderBusinesses, eq(senderBusinesses.id, inquiries.senderBusinessId))
        .leftJoin(receivers, eq(receivers.id, inquiries.receiverBusinessId))
        .where(and(eq(inquiryParticipants.identityId, identityId), ...conditions))
        .orderBy(...newestFirst)
        .limit(page.size);
      return threadRows()
        .where(
          and(
            eq(inquiryParticipants.identityId, identityId),
            inArray(inquiryParticipants.inquiryId, pageIds),
          ),
        )
        .orderBy(...newestFirst);
    },

    async threadAs(identityId: string, inquiryId: string) {
      const [row] = await threadRows().where(
        and(eq(inquiryParticipants.identityId, identityId), eq(inquiryParticipants.inquiryId, inquiryId)),
      );
      return row ?? null;
    },

    messagesOf(inquiryId: string) {
      return db
        .select({
          id: inquiryMessages.id,
          content: inquiryMessages.content,
          createdAt: inquiryMessages.createdAt,
          side: inquiryMessages.side,
        })
        .from(inquiryMessages)
        .where(eq(inquiryMessages.inquiryId, inquiryId))
        .orderBy(asc(inquiryMessages.createdAt), asc(inquiryMessages.id));
    },

    /** Marks a thread read for an identity; tells its other tabs only when it was unread. */
    async markRead(identityId: string, inquiryId: string): Promise<void> {
      await db.transaction(async (tx) => {
        const changed = await tx
          .update(inquiryParticipants)
          .set({ unread: false, readAt: sql`now()` })
          .where(
            and(
              eq(inquiryParticipants.identityId, identityId),
              eq(inquiryParticipants.inquiryId, inquiryId),
              eq(inquiryParticipants.unread, true),
            ),
          )
          .returning({ identityId: inquiryParticipants.identityId });
        if (changed.length > 0) {
          await publish(tx, 'request.read', inquiryId, [identityId]);
        }
      });
    },

    /**
     * Adds a message from one side while the thread is open: false when it has been ended (checked in the same
     * statement, so an end and a reply that cross never leave a message after the end).
     */
    async addMessage(
      inquiryId: string,
      message: { id: string; side: InquirySide; authorUserId: string; content: string },
      email: OutboxEmail | null,
    ): Promise<boolean> {
      return db.transaction(async (tx) => {
        const [touched] = await tx
          .update(inquiries)
          .set({ lastMessageAt: sql`now()` })
          .where(and(eq(inquiries.id, inquiryId), eq(inquiries.status, 'open')))
          .returning({ at: inquiries.lastMessageAt });
        if (!touched) return false;
        await tx.insert(inquiryMessages).values({ ...message, inquiryId, createdAt: touched.at });
        const participants = await tx
          .update(inquiryParticipants)
          .set({
            lastActivityAt: touched.at,
            unread: sql`${inquiryParticipants.side} <> ${message.side}`,
            readAt: sql`case when ${inquiryParticipants.side} = ${message.side} then now() else ${inquiryParticipants.readAt} end`,
          })
          .where(eq(inquiryParticipants.inquiryId, inquiryId))
          .returning({ identityId: inquiryParticipants.identityId });
        if (email) await tx.insert(emailOutbox).values({ id: crypto.randomUUID(), ...email });
        await publish(
          tx,
          'request.message',
          inquiryId,
          participants.map((p) => p.identityId),
        );
        return true;
      });
    },

    /** Ends a thread for both sides; ending it again changes nothing. */
    async close(inquiryId: string, by: InquirySide): Promise<void> {
      await db.transaction(async (tx) => {
        const closed = await tx
          .update(inquiries)
          .set({ status: 'closed', closedBy: by, closedAt: sql`now()` })
          .where(and(eq(inquiries.id, inquiryId), eq(inquiries.status, 'open')))
          .returning({ id: inquiries.id });
        if (closed.length === 0) return;
        const participants = await tx
          .select({ identityId: inquiryParticipants.identityId })
          .from(inquiryParticipants)
          .where(eq(inquiryParticipants.inquiryId, inquiryId));
        await publish(
          tx,
          'request.closed',
          inquiryId,
          participants.map((p) => p.identityId),
        );
      });
    },
  };
}
export type InquiriesRepository = ReturnType<typeof inquiriesRepository>;
export type ThreadRow = NonNullable<Awaited<ReturnType<InquiriesRepository['threadAs']>>>;
