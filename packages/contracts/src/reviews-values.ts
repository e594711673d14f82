/**
 * Reviews from closed deals: after both sides of a message-center thread marked its deal closed, the buyer (the thread's
 * sender side) rates the supplier (the business that received it) once, and the supplier may answer once.
 */

/** What a review rates, each from 1 to 5 stars; the overall rating is their average. */
export const REVIEW_ASPECTS = ['quality', 'communication', 'delivery'] as const;
export type ReviewAspect = (typeof REVIEW_ASPECTS)[number];
export const REVIEW_RATING_MIN = 1;
export const REVIEW_RATING_MAX = 5;

/** 403 of a review before both sides marked the deal closed. */
export const REVIEW_DEAL_OPEN_MESSAGE =
  'Both sides must mark the deal closed before the buyer can review it.';
/** 403 of the supplier's side trying to review its own deal. */
export const REVIEW_BUYER_ONLY_MESSAGE = 'Only the buyer’s side of a closed deal can review the supplier.';
/** 409 of a second review of one deal. */
export const REVIEW_EXISTS_MESSAGE = 'This deal has been reviewed already; a deal takes one review.';
/** 403 of the buyer's side trying to answer a review. */
export const REVIEW_SUPPLIER_ONLY_MESSAGE = 'Only the reviewed business can answer its review.';
/** 404 of an answer to a deal that has no review. */
export const REVIEW_NOT_FOUND_MESSAGE = 'This deal has no review yet.';
/** 409 of a second answer. */
export const REVIEW_ANSWERED_MESSAGE = 'This review has been answered already; a review takes one answer.';

/**
 * Why a signed-in person reports a review to the administrators: it is untrue, offensive, gives out someone's private
 * details, advertises, or something else they describe.
 */
export const REVIEW_REPORT_REASONS = ['untrue', 'offensive', 'private', 'spam', 'other'] as const;
export type ReviewReportReason = (typeof REVIEW_REPORT_REASONS)[number];
/**
 * The limits of reports and their moderation, apart from `LIMITS`, which every page's first load carries: only the
 * report form and the administration read these.
 */
export const REVIEW_MODERATION_LIMITS = {
  /** A person's note with their report of a review. */
  reportNoteMax: 500,
  /** An administrator's reason for hiding a review. */
  hiddenReasonMax: 500,
  /** Reviews per page of the administrators' list of reported or hidden reviews. */
  pageSize: 20,
};
/** The administrators' lists: reviews with open reports, and hidden ones. */
export const REVIEW_MODERATION_STATUSES = ['reported', 'hidden'] as const;
export type ReviewModerationStatus = (typeof REVIEW_MODERATION_STATUSES)[number];
/** 409 of a second report of one review by the same person. */
export const REVIEW_REPORTED_MESSAGE =
  'You have reported this review already; an administrator will look at it.';
/** 404 of a report or a moderation of a review that is not there (or no longer shown). */
export const REVIEW_MISSING_MESSAGE = 'This review is not there any more.';
/** 409 of hiding a hidden review, or of showing again one that is not hidden. */
export const REVIEW_HIDDEN_ALREADY_MESSAGE = 'This review is hidden already.';
export const REVIEW_NOT_HIDDEN_MESSAGE = 'This review is not hidden.';
