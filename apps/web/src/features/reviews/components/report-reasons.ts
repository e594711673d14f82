import type { ReviewReportReason } from '@b2b/contracts';
import type { ParseKeys } from 'i18next';

/** Each reason for reporting a review, in the `reviews` namespace's words. */
export const REASON_LABELS: Record<ReviewReportReason, ParseKeys<'reviews'>> = {
  untrue: 'report.reasons.untrue',
  offensive: 'report.reasons.offensive',
  private: 'report.reasons.private',
  spam: 'report.reasons.spam',
  other: 'report.reasons.other',
};
