import { z } from 'zod';
import { BusinessIDParamsSchema } from './businesses.ts';
import { InquiryPartySchema } from './inquiries.ts';
import { LIMITS } from './limits.ts';
import { pagingSchema } from './paging.ts';
import { dataEnvelope } from './envelope.ts';
import {
  REVIEW_MODERATION_LIMITS,
  REVIEW_MODERATION_STATUSES,
  REVIEW_RATING_MAX,
  REVIEW_RATING_MIN,
  REVIEW_REPORT_REASONS,
} from './reviews-values.ts';

const rating = (aspect: string) =>
  z
    .number(`Rate the ${aspect} from ${REVIEW_RATING_MIN} to ${REVIEW_RATING_MAX} stars`)
    .int(`Rate the ${aspect} from ${REVIEW_RATING_MIN} to ${REVIEW_RATING_MAX} stars`)
    .min(REVIEW_RATING_MIN, `Rate the ${aspect} from ${REVIEW_RATING_MIN} to ${REVIEW_RATING_MAX} stars`)
    .max(REVIEW_RATING_MAX, `Rate the ${aspect} from ${REVIEW_RATING_MIN} to ${REVIEW_RATING_MAX} stars`);

const text = (name: string, max: number) =>
  z
    .string(`Write ${name}`)
    .trim()
    .min(1, `Write ${name}`)
    .max(max, `${name[0]!.toUpperCase()}${name.slice(1)} can have at most ${max} characters`);

/** The buyer's review of a closed deal: 1–5 stars for each aspect and a plain text, shown as typed. */
export const ReviewCreateSchema = z.object({
  quality: rating('product quality'),
  communication: rating('communication'),
  delivery: rating('delivery'),
  text: text('a review', LIMITS.reviewTextMax),
});
export type ReviewCreateInput = z.input<typeof ReviewCreateSchema>;
export type ReviewCreate = z.infer<typeof ReviewCreateSchema>;

/** The supplier's one answer to the review, plain text. */
export const ReviewAnswerSchema = z.object({ text: text('an answer', LIMITS.reviewAnswerMax) });
export type ReviewAnswerInput = z.input<typeof ReviewAnswerSchema>;

export const ReviewSchema = z.object({
  reviewID: z.uuid(),
  /** The thread's sender identity, as the message center shows it: a person or a business. */
  reviewer: InquiryPartySchema,
  quality: z.number().int(),
  communication: z.number().int(),
  delivery: z.number().int(),
  /** Plain text as typed: clients show it escaped, never as HTML. */
  text: z.string(),
  /** When both sides had marked the deal closed. */
  dealClosedAt: z.string(),
  createdAt: z.string(),
  answer: z.object({ text: z.string(), answeredAt: z.string() }).nullable(),
});
export type Review = z.infer<typeof ReviewSchema>;

/** A business's averages, each rounded to one decimal; null while it has no review. */
export const ReviewSummarySchema = z.object({
  count: z.number().int(),
  quality: z.number().nullable(),
  communication: z.number().nullable(),
  delivery: z.number().nullable(),
  /** The average of the three aspects. */
  overall: z.number().nullable(),
});
export type ReviewSummary = z.infer<typeof ReviewSummarySchema>;

export const BusinessReviewsQuerySchema = pagingSchema(LIMITS.reviewPageSize);
export type BusinessReviewsQuery = z.infer<typeof BusinessReviewsQuerySchema>;

const ok = z.literal(true);
export const BusinessReviewsAnswerSchema = z.object({
  success: ok,
  data: z.object({
    summary: ReviewSummarySchema,
    /** Newest first, `size` of them from `skip`. */
    reviews: z.array(ReviewSchema),
  }),
});
/** An administrator hid the review, with the reason both sides of the deal read. */
export const ReviewHiddenSchema = z.object({ reason: z.string(), hiddenAt: z.string() });
export type ReviewHidden = z.infer<typeof ReviewHiddenSchema>;
/** The review as the thread's two parties see it: hidden ones too, saying so. */
export const ThreadReviewSchema = ReviewSchema.extend({ hidden: ReviewHiddenSchema.nullable() });
export type ThreadReview = z.infer<typeof ThreadReviewSchema>;
export const ThreadReviewAnswerSchema = z.object({ success: ok, data: ThreadReviewSchema.nullable() });
export const ReviewCreatedAnswerSchema = z.object({ success: ok, data: z.object({ reviewID: z.uuid() }) });

export const ReviewParamsSchema = BusinessIDParamsSchema.extend({
  reviewID: z.uuid('reviewID must be a review id'),
});

/** The administrators' list: reviews with open reports (the longest waiting first), or hidden ones (last hidden first). */
export const AdminReviewListQuerySchema = pagingSchema(REVIEW_MODERATION_LIMITS.pageSize).extend({
  status: z.enum(REVIEW_MODERATION_STATUSES, 'status must be reported or hidden').default('reported'),
});
export type AdminReviewListQuery = z.infer<typeof AdminReviewListQuerySchema>;

export const AdminReviewSchema = z.object({
  review: ReviewSchema,
  /** The reviewed business. */
  business: z.object({ id: z.uuid(), companyName: z.string() }),
  hidden: ReviewHiddenSchema.nullable(),
  /** The open reports: how many, for which reasons, and the notes, newest first. */
  reports: z.object({
    count: z.number().int(),
    reasons: z.array(z.object({ reason: z.enum(REVIEW_REPORT_REASONS), count: z.number().int() })),
    notes: z.array(
      z.object({ reason: z.enum(REVIEW_REPORT_REASONS), note: z.string(), reportedAt: z.string() }),
    ),
    firstReportedAt: z.string().nullable(),
  }),
});
export type AdminReview = z.infer<typeof AdminReviewSchema>;
export const AdminReviewListAnswerSchema = dataEnvelope(
  z.object({
    reviews: z.array(AdminReviewSchema),
    /** Of the status asked for. */
    total: z.number().int(),
  }),
);
export type AdminReviewList = z.infer<typeof AdminReviewListAnswerSchema>['data'];

export const AdminReviewParamsSchema = z.object({ reviewID: z.uuid('reviewID must be a review id') });
