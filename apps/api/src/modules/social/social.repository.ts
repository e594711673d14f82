import type { ResourceType } from '@b2b/contracts';
import { and, desc, eq, inArray, or, sql, tables, type Database } from '@b2b/db';
import type { SQL, SQLWrapper } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import {
  recordNotifications,
  removeNotificationOf,
  removeNotificationsAbout,
  type NotificationInput,
} from '../notifications/notifications.repository.ts';

const { reactions, follows, comments, users, businesses } = tables;

/** The notification a like or follow made, to remove when it is taken back. */
export type NotificationOfAction = Pick<
  NotificationInput,
  'type' | 'subjectID' | 'actorUserID' | 'actorBusinessID'
>;

export interface ReactionRow {
  resourceID: string;
  resourceType: ResourceType;
  actorID: string;
  userID: string;
  businessID: string | null;
}

export interface CommentInsert {
  id: string;
  resourceID: string;
  resourceType: ResourceType;
  content: string;
  userID: string;
  businessID: string | null;
}

/**
 * Likes, follows and comments. Their keys make repeats harmless under concurrency; each write records its notification
 * (when it has one) in the same transaction, and only when it changed something, so liking twice notifies once.
 */
export function socialRepository(db: Database) {
  /** How many rows of `table` meet `condition`, as a column: a summary's counts go to the database in one statement. */
  const countWhere = (table: PgTable, condition: SQL | undefined) =>
    sql<number>`(select count(*) from ${table} where ${condition})`.mapWith(Number);
  const zero = sql<number>`0`.mapWith(Number);
  /** The row a select of counts alone is made from. */
  const oneRow = sql`(values (1)) as one_row (one)`;
  const followersOf = (resourceID: string | SQLWrapper) =>
    countWhere(follows, eq(follows.resourceID, resourceID));
  /** 1 when the person follows the resource, else 0 (always 0 for a visitor). */
  const followsOf = (resourceID: string | SQLWrapper, userID: string | SQLWrapper | null) =>
    userID ? countWhere(follows, and(eq(follows.resourceID, resourceID), eq(follows.userID, userID))) : zero;
  /**
   * A resource's counters, and a viewer's like and follow, prepared once per connection (a visitor's and a signed-in
   * person's): every business, product and profile page reads them, and PostgreSQL planned the statement each time.
   */
  const summaryStatement = (viewer: boolean) => {
    const resourceID = sql.placeholder('resourceID');
    return db
      .select({
        likes: countWhere(reactions, eq(reactions.resourceID, resourceID)),
        followers: followersOf(resourceID),
        comments: countWhere(comments, eq(comments.resourceID, resourceID)),
        liked: viewer
          ? countWhere(
              reactions,
              and(eq(reactions.resourceID, resourceID), eq(reactions.actorID, sql.placeholder('actorID'))),
            )
          : zero,
        following: followsOf(resourceID, viewer ? sql.placeholder('userID') : null),
      })
      .from(oneRow)
      .prepare(viewer ? 'social_summary_viewer' : 'social_summary_visitor');
  };
  const summaries = { visitor: summaryStatement(false), viewer: summaryStatement(true) };

  return {
    /** A like that is already there stays as it is: the primary key (resource, actor) settles simultaneous likes. */
    async addReaction(row: ReactionRow, notification: NotificationInput | null): Promise<void> {
      await db.transaction(async (tx) => {
        const added = await tx
          .insert(reactions)
          .values(row)
          .onConflictDoNothing()
          .returning({ actorID: reactions.actorID });
        if (added.length > 0 && notification) await recordNotifications(tx, [notification]);
      });
    },

    /** Takes a like back, and with it its notification, so that liking again does not pile them up. */
    async removeReaction(
      resourceID: string,
      resourceType: ResourceType,
      actorID: string,
      notification: NotificationOfAction | null,
    ): Promise<void> {
      await db.transaction(async (tx) => {
        const removed = await tx
          .delete(reactions)
          .where(
            and(
              eq(reactions.resourceID, resourceID),
              eq(reactions.resourceType, resourceType),
              eq(reactions.actorID, actorID),
            ),
          )
          .returning({ actorID: reactions.actorID });
        if (removed.length > 0 && notification) await removeNotificationOf(tx, notification);
      });
    },

    async reactionOf(resourceID: string, actorID: string): Promise<'like' | null> {
      const [row] = await db
        .select({ reactionType: reactions.reactionType })
        .from(reactions)
        .where(and(eq(reactions.resourceID, resourceID), eq(reactions.actorID, actorID)));
      return row?.reactionType ?? null;
    },

    async addFollow(
      resourceID: string,
      userID: string,
      notification: NotificationInput | null,
    ): Promise<void> {
      await db.transaction(async (tx) => {
        const added = await tx
          .insert(follows)
          .values({ resourceID, userID })
          .onConflictDoNothing()
          .returning({ userID: follows.userID });
        if (added.length > 0 && notification) await recordNotifications(tx, [notification]);
      });
    },

    async removeFollow(
      resourceID: string,
      userID: string,
      notification: NotificationOfAction,
    ): Promise<void> {
      await db.transaction(async (tx) => {
        const removed = await tx
          .delete(follows)
          .where(and(eq(follows.resourceID, resourceID), eq(follows.userID, userID)))
          .returning({ userID: follows.userID });
        if (removed.length > 0) await removeNotificationOf(tx, notification);
      });
    },

    /** Counters of a resource and, for a caller, whether their actor likes it and whether they follow it. */
    async summaryOf(resourceID: string, viewer: { actorID: string; userID: string } | null) {
      const [row] = viewer
        ? await summaries.viewer.execute({ resourceID, ...viewer })
        : await summaries.visitor.execute({ resourceID });
      const { likes = 0, followers = 0, comments: commentCount = 0, liked = 0, following = 0 } = row ?? {};
      return { likes, followers, comments: commentCount, liked: liked > 0, following: following > 0 };
    },

    async followSummaryOf(resourceID: string, userID: string | null) {
      const [row] = await db
        .select({ followersCount: followersOf(resourceID), own: followsOf(resourceID, userID) })
        .from(oneRow);
      return { followersCount: row?.followersCount ?? 0, following: (row?.own ?? 0) > 0 };
    },

    /**
     * Removes the likes and comments of a resource that no longer exists, with its comments' replies and their likes:
     * they have no foreign key to it, because a resource is one of several tables; and the notifications about all
     * of them (a like of one of its comments, a reply on it).
     */
    async forgetResource(resourceID: string): Promise<void> {
      await db.transaction(async (tx) => {
        const threads = tx
          .select({ id: comments.id })
          .from(comments)
          .where(eq(comments.resourceID, resourceID));
        const replies = tx
          .select({ id: comments.id })
          .from(comments)
          .where(inArray(comments.resourceID, threads));
        await removeNotificationsAbout(tx, [resourceID]);
        await removeNotificationsAbout(tx, threads);
        await removeNotificationsAbout(tx, replies);
        await tx
          .delete(reactions)
          .where(
            or(
              eq(reactions.resourceID, resourceID),
              inArray(reactions.resourceID, threads),
              inArray(reactions.resourceID, replies),
            ),
          );
        await tx.delete(comments).where(inArray(comments.resourceID, threads));
        await tx.delete(comments).where(eq(comments.resourceID, resourceID));
      });
    },

    async insertComment(row: CommentInsert, notification: NotificationInput | null): Promise<void> {
      await db.transaction(async (tx) => {
        await tx.insert(comments).values(row);
        if (notification) await recordNotifications(tx, [notification]);
      });
    },

    /** What a comment is on, and its author's identity (the business it was written as, else the person). */
    async commentOf(commentID: string) {
      const [row] = await db
        .select({
          resourceType: comments.resourceType,
          authorID: sql<string>`coalesce(${comments.businessID}, ${comments.userID})`,
        })
        .from(comments)
        .where(eq(comments.id, commentID));
      return row ?? null;
    },

    /** A page of the comments on a resource, newest first, with their authors and how many replies each has. */
    listComments(resourceID: string, skip: number, size: number) {
      return db
        .select({
          id: comments.id,
          content: comments.content,
          createdAt: comments.createdAt,
          userID: comments.userID,
          firstName: users.firstName,
          lastName: users.lastName,
          profilePhoto: users.profilePhoto,
          businessID: comments.businessID,
          companyName: businesses.companyName,
          businessPhoto: businesses.profilePhoto,
          repliesCount: sql<number>`(select count(*)::int from ${comments} as replies where replies.resource_id = ${comments.id})`,
        })
        .from(comments)
        .innerJoin(users, eq(users.id, comments.userID))
        .leftJoin(businesses, eq(businesses.id, comments.businessID))
        .where(eq(comments.resourceID, resourceID))
        .orderBy(desc(comments.createdAt), desc(comments.id))
        .offset(skip)
        .limit(size);
    },
  };
}

export type SocialRepository = ReturnType<typeof socialRepository>;
export type CommentRow = Awaited<ReturnType<SocialRepository['listComments']>>[number];
