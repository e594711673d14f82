/** Error names of the API contract; the client's 401 protocol keys on the first four. */
export const ERROR_NAMES = [
  'ValidationError',
  'TokenNotFound',
  'TokenExpiredError',
  'JsonWebTokenError',
  'SessionError',
  'Forbidden',
  'PlanLimitReached',
  'PaymentError',
  'NotFound',
  'Conflict',
  'PayloadTooLarge',
  /** Not in the contract's table: the address (a path parameter) is over the server's length limit. */
  'UriTooLong',
  'UnsupportedMediaType',
  'RateLimited',
  'InternalError',
  /** A dependency (the database, Redis) does not answer for now: `Retry-After` says when to try again. */
  'ServiceUnavailable',
] as const;
export type ErrorName = (typeof ERROR_NAMES)[number];

export const ERROR_STATUS: Record<ErrorName, number> = {
  ValidationError: 400,
  TokenNotFound: 401,
  TokenExpiredError: 401,
  JsonWebTokenError: 401,
  SessionError: 401,
  Forbidden: 403,
  PlanLimitReached: 403,
  PaymentError: 402,
  NotFound: 404,
  Conflict: 409,
  PayloadTooLarge: 413,
  UriTooLong: 414,
  UnsupportedMediaType: 415,
  RateLimited: 429,
  InternalError: 500,
  ServiceUnavailable: 503,
};

/** The toasts' default texts. */
export const TOAST_SAVED_MESSAGE = 'Saved successfully';
export const TOAST_FAILURE_MESSAGE = 'Something was wrong, try again please';
