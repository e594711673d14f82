import {
  ERROR_STATUS,
  FORBIDDEN_MESSAGE,
  NOT_FOUND_MESSAGE,
  rateLimitedMessage,
  type ErrorName,
  type FieldError,
} from '@b2b/contracts';
import type { RateLimitKind } from './metrics.ts';

/** An error a service throws on purpose; the error handler turns it into the contract's envelope. */
export class AppError extends Error {
  readonly errorName: ErrorName;
  readonly fieldErrors: FieldError[] | undefined;
  readonly headers: Record<string, string> | undefined;

  constructor(
    errorName: ErrorName,
    message: string,
    extra: { errors?: FieldError[]; headers?: Record<string, string> } = {},
  ) {
    super(message);
    this.errorName = errorName;
    this.fieldErrors = extra.errors;
    this.headers = extra.headers;
  }

  get status(): number {
    return ERROR_STATUS[this.errorName];
  }
}

export class ValidationError extends AppError {
  constructor(message: string, errors: FieldError[]) {
    super('ValidationError', message, { errors });
  }
}

export class NotFound extends AppError {
  constructor(message = NOT_FOUND_MESSAGE) {
    super('NotFound', message);
  }
}

export class Forbidden extends AppError {
  constructor(message = FORBIDDEN_MESSAGE) {
    super('Forbidden', message);
  }
}

export class Conflict extends AppError {
  constructor(message: string) {
    super('Conflict', message);
  }
}

export class PlanLimitReached extends AppError {
  constructor(message: string) {
    super('PlanLimitReached', message);
  }
}

/** The card provider declined the card or refused the payment method; the message is the provider's, for the payer. */
export class PaymentError extends AppError {
  constructor(message: string) {
    super('PaymentError', message);
  }
}

export class RateLimited extends AppError {
  /** Which limit refused, as the metrics count refusals. */
  readonly limit: RateLimitKind;

  constructor(retryAfterSeconds: number, limit: RateLimitKind = 'person') {
    super('RateLimited', rateLimitedMessage(retryAfterSeconds), {
      headers: { 'retry-after': String(retryAfterSeconds) },
    });
    this.limit = limit;
  }
}
