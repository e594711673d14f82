/** What a verification request may carry. */
export const VERIFICATION_LIMITS = {
  registrationNumberMin: 3,
  registrationNumberMax: 50,
  documentsMax: 5,
  noteMax: 1000,
  reasonMax: 500,
  /** Requests in a page of the administrators' queue. */
  queuePageSize: 20,
} as const;

/** Refusals a business's people read when they ask. */
export const VERIFICATION_PAID_ONLY_MESSAGE =
  'Verification is part of the Gold, Premium and Platinum memberships: upgrade this business to request it.';
export const VERIFICATION_PENDING_MESSAGE =
  'This business already has a verification request waiting for a decision.';
export const VERIFICATION_ALREADY_VERIFIED_MESSAGE = 'This business is already verified.';
export const VERIFICATION_DECIDED_MESSAGE = 'This verification request has already been decided.';

/** Support is recorded in steps of this many minutes. */
export const SUPPORT_MINUTES_STEP = 15;
export const SUPPORT_LIMITS = {
  /** One session's most minutes: a working day. */
  minutesMax: 8 * 60,
  topicMax: 200,
} as const;
