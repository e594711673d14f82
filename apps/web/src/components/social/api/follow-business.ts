import { SuccessSchema, TOAST_FAILURE_MESSAGE } from '@b2b/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { apiRequest } from '../../../lib/api-client.ts';
import { useSocialActor } from '../use-social-actor.ts';
import { changeSummary, getReactionSummaryQueryOptions, reactionSummaryKey } from './get-reaction-summary.ts';

/** `POST social/follow/business`: the signed-in person follows the business. */
export const followBusiness = (businessID: string) =>
  apiRequest('/social/follow/business', {
    method: 'POST',
    body: { resourceID: businessID },
    schema: SuccessSchema,
  });

/** `DELETE social/follow/{id}`: stops following it. */
export const unfollowBusiness = (businessID: string) =>
  apiRequest(`/social/follow/${encodeURIComponent(businessID)}`, { method: 'DELETE', schema: SuccessSchema });

/** Follows or unfollows at once (pressed state and followers count); a failure puts both back and says so. */
export function useToggleFollow(businessID: string) {
  const queryClient = useQueryClient();
  const actor = useSocialActor();
  const { queryKey } = getReactionSummaryQueryOptions(businessID, actor);
  return useMutation({
    mutationFn: ({ following }: { following: boolean }) =>
      following ? unfollowBusiness(businessID) : followBusiness(businessID),
    onMutate: ({ following }) =>
      changeSummary(queryClient, queryKey, (summary) => ({
        ...summary,
        following: !following,
        followersCount: Math.max(0, summary.followersCount + (following ? -1 : 1)),
      })),
    onError: (_error, _variables, restore) => {
      restore?.();
      toast.error(TOAST_FAILURE_MESSAGE);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: reactionSummaryKey(businessID) }),
  });
}
