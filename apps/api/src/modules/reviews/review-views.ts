import type { Review, ReviewHidden } from '@b2b/contracts';
import { senderPartyOf } from '../inquiries/inquiries.service.ts';
import type { ReviewRow } from './reviews.repository.ts';

/** Whether an administrator hid a review, and why, as the API answers it: the thread's parties, the list, the export. */
export const hiddenOf = (row: { hiddenAt: Date | null; hiddenReason: string | null }): ReviewHidden | null =>
  row.hiddenAt && row.hiddenReason !== null
    ? { reason: row.hiddenReason, hiddenAt: row.hiddenAt.toISOString() }
    : null;

/** A review as everyone reads it, its reviewer named as the thread's sender shows. */
export function toReview(row: ReviewRow): Review {
  return {
    reviewID: row.id,
    reviewer: senderPartyOf(row),
    quality: row.quality,
    communication: row.communication,
    delivery: row.delivery,
    text: row.text,
    dealClosedAt: row.dealClosedAt.toISOString(),
    createdAt: row.createdAt.toISOString(),
    answer:
      row.answer !== null && row.answeredAt !== null
        ? { text: row.answer, answeredAt: row.answeredAt.toISOString() }
        : null,
  };
}
