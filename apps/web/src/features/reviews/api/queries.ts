import {
  LIMITS,
  reviewsEndpoints,
  type RequestLiveEventData,
  type ReviewAnswerInput,
  type ReviewCreate,
  type ReviewReport,
} from '@b2b/contracts';
import {
  infiniteQueryOptions,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
  type QueryClient,
} from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { toastFailure } from '../../../lib/toast-failure.ts';

/** Every query key of the domain. */
export const reviewKeys = {
  all: ['reviews'] as const,
  /** A thread's review as any of its identities reads it. */
  threadAll: (requestID: string) => ['reviews', 'thread', requestID] as const,
  thread: (requestID: string, identityID: string) => ['reviews', 'thread', requestID, identityID] as const,
  business: (businessID: string) => ['reviews', 'business', businessID] as const,
  /** The administrators' lists of reported and hidden reviews. */
  moderation: ['reviews', 'moderation'] as const,
};

/** `GET business/request/{rid}/review?bid`: the review of a thread's closed deal, or null; for its parties. */
export const getThreadReview = async (requestID: string, identityID: string, signal?: AbortSignal) =>
  (
    await api(reviewsEndpoints.threadReview, {
      params: { rid: requestID },
      query: { bid: identityID },
      signal,
    })
  ).data;

/** The review of a thread, read once its deal is closed (before, there is none to read). */
export const useThreadReview = (requestID: string, identityID: string, dealClosed: boolean) =>
  useQuery({
    queryKey: reviewKeys.thread(requestID, identityID),
    queryFn: ({ signal }) => getThreadReview(requestID, identityID, signal),
    enabled: dealClosed,
  });

/** `GET business/{id}/reviews?skip&size`: a page of a business's reviews, newest first, with its averages. */
export const getBusinessReviews = async (businessID: string, skip: number, signal?: AbortSignal) =>
  (
    await api(reviewsEndpoints.businessReviews, {
      params: { id: businessID },
      query: { skip, size: LIMITS.reviewPageSize },
      signal,
    })
  ).data;

export const getBusinessReviewsQueryOptions = (businessID: string) =>
  infiniteQueryOptions({
    queryKey: reviewKeys.business(businessID),
    queryFn: ({ pageParam, signal }) => getBusinessReviews(businessID, pageParam, signal),
    initialPageParam: 0,
    getNextPageParam: (page, pages) => {
      const shown = pages.reduce((sum, each) => sum + each.reviews.length, 0);
      return shown < page.summary.count && page.reviews.length > 0 ? shown : undefined;
    },
  });

export const useBusinessReviews = (businessID: string) =>
  useInfiniteQuery(getBusinessReviewsQueryOptions(businessID));

/** What a review or an answer changes: the thread's review, and the reviewed business's list. */
const refreshReviews = (queryClient: QueryClient, requestID: string, businessID: string) =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: reviewKeys.threadAll(requestID) }),
    queryClient.invalidateQueries({ queryKey: reviewKeys.business(businessID) }),
  ]);

/** `POST business/request/{rid}/review?bid`: the buyer side's one review of the closed deal. */
export function useCreateReview(requestID: string, identityID: string, businessID: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ReviewCreate) =>
      api(reviewsEndpoints.reviewCreate, {
        params: { rid: requestID },
        query: { bid: identityID },
        body: input,
      }),
    onSuccess: () => refreshReviews(queryClient, requestID, businessID),
  });
}

/** `POST business/request/{rid}/review/answer?bid`: the reviewed business's one answer. */
export function useAnswerReview(requestID: string, identityID: string, businessID: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ReviewAnswerInput) =>
      api(reviewsEndpoints.reviewAnswer, {
        params: { rid: requestID },
        query: { bid: identityID },
        body: input,
      }),
    onSuccess: () => refreshReviews(queryClient, requestID, businessID),
    onError: (error) => toastFailure(error),
  });
}

/** `POST business/{id}/reviews/{reviewID}/report`: a signed-in person's one report of a review to the administrators. */
export function useReportReview(businessID: string, reviewID: string) {
  return useMutation({
    mutationFn: (input: ReviewReport) =>
      api(reviewsEndpoints.reviewReport, { params: { id: businessID, reviewID }, body: input }),
  });
}

/** A thread's deal changed (marked, reviewed, answered) in another tab or by the other side: its review is read again. */
export function applyDealEvent(queryClient: QueryClient, event: RequestLiveEventData) {
  void queryClient.invalidateQueries({ queryKey: reviewKeys.threadAll(event.requestID) });
}
