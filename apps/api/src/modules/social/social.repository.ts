import type { ResourceType } from '@b2b/contracts';
import { and, desc, eq, inArray, or, sql, tables, type Database } from '@b2b/db';

const { reactions, follows, comments, users, businesses } = tables;

export interface ReactionRow {
  resourceId: string;
  resourceType: ResourceType;
  actorId: string;
  userId: string;
  businessId: string | null;
}

export interface CommentInsert {
  id: string;
  resourceId: string;
  resourceType: ResourceType;
  content: string;
  userId: string;
  businessId: string | null;
}

/** Likes, follows and comments. Writes are single statements whose keys make repeats harmless under concurrency. */
export function socialRepository(db: Database) {
  const followersOf = (resourceId: string) => db.$count(follows, eq(follows.resourceId, resourceId));
  /** 1 when the person follows the resource, else 0 (always 0 for a visitor). */
  const followsOf = (resourceId: string, userId: string | null) =>
    userId ? db.$count(follows, and(eq(follows.resourceId, resourceId), eq(follows.userId, userId))) : 0;

  return {
    /** A like that is already there stays as it is: the primary key (resource, actor) settles simultaneous likes. */
    async addReaction(row: ReactionRow): Promise<void> {
      await db.insert(reactions).values(row).onConflictDoNothing();
    },

    async removeReaction(resourceId: string, resourceType: ResourceType, actorId: string): Promise<void> {
      await db
        .delete(reactions)
        .where(
          and(
            eq(reactions.resourceId, resourceId),
            eq(reactions.resourceType, resourceType),
            eq(reactions.actorId, actorId),
          ),
        );
    },

    async reactionOf(resourceId: string, actorId: string): Promise<'like' | null> {
      const [row] = await db
        .select({ reactionType: reactions.reactionType })
        .from(reactions)
        .where(and(eq(reactions.resourceId, resourceId), eq(reactions.actorId, actorId)));
      return row?.reactionType ?? null;
    },

    async addFollow(resourceId: string, userId: string): Promise<void> {
      await db.insert(follows).values({ resourceId, userId }).onConflictDoNothing();
    },

    async removeFollow(resourceId: string, userId: string): Promise<void> {
      await db.delete(follows).where(and(eq(follows.resourceId, resourceId), eq(follows.userId, userId)));
    },

    /** Counters of a resource and, for a caller, whether their actor likes it and whether they follow it. */
    async summaryOf(resourceId: string, viewer: { actorId: string; userId: string } | null) {
      const [likes, followers, commentCount, liked, following] = await Promise.all([
        db.$count(reactions, eq(reactions.resourceId, resourceId)),
        followersOf(resourceId),
        db.$count(comments, eq(comments.resourceId, resourceId)),
        viewer
          ? db.$count(
              reactions,
              and(eq(reactions.resourceId, resourceId), eq(reactions.actorId, viewer.actorId)),
            )
          : 0,
        followsOf(resourceId, viewer?.userId ?? null),
      ]);
      return { likes, followers, comments: commentCount, liked: liked > 0, following: following > 0 };
    },

    async followSummaryOf(resourceId: string, userId: string | null) {
      const [followersCount, own] = await Promise.all([
        followersOf(resourceId),
        followsOf(resourceId, userId),
      ]);
      return { followersCount, following: own > 0 };
    },

    /**
     * Removes the likes and comments of a resource that no longer exists, with its comments' replies and their likes:
     * they have no foreign key to it, because a resource is one of several tables.
     */
    async forgetResource(resourceId: string): Promise<void> {
      await db.transaction(async (tx) => {
        const threads = tx
          .select({ id: comments.id })
          .from(comments)
          .where(eq(comments.resourceId, resourceId));
        const replies = tx
          .select({ id: comments.id })
          .from(comments)
          .where(inArray(comments.resourceId, threads));
        await tx
          .delete(reactions)
          .where(
            or(
              eq(reactions.resourceId, resourceId),
              inArray(reactions.resourceId, threads),
              inArray(reactions.resourceId, replies),
            ),
          );
        await tx.delete(comments).where(inArray(comments.resourceId, threads));
        await tx.delete(comments).where(eq(comments.resourceId, resourceId));
      });
    },

    async insertComment(row: CommentInsert): Promise<void> {
      await db.insert(comments).values(row);
    },

    async resourceTypeOfComment(commentId: string): Promise<ResourceType | null> {
      const [row] = await db
        .select({ resourceType: comments.resourceType })
        .from(comments)
        .where(eq(comments.id, commentId));
      return row?.resourceType ?? null;
    },

    /** A page of the comments on a resource, newest first, with their authors and how many replies each has. */
    listComments(resourceId: string, skip: number, size: number) {
      return db
        .select({
          id: comments.id,
          content: comments.content,
          createdAt: comments.createdAt,
          userId: comments.userId,
          firstName: users.firstName,
          lastName: users.lastName,
          profilePhoto: users.profilePhoto,
          businessId: comments.businessId,
          companyName: businesses.companyName,
          businessPhoto: businesses.profilePhoto,
          repliesCount: sql<number>`(select count(*)::int from ${comments} as replies where replies.resource_id = ${comments.id})`,
        })
        .from(comments)
        .innerJoin(users, eq(users.id, comments.userId))
        .leftJoin(businesses, eq(businesses.id, comments.businessId))
        .where(eq(comments.resourceId, resourceId))
        .orderBy(desc(comments.createdAt), desc(comments.id))
        .offset(skip)
        .limit(size);
    },
  };
}

export type SocialRepository = ReturnType<typeof socialRepository>;
export type CommentRow = Awaited<ReturnType<SocialRepository['listComments']>>[number];
