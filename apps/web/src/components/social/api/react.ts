import { SuccessSchema, TOAST_FAILURE_MESSAGE, type ReactBody, type ResourceType } from '@b2b/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { apiRequest } from '../../../lib/api-client.ts';
import { useSocialActor } from '../use-social-actor.ts';
import { changeSummary, getReactionSummaryQueryOptions, reactionSummaryKey } from './get-reaction-summary.ts';

const reactPath = (resourceType: ResourceType) => `/social/reaction/react/${resourceType}`;

/** `POST social/reaction/react/{resourceType}`: a like, as the user or as the business in `businessID`. */
export const react = (resourceType: ResourceType, body: Omit<ReactBody, 'reactionType'>) =>
  apiRequest(reactPath(resourceType), {
    method: 'POST',
    body: { ...body, reactionType: 'like' },
    schema: SuccessSchema,
  });

/** `DELETE social/reaction/react/{resourceType}`: takes the like back. */
export const unreact = (resourceType: ResourceType, body: Omit<ReactBody, 'reactionType'>) =>
  apiRequest(reactPath(resourceType), { method: 'DELETE', body, schema: SuccessSchema });

/**
 * Likes or unlikes at once (pressed state and count), then asks the server; a failure, or an answer without success,
 * puts the summary back and says so.
 */
export function useToggleLike(resourceType: ResourceType, resourceID: string) {
  const queryClient = useQueryClient();
  const actor = useSocialActor();
  const { queryKey } = getReactionSummaryQueryOptions(resourceID, actor);
  return useMutation({
    mutationFn: ({ liked }: { liked: boolean }) =>
      (liked ? unreact : react)(resourceType, { resourceID, businessID: actor.businessID }),
    onMutate: ({ liked }) =>
      changeSummary(queryClient, queryKey, (summary) => ({
        ...summary,
        liked: !liked,
        reactionCount: { like: Math.max(0, summary.reactionCount.like + (liked ? -1 : 1)) },
      })),
    onError: (_error, _variables, restore) => {
      restore?.();
      toast.error(TOAST_FAILURE_MESSAGE);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: reactionSummaryKey(resourceID) }),
  });
}
