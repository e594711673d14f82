import { z } from 'zod';

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
};

export const FieldErrorSchema = z.object({
  /** Dotted path of the failing field, e.g. `general.companyName`. */
  path: z.string(),
  message: z.string(),
});
export type FieldError = z.infer<typeof FieldErrorSchema>;

export const ErrorEnvelopeSchema = z.object({
  success: z.literal(false),
  name: z.enum(ERROR_NAMES),
  /** One sentence a person can read. */
  message: z.string(),
  /** Only for ValidationError: every failing field. */
  errors: z.array(FieldErrorSchema).optional(),
  /** Only for InternalError: the id under which the server logged it. */
  requestId: z.string().optional(),
});
export type ErrorEnvelope = z.infer<typeof ErrorEnvelopeSchema>;

/** `{success: true, data}`: the shape of most answers. */
export const dataEnvelope = <T extends z.ZodType>(data: T) => z.object({ success: z.literal(true), data });

export const SuccessSchema = z.object({ success: z.literal(true) });

/** The toasts' default texts (section 8 of 01-). */
export const TOAST_SAVED_MESSAGE = 'Saved successfully';
export const TOAST_FAILURE_MESSAGE = 'Something was wrong, try again please';
