import { z } from 'zod';
import { InquiryPartySchema } from './inquiries.ts';
import { LIMITS } from './limits.ts';
import { pagingSchema } from './paging.ts';
import { REVIEW_RATING_MAX, REVIEW_RATING_MIN } from './reviews-values.ts';

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
export const ThreadReviewAnswerSchema = z.object({ success: ok, data: ReviewSchema.nullable() });
export const ReviewCreatedAnswerSchema = z.object({ success: ok, data: z.object({ reviewID: z.uuid() }) });
