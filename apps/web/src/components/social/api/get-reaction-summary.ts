import { ReactionSummaryAnswerSchema, type ReactionSummary } from '@b2b/contracts';
import { queryOptions, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { useSocialActor } from '../use-social-actor.ts';

/** `GET social/reaction/summary/{id}`: counts, and whether the caller (or the business they act as) likes and follows. */
export async function getReactionSummary(resourceID: string, businessID?: string, signal?: AbortSignal) {
  const query = businessID ? `?${new URLSearchParams({ businessID }).toString()}` : '';
  const answer = await apiRequest(`/social/reaction/summary/${encodeURIComponent(resourceID)}${query}`, {
    schema: ReactionSummaryAnswerSchema,
    ...(signal ? { signal } : {}),
  });
  return answer.data;
}

/** Every summary on the page: a comment changes the comments counter of the resource it is on. */
export const REACTION_SUMMARIES_KEY = ['social', 'summary'] as const;
/** Every summary of a resource, whoever asked: what a like or follow makes stale. */
export const reactionSummaryKey = (resourceID: string) => [...REACTION_SUMMARIES_KEY, resourceID] as const;

/**
 * `actor` is who asks: `visitor`, the user id, or the business id they act as; `liked` and `following` depend on it.
 * Loaders of server-rendered pages prefetch the visitor's summary.
 */
export const getReactionSummaryQueryOptions = (
  resourceID: string,
  actor: { key: string; businessID?: string | undefined } = { key: 'visitor' },
) =>
  queryOptions({
    queryKey: [...reactionSummaryKey(resourceID), actor.key],
    queryFn: ({ signal }) => getReactionSummary(resourceID, actor.businessID, signal),
  });

/**
 * The summary for the acting identity. Until it answers, the counts the page already had for this resource stay on screen
 * (the visitor's from the server, or the previous identity's); `isPlaceholderData` tells that their `liked` and
 * `following` are not the caller's yet. Another resource's counts never stand in.
 */
export function useReactionSummary(resourceID: string) {
  const queryClient = useQueryClient();
  const actor = useSocialActor();
  return useQuery({
    ...getReactionSummaryQueryOptions(resourceID, actor),
    enabled: actor.ready,
    placeholderData: (previous, previousQuery) =>
      previousQuery?.queryKey[2] === resourceID
        ? previous
        : queryClient.getQueryData(getReactionSummaryQueryOptions(resourceID).queryKey),
  });
}

/** Changes the cached summary at once and answers how to put it back (the optimistic part of likes and follows). */
export async function changeSummary(
  queryClient: QueryClient,
  queryKey: readonly unknown[],
  change: (summary: ReactionSummary) => ReactionSummary,
) {
  await queryClient.cancelQueries({ queryKey });
  const before = queryClient.getQueryData<ReactionSummary>(queryKey);
  if (before) queryClient.setQueryData(queryKey, change(before));
  return () => queryClient.setQueryData(queryKey, before);
}
