import { z } from 'zod';
import { REVIEW_MODERATION_LIMITS, REVIEW_REPORT_REASONS } from './reviews-values.ts';

/*
 * The forms of reporting a review and of hiding one, apart from the reviews' other schemas: those bring the message
 * center's, which the report form on a business page has no use for.
 */

/** A signed-in person's report of a review to the administrators; `other` needs a note saying what is wrong. */
export const ReviewReportSchema = z
  .object({
    reason: z.enum(REVIEW_REPORT_REASONS, 'Choose what is wrong with the review'),
    note: z
      .string()
      .trim()
      .max(
        REVIEW_MODERATION_LIMITS.reportNoteMax,
        `The note can have at most ${REVIEW_MODERATION_LIMITS.reportNoteMax} characters`,
      )
      .optional()
      .transform((note) => note || undefined),
  })
  .refine((report) => report.reason !== 'other' || report.note !== undefined, {
    message: 'Say what is wrong with the review',
    path: ['note'],
  });
export type ReviewReportInput = z.input<typeof ReviewReportSchema>;
export type ReviewReport = z.infer<typeof ReviewReportSchema>;

/** Why an administrator hides a review: both sides of the deal read it. */
export const AdminReviewHideSchema = z.object({
  reason: z
    .string('Give the reason both sides will read')
    .trim()
    .min(1, 'Give the reason both sides will read')
    .max(
      REVIEW_MODERATION_LIMITS.hiddenReasonMax,
      `The reason for hiding can have at most ${REVIEW_MODERATION_LIMITS.hiddenReasonMax} characters`,
    ),
});
export type AdminReviewHideInput = z.infer<typeof AdminReviewHideSchema>;
