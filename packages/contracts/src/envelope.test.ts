import { describe, expect, it } from 'vitest';
import { ErrorEnvelopeSchema } from './envelope.ts';
import { ERROR_NAMES, ERROR_STATUS } from './envelope-values.ts';

describe('error names', () => {
  it('match the statuses of the API contract', () => {
    expect(ERROR_STATUS).toEqual({
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
    });
    expect(Object.keys(ERROR_STATUS)).toEqual([...ERROR_NAMES]);
  });

  it('the envelope accepts only the known names', () => {
    expect(ErrorEnvelopeSchema.safeParse({ success: false, name: 'NotFound', message: 'No.' }).success).toBe(
      true,
    );
    expect(ErrorEnvelopeSchema.safeParse({ success: false, name: 'Oops', message: 'No.' }).success).toBe(
      false,
    );
    expect(ErrorEnvelopeSchema.safeParse({ success: true, name: 'NotFound', message: 'No.' }).success).toBe(
      false,
    );
  });
});
