import { endpointsOf } from './endpoint.ts';

/** Reviews from closed deals: written from a message-center thread, shown on the business page. Relative to `API_URL`. */
export const reviewsEndpoints = endpointsOf({
  threadReview: ['GET', '/business/request/:rid/review'],
  reviewCreate: ['POST', '/business/request/:rid/review'],
  reviewAnswer: ['POST', '/business/request/:rid/review/answer'],
  businessReviews: ['GET', '/business/:id/reviews'],
});
