import type { NotificationLiveEventType, NotificationType, ResourceType } from '@b2b/contracts';
import type { SQL, SQLWrapper } from 'drizzle-orm';
import { alias, and, desc, eq, inArray, isNull, lt, lte, or, sql, tables, type Database } from '@b2b/db';
import { publishLiveEventsTo, selectIdentities } from '../live/live-events.repository.ts';

const {
  notifications,
  users,
  businesses,
  comments,
  posts,
  products,
  inquiries,
  inquiryMessages,
  rfqs,
  rfqMatches,
} = tables;

/** A notification to record: who it is for, what happened, who did it, about what. */
export interface NotificationInput {
  recipientID: string;
  type: NotificationType;
  actorUserID: string;
  actorBusinessID: string | null;
  subjectID: string;
  detailID: string | null;
}

/** Unread notifications of each identity. */
async function unreadCounts(executor: Database, identityIds: string[]): Promise<Map<string, number>> {
  if (identityIds.length === 0) return new Map();
  const rows = await executor
    .select({ identityID: notifications.recipientID, unread: sql<number>`count(*)::int` })
    .from(notifications)
    .where(and(inArray(notifications.recipientID, identityIds), isNull(notifications.readAt)))
    .groupBy(notifications.recipientID);
  return new Map(rows.map((row) => [row.identityID, row.unread]));
}

/** An event's data for the identity `r.id`: its unread notifications after the caller's writes. */
const unreadOfRecipient = sql`jsonb_build_object('identityID', r.id, 'unread',
  (select count(*) from ${notifications} n where n.recipient_id = r.id and n.read_at is null))`;

/** Tells each identity's streams what changed, with its unread count after the write. */
async function publish(executor: Database, type: NotificationLiveEventType, identityIds: string[]) {
  if (identityIds.length === 0) return;
  await publishLiveEventsTo(executor, selectIdentities(identityIds), type, unreadOfRecipient);
}

/**
 * Records notifications within the caller's transaction (the like, comment, follow, request or message they are
 * about), and tells their recipients' streams.
 */
export async function recordNotifications(executor: Database, rows: NotificationInput[]): Promise<void> {
  if (rows.length === 0) return;
  await executor.insert(notifications).values(rows);
  await publish(
    executor,
    'notification.created',
    rows.map((row) => row.recipientID),
  );
}

/**
 * Records the same action's notification for every identity `recipients` selects (a query of distinct identity ids), and
 * tells their streams, within the caller's transaction: two statements whatever the number of recipients, so that
 * telling 10,000 suppliers costs no more round trips than telling one.
 */
export async function recordNotificationsTo(
  executor: Database,
  recipients: SQL,
  action: Omit<NotificationInput, 'recipientID'>,
): Promise<void> {
  await executor.execute(sql`
    insert into ${notifications} (recipient_id, type, actor_user_id, actor_business_id, subject_id, detail_id)
    select r.id, ${action.type}, ${action.actorUserID}::uuid, ${action.actorBusinessID}::uuid,
      ${action.subjectID}::uuid, ${action.detailID}::uuid
    from (${recipients}) as r(id)`);
  await publishLiveEventsTo(executor, recipients, 'notification.created', unreadOfRecipient);
}

/** Removes notifications within the caller's transaction, read or not, and tells their recipients' streams. */
async function removeWhere(executor: Database, where: ReturnType<typeof and>): Promise<void> {
  const removed = await executor
    .delete(notifications)
    .where(where)
    .returning({ recipientID: notifications.recipientID });
  if (removed.length > 0) {
    await publish(
      executor,
      'notification.removed',
      removed.map((row) => row.recipientID),
    );
  }
}

/**
 * The notification of one action, when it is taken back (an unlike, an unfollow). A like as a business is the
 * business's, whichever of its people takes it back.
 */
export const removeNotificationOf = (
  executor: Database,
  action: Pick<NotificationInput, 'type' | 'subjectID' | 'actorUserID' | 'actorBusinessID'>,
) =>
  removeWhere(
    executor,
    and(
      eq(notifications.type, action.type),
      eq(notifications.subjectID, action.subjectID),
      action.actorBusinessID === null
        ? and(eq(notifications.actorUserID, action.actorUserID), isNull(notifications.actorBusinessID))
        : eq(notifications.actorBusinessID, action.actorBusinessID),
    ),
  );

/**
 * The notifications about things that are going away (a resource and its comments), or about what was made on them:
 * `ids` is a list or a subquery of ids, read before those rows are deleted.
 */
export const removeNotificationsAbout = (executor: Database, ids: SQLWrapper | string[]) =>
  removeWhere(executor, or(inArray(notifications.subjectID, ids), inArray(notifications.detailID, ids)));

const actorUsers = alias(users, 'actor_users');
const actorBusinesses = alias(businesses, 'actor_businesses');
const recipientUsers = alias(users, 'recipient_users');
const recipientBusinesses = alias(businesses, 'recipient_businesses');
/** The comment a `comment.*` notification is about, and when that is a reply, the comment it answers. */
const subjectComments = alias(comments, 'subject_comments');
const parentComments = alias(comments, 'parent_comments');
/** What the actor wrote: a comment or reply, or a message. */
const detailComments = alias(comments, 'detail_comments');
/** The business shown for the subject: the business itself, or the product's. */
const targetBusinesses = alias(businesses, 'target_businesses');

/** Characters of a text read for an excerpt; the service cuts it to a few words. */
const EXCERPT_READ = 200;

