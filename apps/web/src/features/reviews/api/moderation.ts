import { reviewsEndpoints, REVIEW_MODERATION_LIMITS, type ReviewModerationStatus } from '@b2b/contracts';
import { infiniteQueryOptions, useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { nextSkip } from '../../../lib/next-skip.ts';
import { reviewKeys } from './queries.ts';

// The administrators' side of reviews: apart from queries.ts, which the business page's reviews section loads.

/** `GET admin/reviews?status&skip&size`: the reviews with open reports, or the hidden ones, page by page. */
export const useReviewModeration = (status: ReviewModerationStatus) =>
  useInfiniteQuery(
    infiniteQueryOptions({
      queryKey: [...reviewKeys.moderation, status],
      queryFn: async ({ pageParam, signal }) =>
        (
          await api(reviewsEndpoints.adminReviews, {
            query: { status, skip: pageParam, size: REVIEW_MODERATION_LIMITS.pageSize },
            signal,
          })
        ).data,
      initialPageParam: 0,
      getNextPageParam: nextSkip('reviews'),
      // Reports come in by themselves: each look reads the list again.
      staleTime: 0,
    }),
  );

type ModerationDecision = { reviewID: string } & (
  { action: 'hide'; reason: string } | { action: 'keep' | 'show' }
);

/**
 * An administrator's decision on a review: `hide` it with a reason, `keep` it as it is, or `show` a hidden one again.
 * Both lists and the business page's reviews are read again.
 */
export function useModerateReview(businessID: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (decision: ModerationDecision) => {
      const params = { reviewID: decision.reviewID };
      if (decision.action === 'hide') {
        return api(reviewsEndpoints.adminReviewHide, { params, body: { reason: decision.reason } });
      }
      if (decision.action === 'keep') return api(reviewsEndpoints.adminReviewKeep, { params });
      return api(reviewsEndpoints.adminReviewShow, { params });
    },
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: reviewKeys.moderation }),
        queryClient.invalidateQueries({ queryKey: reviewKeys.business(businessID) }),
      ]),
  });
}
