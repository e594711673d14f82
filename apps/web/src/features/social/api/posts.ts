import { LIMITS, type MakePostInput, type Post, postsEndpoints } from '@b2b/contracts';
import {
  infiniteQueryOptions,
  useInfiniteQuery,
  useMutation,
  useQueryClient,
  type InfiniteData,
} from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { useSession } from '../../../lib/session.ts';

/** Every query key of the domain. */
export const postKeys = {
  all: ['posts'] as const,
  /** The newsfeed of the signed-in person. */
  newsfeed: (userID: string) => ['posts', 'newsfeed', userID] as const,
  timeline: (timelineID: string) => ['posts', 'timeline', timelineID] as const,
};

/** `GET social/posts/{postID}`: one post as cards show it. */
export async function getPost(postID: string) {
  return (await api(postsEndpoints.post, { params: { postID } })).data;
}

/** `GET newsfeed/load?nextID`: a page of the feed; `nextID` (the last post of the page before) goes on with older ones. */
export async function getNewsfeed(nextID: string | undefined, signal: AbortSignal) {
  return (await api(postsEndpoints.newsfeed, { query: { nextID }, signal })).data;
}

/** The feed goes on while the server hands a next id; a page without one is the last. */
export const getNewsfeedQueryOptions = (userID: string) =>
  infiniteQueryOptions({
    queryKey: postKeys.newsfeed(userID),
    queryFn: ({ pageParam, signal }) => getNewsfeed(pageParam, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (lastPage) => lastPage.nextID ?? undefined,
  });

export function useNewsfeed() {
  const userID = useSession()?.userID ?? '';
  return useInfiniteQuery({ ...getNewsfeedQueryOptions(userID), enabled: Boolean(userID) });
}

/** `GET timeline/load/{timelineID}?skip&size=10`: a page of a person's or a business's posts, newest first. */
export async function getTimeline(timelineID: string, skip: number, signal: AbortSignal) {
  const answer = await api(postsEndpoints.timeline, {
    params: { timelineID },
    query: { skip, size: LIMITS.timelinePageSize },
    signal,
  });
  return answer.data.posts;
}

/** A timeline goes on until a page comes back empty. */
export const getTimelineQueryOptions = (timelineID: string) =>
  infiniteQueryOptions({
    queryKey: postKeys.timeline(timelineID),
    queryFn: ({ pageParam, signal }) => getTimeline(timelineID, pageParam, signal),
    initialPageParam: 0,
    getNextPageParam: (lastPage, pages) =>
      lastPage.length === 0 ? undefined : pages.reduce((count, page) => count + page.length, 0),
  });

export const useTimeline = (timelineID: string) => useInfiniteQuery(getTimelineQueryOptions(timelineID));

type NewsfeedPages = InfiniteData<Awaited<ReturnType<typeof getNewsfeed>>, string | undefined>;
type TimelinePages = InfiniteData<Post[], number>;

/**
 * `POST social/posts/make-post`, then `GET social/posts/{postID}`: the new post, which goes at the top of the feed and of
 * its timeline as they are on the page (without reading them again, which would move the person's place).
 */
export function useMakePost() {
  const queryClient = useQueryClient();
  const userID = useSession()?.userID ?? '';
  return useMutation({
    mutationFn: async (input: MakePostInput) => {
      const created = await api(postsEndpoints.postCreate, { body: input });
      return getPost(created.data.postID);
    },
    onSuccess: (post) => {
      queryClient.setQueryData<NewsfeedPages>(postKeys.newsfeed(userID), (feed) =>
        feed?.pages[0]
          ? {
              ...feed,
              pages: [{ ...feed.pages[0], posts: [post, ...feed.pages[0].posts] }, ...feed.pages.slice(1)],
            }
          : feed,
      );
      queryClient.setQueryData<TimelinePages>(postKeys.timeline(post.timelineID), (timeline) =>
        timeline?.pages[0]
          ? { ...timeline, pages: [[post, ...timeline.pages[0]], ...timeline.pages.slice(1)] }
          : timeline,
      );
    },
  });
}

/** `DELETE social/posts/remove-post`: only its author (or an owner or admin of the posting business) may. */
export const useRemovePost = () =>
  useMutation({
    mutationFn: (postID: string) => api(postsEndpoints.postRemove, { body: { postID } }),
  });
