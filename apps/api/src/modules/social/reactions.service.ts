import type { NotificationType, ReactBody, ReactionSummary, ResourceType, UnreactBody } from '@b2b/contracts';
import type { SessionUser } from '../../plugins/auth/auth.plugin.ts';
import type { SocialDeps } from './social-deps.ts';

/** The likes their owner hears of: of a post and of a comment (a business's or product's likes are only counted). */
const LIKE_NOTIFICATIONS: Partial<Record<ResourceType, NotificationType>> = {
  post: 'post.liked',
  comment: 'comment.liked',
};

export function reactionsService({ repo, acting, resources, people, pages, notifications }: SocialDeps) {
  return {
    /** One like per actor and resource: liking again is still a success and changes nothing. */
    async react(user: SessionUser, resourceType: ResourceType, body: ReactBody): Promise<void> {
      const actor = await acting.actorOf(user, body.businessID);
      const owner = await resources.requireResource(resourceType, body.resourceID);
      await people.ensureProfile(user);
      const type = LIKE_NOTIFICATIONS[resourceType];
      await repo.addReaction(
        {
          resourceID: body.resourceID,
          resourceType,
          actorID: actor.actorID,
          userID: user.userID,
          businessID: actor.businessID,
        },
        type
          ? await notifications.notificationOf(actor, {
              type,
              recipientID: owner,
              subjectID: body.resourceID,
            })
          : null,
      );
      pages.invalidate(body.resourceID);
    },

    /** Taking back a like that is not there is a success too. */
    async unreact(user: SessionUser, resourceType: ResourceType, body: UnreactBody): Promise<void> {
      const actor = await acting.actorOf(user, body.businessID);
      const type = LIKE_NOTIFICATIONS[resourceType];
      await repo.removeReaction(
        body.resourceID,
        resourceType,
        actor.actorID,
        type
          ? {
              type,
              subjectID: body.resourceID,
              actorUserID: actor.userID,
              actorBusinessID: actor.businessID,
            }
          : null,
      );
      pages.invalidate(body.resourceID);
    },

    async reactionOf(user: SessionUser, resourceID: string, businessID: string | undefined) {
      const actor = await acting.actorOf(user, businessID);
      return { reactionType: await repo.reactionOf(resourceID, actor.actorID) };
    },

    /** Counters anyone may see; `liked` and `following` only say something about the caller. */
    async summaryOf(
      viewer: SessionUser | null,
      resourceID: string,
      businessID: string | undefined,
    ): Promise<ReactionSummary> {
      const actor = await acting.viewerOf(viewer, businessID);
      const summary = await repo.summaryOf(
        resourceID,
        actor ? { actorID: actor.actorID, userID: actor.userID } : null,
      );
      return {
        reactionCount: { like: summary.likes },
        followersCount: summary.followers,
        commentsCount: summary.comments,
        liked: summary.liked,
        following: summary.following,
      };
    },
  };
}
export type ReactionsService = ReturnType<typeof reactionsService>;
