import { CommentsAnswerSchema, LIMITS, nextCommentsSkip } from '@b2b/contracts';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

/** `GET social/comments/{resourceID}?skip&size=5`: a page of comments (or of a comment's replies), newest first. */
export async function getComments(resourceID: string, skip: number, signal?: AbortSignal) {
  const query = new URLSearchParams({ skip: String(skip), size: String(LIMITS.commentPageSize) });
  const answer = await apiRequest(`/social/comments/${encodeURIComponent(resourceID)}?${query.toString()}`, {
    schema: CommentsAnswerSchema,
    ...(signal ? { signal } : {}),
  });
  return answer.data.comments;
}

/** Every comment list: a new comment or reply reloads them (the replies count of the comment above changes too). */
export const COMMENTS_KEY = ['social', 'comments'] as const;

export const getCommentsQueryOptions = (resourceID: string) =>
  infiniteQueryOptions({
    queryKey: [...COMMENTS_KEY, resourceID],
    queryFn: ({ pageParam, signal }) => getComments(resourceID, pageParam, signal),
    initialPageParam: 0,
    getNextPageParam: (lastPage, pages) => nextCommentsSkip(lastPage.length, pages.length),
  });

export const useComments = (resourceID: string) => useInfiniteQuery(getCommentsQueryOptions(resourceID));
