import type { SessionUser } from '../../plugins/auth/auth.plugin.ts';
import type { SocialDeps } from './social-deps.ts';

/** A person follows businesses; following again or unfollowing twice changes nothing. */
export function followsService({ repo, resources, people, pages }: Omit<SocialDeps, 'acting'>) {
  return {
    async follow(user: SessionUser, businessID: string): Promise<void> {
      await resources.requireResource('business', businessID);
      await people.ensureProfile(user);
      await repo.addFollow(businessID, user.userID);
      pages.invalidate(businessID);
    },

    async unfollow(user: SessionUser, businessID: string): Promise<void> {
      await repo.removeFollow(businessID, user.userID);
      pages.invalidate(businessID);
    },

    summaryOf: (viewer: SessionUser | null, resourceID: string) =>
      repo.followSummaryOf(resourceID, viewer?.userID ?? null),
  };
}
export type FollowsService = ReturnType<typeof followsService>;
