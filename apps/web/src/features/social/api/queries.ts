import {
  LIMITS,
  type MakeCommentInput,
  nextCommentsSkip,
  type ReactBody,
  type ReactionSummary,
  type ResourceType,
  socialEndpoints,
} from '@b2b/contracts';
import {
  queryOptions,
  useQuery,
  useQueryClient,
  type QueryClient,
  infiniteQueryOptions,
  useInfiniteQuery,
  useMutation,
} from '@tanstack/react-query';
import i18next from 'i18next';
import { api } from '../../../lib/api-client.ts';
import { useSocialActor } from '../acting-identity.tsx';
import { toast } from '../../../lib/toast.tsx';

/** Every query key of the domain: one cache entry per resource, shared by every widget of it on the page. */
export const socialKeys = {
  /** Every summary on the page: a comment changes the comments counter of the resource it is on. */
  summaries: ['social', 'summary'] as const,
  /** Every summary of a resource, whoever asked: what a like or follow makes stale. */
  summary: (resourceID: string) => ['social', 'summary', resourceID] as const,
  /** Every comment list: a new comment or reply reloads them (the replies count of the comment above changes too). */
  comments: ['social', 'comments'] as const,
};

/** `GET social/reaction/summary/{id}`: counts, and whether the caller (or the business they act as) likes and follows. */
export async function getReactionSummary(resourceID: string, businessID?: string, signal?: AbortSignal) {
  const answer = await api(socialEndpoints.reactionSummary, {
    params: { id: resourceID },
    query: { businessID },
    signal,
  });
  return answer.data;
}

/**
 * `actor` is who asks: `visitor`, the user id, or the business id they act as; `liked` and `following` depend on it.
 * Loaders of server-rendered pages prefetch the visitor's summary.
 */
export const getReactionSummaryQueryOptions = (
  resourceID: string,
  actor: { key: string; businessID?: string | undefined } = { key: 'visitor' },
) =>
  queryOptions({
    queryKey: [...socialKeys.summary(resourceID), actor.key],
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

/** `GET social/comments/{resourceID}?skip&size=5`: a page of comments (or of a comment's replies), newest first. */
export async function getComments(resourceID: string, skip: number, signal?: AbortSignal) {
  const answer = await api(socialEndpoints.comments, {
    params: { resourceID },
    query: { skip, size: LIMITS.commentPageSize },
    signal,
  });
  return answer.data.comments;
}

export const getCommentsQueryOptions = (resourceID: string) =>
  infiniteQueryOptions({
    queryKey: [...socialKeys.comments, resourceID],
    queryFn: ({ pageParam, signal }) => getComments(resourceID, pageParam, signal),
    initialPageParam: 0,
    getNextPageParam: (lastPage, pages) => nextCommentsSkip(lastPage.length, pages.length),
  });

export const useComments = (resourceID: string) => useInfiniteQuery(getCommentsQueryOptions(resourceID));

/** `POST social/comments/make-comment`: a comment, or a reply when `resourceType` is `comment`. */
export const makeComment = (input: MakeCommentInput) => api(socialEndpoints.commentAdd, { body: input });

export function useMakeComment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: makeComment,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: socialKeys.comments }),
        queryClient.invalidateQueries({ queryKey: socialKeys.summaries }),
      ]),
  });
}

/** `POST social/reaction/react/{resourceType}`: a like, as the user or as the business in `businessID`. */
export const react = (resourceType: ResourceType, body: Omit<ReactBody, 'reactionType'>) =>
  api(socialEndpoints.reactionAdd, { params: { resourceType }, body: { ...body, reactionType: 'like' } });

/** `DELETE social/reaction/react/{resourceType}`: takes the like back. */
export const unreact = (resourceType: ResourceType, body: Omit<ReactBody, 'reactionType'>) =>
  api(socialEndpoints.reactionRemove, { params: { resourceType }, body });

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
      toast.error(i18next.t('toast.failure'));
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: socialKeys.summary(resourceID) }),
  });
}

/** `POST social/follow/business`: the signed-in person follows the business. */
export const followBusiness = (businessID: string) =>
  api(socialEndpoints.followBusiness, { body: { resourceID: businessID } });

/** `DELETE social/follow/{id}`: stops following it. */
export const unfollowBusiness = (businessID: string) =>
  api(socialEndpoints.unfollow, { params: { id: businessID } });

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
      toast.error(i18next.t('toast.failure'));
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: socialKeys.summary(businessID) }),
  });
}
