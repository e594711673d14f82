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

/** Support is recorded in steps of this many minutes. */
export const SUPPORT_MINUTES_STEP = 15;
export const SUPPORT_LIMITS = {
  /** One session's most minutes: a working day. */
  minutesMax: 8 * 60,
  topicMax: 200,
} as const;