/**
 * The resource a notification links to: its subject, or for a notification about a comment the resource that comment
 * is on, through the comment it answers when it is a reply (replies go one level deep).
 */
const targetID = sql<string>`coalesce(${parentComments.resourceID}, ${subjectComments.resourceID}, ${notifications.subjectID})`;

export function notificationsRepository(db: Database) {
  return {
    unreadCounts: (identityIds: string[]) => unreadCounts(db, identityIds),

    /**
     * A page of the identities' notifications, newest first, with what each shows: the actor, the recipient's name and
     * the subject's names and texts. A subject that is gone comes back with `targetType` null.
     */
    page(identityIds: string[], page: { before?: number; size: number }) {
      return db
        .select({
          id: notifications.id,
          type: notifications.type,
          createdAt: notifications.createdAt,
          readAt: notifications.readAt,
          recipientID: notifications.recipientID,
          recipientFirstName: recipientUsers.firstName,
          recipientLastName: recipientUsers.lastName,
          recipientCompanyName: recipientBusinesses.companyName,
          subjectID: notifications.subjectID,
          userID: notifications.actorUserID,
          firstName: actorUsers.firstName,
          lastName: actorUsers.lastName,
          profilePhoto: actorUsers.profilePhoto,
          businessID: notifications.actorBusinessID,
          companyName: actorBusinesses.companyName,
          businessPhoto: actorBusinesses.profilePhoto,
          targetID,
          targetType: sql<ResourceType | 'request' | 'rfq' | null>`case
            when ${inquiries.id} is not null then 'request'
            when ${rfqs.id} is not null then 'rfq'
            when ${posts.id} is not null then 'post'
            when ${products.id} is not null then 'product'
            when ${targetBusinesses.id} is not null then 'business' end`,
          postTimelineID: posts.timelineID,
          postText: sql<string | null>`left(${posts.content}, ${EXCERPT_READ})`,
          productName: products.name,
          targetCompanyName: targetBusinesses.companyName,
          targetBusinessID: targetBusinesses.id,
          requestSubject: inquiries.subject,
          rfqProductName: rfqs.productName,
          /** The buyer of an anonymous RFQ who has not shown themself to the recipient stays unnamed. */
          hidesActor: sql<boolean>`coalesce(${notifications.actorUserID} = ${rfqs.buyerUserID}
            and ${rfqs.identity} = 'anonymous' and ${rfqMatches.revealedAt} is null, false)`,
          commentText: sql<string | null>`left(${subjectComments.content}, ${EXCERPT_READ})`,
          detailText: sql<
            string | null
          >`left(coalesce(${detailComments.content}, ${inquiryMessages.content}), ${EXCERPT_READ})`,
        })
        .from(notifications)
        .innerJoin(actorUsers, eq(actorUsers.id, notifications.actorUserID))
        .leftJoin(actorBusinesses, eq(actorBusinesses.id, notifications.actorBusinessID))
        .leftJoin(recipientUsers, eq(recipientUsers.id, notifications.recipientID))
        .leftJoin(recipientBusinesses, eq(recipientBusinesses.id, notifications.recipientID))
        .leftJoin(
          subjectComments,
          and(eq(subjectComments.id, notifications.subjectID), sql`${notifications.type} like 'comment.%'`),
        )
        .leftJoin(
          parentComments,
          and(eq(parentComments.id, subjectComments.resourceID), eq(subjectComments.resourceType, 'comment')),
        )
        .leftJoin(
          inquiries,
          and(eq(inquiries.id, notifications.subjectID), sql`${notifications.type} like 'request.%'`),
        )
        .leftJoin(
          rfqs,
          and(
            eq(rfqs.id, notifications.subjectID),
            sql`(${notifications.type} like 'rfq.%' or ${notifications.type} like 'quote.%')`,
          ),
        )
        .leftJoin(
          rfqMatches,
          and(eq(rfqMatches.rfqID, rfqs.id), eq(rfqMatches.businessID, notifications.recipientID)),
        )
        .leftJoin(posts, eq(posts.id, targetID))
        .leftJoin(products, eq(products.id, targetID))
        .leftJoin(
          targetBusinesses,
          eq(targetBusinesses.id, sql`coalesce(${products.businessID}, ${targetID})`),
        )
        .leftJoin(detailComments, eq(detailComments.id, notifications.detailID))
        .leftJoin(
          inquiryMessages,
          and(eq(inquiryMessages.id, notifications.detailID), sql`${notifications.type} like 'request.%'`),
        )
        .where(
          and(
            inArray(notifications.recipientID, identityIds),
            page.before === undefined ? undefined : lt(notifications.id, page.before),
          ),
        )
        .orderBy(desc(notifications.id))
        .limit(page.size);
    },

    /** Marks the identities' unread notifications up to `upTo` read, and tells their streams. */
    async markRead(identityIds: string[], upTo: number | undefined): Promise<void> {
      await db.transaction(async (tx) => {
        const changed = await tx
          .update(notifications)
          .set({ readAt: sql`now()` })
          .where(
            and(
              inArray(notifications.recipientID, identityIds),
              isNull(notifications.readAt),
              upTo === undefined ? undefined : lte(notifications.id, upTo),
            ),
          )
          .returning({ recipientID: notifications.recipientID });
        if (changed.length > 0) {
          await publish(
            tx,
            'notification.read',
            changed.map((row) => row.recipientID),
          );
        }
      });
    },
  };
}
export type NotificationsRepository = ReturnType<typeof notificationsRepository>;
export type NotificationRow = Awaited<ReturnType<NotificationsRepository['page']>>[number];
