import { endpointsOf } from './endpoint.ts';

/** Reviews from closed deals: written from a message-center thread, shown on the business page, reported by
 * anyone signed in and hidden or kept by the administrators. Relative to `API_URL`. */
export const reviewsEndpoints = endpointsOf({
  threadReview: ['GET', '/business/request/:rid/review'],
  reviewCreate: ['POST', '/business/request/:rid/review'],
  reviewAnswer: ['POST', '/business/request/:rid/review/answer'],
  businessReviews: ['GET', '/business/:id/reviews'],
  reviewReport: ['POST', '/business/:id/reviews/:reviewID/report'],
  adminReviews: ['GET', '/admin/reviews'],
  adminReviewHide: ['POST', '/admin/reviews/:reviewID/hide'],
  adminReviewKeep: ['POST', '/admin/reviews/:reviewID/keep'],
  adminReviewShow: ['POST', '/admin/reviews/:reviewID/show'],
});
