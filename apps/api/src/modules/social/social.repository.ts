import type { ResourceType } from '@b2b/contracts';
import { and, desc, eq, inArray, or, sql, tables, type Database } from '@b2b/db';

const { reactions, follows, comments, users, businesses } = tables;

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

/** Likes, follows and comments. Writes are single statements whose keys make repeats harmless under concurrency. */
export function socialRepository(db: Database) {
  const followersOf = (resourceID: string) => db.$count(follows, eq(follows.resourceID, resourceID));
  /** 1 when the person follows the resource, else 0 (always 0 for a visitor). */
  const followsOf = (resourceID: string, userID: string | null) =>
    userID ? db.$count(follows, and(eq(follows.resourceID, resourceID), eq(follows.userID, userID))) : 0;

  return {
    /** A like that is already there stays as it is: the primary key (resource, actor) settles simultaneous likes. */
    async addReaction(row: ReactionRow): Promise<void> {
      await db.insert(reactions).values(row).onConflictDoNothing();
    },

    async removeReaction(resourceID: string, resourceType: ResourceType, actorID: string): Promise<void> {
      await db
        .delete(reactions)
        .where(
          and(
            eq(reactions.resourceID, resourceID),
            eq(reactions.resourceType, resourceType),
            eq(reactions.actorID, actorID),
          ),
        );
    },

    async reactionOf(resourceID: string, actorID: string): Promise<'like' | null> {
      const [row] = await db
        .select({ reactionType: reactions.reactionType })
        .from(reactions)
        .where(and(eq(reactions.resourceID, resourceID), eq(reactions.actorID, actorID)));
      return row?.reactionType ?? null;
    },

    async addFollow(resourceID: string, userID: string): Promise<void> {
      await db.insert(follows).values({ resourceID, userID }).onConflictDoNothing();
    },

    async removeFollow(resourceID: string, userID: string): Promise<void> {
      await db.delete(follows).where(and(eq(follows.resourceID, resourceID), eq(follows.userID, userID)));
    },

    /** Counters of a resource and, for a caller, whether their actor likes it and whether they follow it. */
    async summaryOf(resourceID: string, viewer: { actorID: string; userID: string } | null) {
      const [likes, followers, commentCount, liked, following] = await Promise.all([
        db.$count(reactions, eq(reactions.resourceID, resourceID)),
        followersOf(resourceID),
        db.$count(comments, eq(comments.resourceID, resourceID)),
        viewer
          ? db.$count(
              reactions,
              and(eq(reactions.resourceID, resourceID), eq(reactions.actorID, viewer.actorID)),
            )
          : 0,
        followsOf(resourceID, viewer?.userID ?? null),
      ]);
      return { likes, followers, comments: commentCount, liked: liked > 0, following: following > 0 };
    },

    async followSummaryOf(resourceID: string, userID: string | null) {
      const [followersCount, own] = await Promise.all([
        followersOf(resourceID),
        followsOf(resourceID, userID),
      ]);
      return { followersCount, following: own > 0 };
    },

    /**
     * Removes the likes and comments of a resource that no longer exists, with its comments' replies and their likes:
     * they have no foreign key to it, because a resource is one of several tables.
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

    async insertComment(row: CommentInsert): Promise<void> {
      await db.insert(comments).values(row);
    },

    async resourceTypeOfComment(commentID: string): Promise<ResourceType | null> {
      const [row] = await db
        .select({ resourceType: comments.resourceType })
        .from(comments)
        .where(eq(comments.id, commentID));
      return row?.resourceType ?? null;
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
