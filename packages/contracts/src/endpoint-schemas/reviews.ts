import { BusinessIDParamsSchema, SuccessAnswerSchema } from '../businesses.ts';
import type { ApiEndpoints } from '../endpoints/api.ts';
import { InquiryIdentityQuerySchema, InquiryParamsSchema } from '../inquiries.ts';
import {
  BusinessReviewsAnswerSchema,
  BusinessReviewsQuerySchema,
  ReviewAnswerSchema,
  ReviewCreatedAnswerSchema,
  ReviewCreateSchema,
  ReviewParamsSchema,
  ThreadReviewAnswerSchema,
  AdminReviewListAnswerSchema,
  AdminReviewListQuerySchema,
  AdminReviewParamsSchema,
} from '../reviews.ts';
import { AdminReviewHideSchema, ReviewReportSchema } from '../review-moderation.ts';
import { SuccessSchema } from '../envelope.ts';
import {
  ADMIN_ONLY,
  errorResponses,
  NEEDS_SESSION,
  PUBLIC_ACCESS,
  type EndpointSchemasOf,
} from './endpoint-schema.ts';

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
  reviewReport: {
    security: NEEDS_SESSION,
    tags,
    summary:
      'Report a review shown on a business page to the administrators, once: what is wrong with it, and a note (needed for `other`)',
    params: ReviewParamsSchema,
    body: ReviewReportSchema,
    response: { 201: SuccessAnswerSchema, ...errorResponses(400, 401, 404, 409, 429) },
  },
  adminReviews: {
    ...ADMIN_ONLY,
    summary:
      'A page of the reviews with open reports (the longest waiting first) or of the hidden ones (last hidden first), with the reports’ reasons and notes',
    querystring: AdminReviewListQuerySchema,
    response: { 200: AdminReviewListAnswerSchema, ...errorResponses(400, 401, 404) },
  },
  adminReviewHide: {
    ...ADMIN_ONLY,
    summary:
      'Hide a review from its business page and averages, with the reason both sides of the deal read; resolves its reports',
    params: AdminReviewParamsSchema,
    body: AdminReviewHideSchema,
    response: { 200: SuccessSchema, ...errorResponses(400, 401, 404, 409) },
  },
  adminReviewKeep: {
    ...ADMIN_ONLY,
    summary: 'Keep a reported review as it is: resolves its open reports',
    params: AdminReviewParamsSchema,
    response: { 200: SuccessSchema, ...errorResponses(400, 401, 404) },
  },
  adminReviewShow: {
    ...ADMIN_ONLY,
    summary: 'Show a hidden review again on its business page',
    params: AdminReviewParamsSchema,
    response: { 200: SuccessSchema, ...errorResponses(400, 401, 404, 409) },
  },
} satisfies Partial<EndpointSchemasOf<ApiEndpoints>>;
