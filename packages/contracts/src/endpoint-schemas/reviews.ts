import { BusinessIDParamsSchema, SuccessAnswerSchema } from '../businesses.ts';
import type { ApiEndpoints } from '../endpoints/api.ts';
import { InquiryIdentityQuerySchema, InquiryParamsSchema } from '../inquiries.ts';
import {
  BusinessReviewsAnswerSchema,
  BusinessReviewsQuerySchema,
  ReviewAnswerSchema,
  ReviewCreatedAnswerSchema,
  ReviewCreateSchema,
  ThreadReviewAnswerSchema,
} from '../reviews.ts';
import { errorResponses, NEEDS_SESSION, PUBLIC_ACCESS, type EndpointSchemasOf } from './endpoint-schema.ts';

const tags = ['reviews'];

/**
 * Reviews from closed deals. Only a thread whose two sides both marked the deal closed takes one, from its buyer side
 * (the sender); anyone who is not a party of the thread hears it does not exist.
 */
export const reviewsEndpointSchemas = {
  threadReview: {
    security: NEEDS_SESSION,
    tags,
    summary: 'The review of a thread’s closed deal, or null; for the thread’s two parties',
    params: InquiryParamsSchema,
    querystring: InquiryIdentityQuerySchema,
    response: { 200: ThreadReviewAnswerSchema, ...errorResponses(400, 401, 404) },
  },
  reviewCreate: {
    security: NEEDS_SESSION,
    tags,
    summary:
      'Review the supplier of a closed deal, once, as the thread’s buyer side: 1–5 stars for quality, communication and delivery, and a plain text',
    params: InquiryParamsSchema,
    querystring: InquiryIdentityQuerySchema,
    body: ReviewCreateSchema,
    response: { 201: ReviewCreatedAnswerSchema, ...errorResponses(400, 401, 403, 404, 409) },
  },
  reviewAnswer: {
    security: NEEDS_SESSION,
    tags,
    summary: 'Answer the review of a closed deal, once, as the reviewed business; plain text',
    params: InquiryParamsSchema,
    querystring: InquiryIdentityQuerySchema,
    body: ReviewAnswerSchema,
    response: { 201: SuccessAnswerSchema, ...errorResponses(400, 401, 403, 404, 409) },
  },
  businessReviews: {
    security: PUBLIC_ACCESS,
    tags,
    summary:
      'A business’s reviews from closed deals, newest first, with the averages of each aspect and overall and their count',
    params: BusinessIDParamsSchema,
    querystring: BusinessReviewsQuerySchema,
    response: { 200: BusinessReviewsAnswerSchema, ...errorResponses(400, 404) },
  },
} satisfies Partial<EndpointSchemasOf<ApiEndpoints>>;
