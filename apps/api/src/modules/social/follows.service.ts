import type { SessionUser } from '../../plugins/auth/auth.plugin.ts';
import type { SocialDeps } from './social-deps.ts';

/** A person follows businesses; following again or unfollowing twice changes nothing. */
export function followsService({
  repo,
  resources,
  people,
  pages,
  notifications,
}: Omit<SocialDeps, 'acting'>) {
  return {
    /** The business hears of a new follower; following again tells it nothing new. */
    async follow(user: SessionUser, businessID: string): Promise<void> {
      await resources.requireResource('business', businessID);
      await people.ensureProfile(user);
      await repo.addFollow(
        businessID,
        user.userID,
        await notifications.notificationOf(
          { userID: user.userID, businessID: null },
          { type: 'business.followed', recipientID: businessID, subjectID: businessID },
        ),
      );
      pages.invalidate(businessID);
    },

    /** Unfollowing takes the follow's notification back, so that following again does not pile them up. */
    async unfollow(user: SessionUser, businessID: string): Promise<void> {
      await repo.removeFollow(businessID, user.userID, {
        type: 'business.followed',
        subjectID: businessID,
        actorUserID: user.userID,
        actorBusinessID: null,
      });
      pages.invalidate(businessID);
    },

    summaryOf: (viewer: SessionUser | null, resourceID: string) =>
      repo.followSummaryOf(resourceID, viewer?.userID ?? null),
  };
}
export type FollowsService = ReturnType<typeof followsService>;
