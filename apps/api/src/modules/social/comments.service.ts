import { randomUUID } from 'node:crypto';
import {
  NESTED_REPLY_MESSAGE,
  type Comment,
  type MakeCommentSchema,
  type NotificationType,
  type ResourceType,
} from '@b2b/contracts';
import { ValidationError } from '@b2b/server-kit';
import type { z } from 'zod';
import type { SessionUser } from '../../plugins/auth/auth.plugin.ts';
import { authorOf } from './author.ts';
import type { SocialDeps } from './social-deps.ts';

export type MakeComment = z.infer<typeof MakeCommentSchema>;

/** What a comment tells the owner of what it is on: a reply tells the author of the comment it answers. */
const COMMENT_NOTIFICATIONS: Record<ResourceType, NotificationType> = {
  post: 'post.commented',
  comment: 'comment.replied',
  product: 'product.commented',
  business: 'business.commented',
};

export function commentsService({ repo, acting, resources, people, pages, notifications }: SocialDeps) {
  return {
    /** A comment, or with `resourceType` comment a reply; replies go one level deep. Content is kept as given. */
    async makeComment(user: SessionUser, input: MakeComment): Promise<string> {
      const actor = await acting.actorOf(user, input.businessID);
      const owner = await resources.requireResource(input.resourceType, input.resourceID);
      if (
        input.resourceType === 'comment' &&
        (await repo.commentOf(input.resourceID))?.resourceType === 'comment'
      ) {
        throw new ValidationError(NESTED_REPLY_MESSAGE, [
          { path: 'resourceID', message: NESTED_REPLY_MESSAGE },
        ]);
      }
      await people.ensureProfile(user);
      const id = randomUUID();
      await repo.insertComment(
        {
          id,
          resourceID: input.resourceID,
          resourceType: input.resourceType,
          content: input.content,
          userID: user.userID,
          businessID: actor.businessID,
        },
        await notifications.notificationOf(actor, {
          type: COMMENT_NOTIFICATIONS[input.resourceType],
          recipientID: owner,
          subjectID: input.resourceID,
          detailID: id,
        }),
      );
      pages.invalidate(input.resourceID);
      return id;
    },

    /** Newest first; a page shorter than `size` is the last one. */
    async commentsOf(resourceID: string, page: { skip: number; size: number }): Promise<Comment[]> {
      const rows = await repo.listComments(resourceID, page.skip, page.size);
      return rows.map((row) => ({
        commentID: row.id,
        content: row.content,
        createdAt: row.createdAt.toISOString(),
        whoComment: authorOf(row),
        repliesCount: row.repliesCount,
      }));
    },
  };
}
export type CommentsService = ReturnType<typeof commentsService>;
