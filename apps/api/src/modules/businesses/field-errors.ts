import type { FieldError } from '@b2b/contracts';
import { ValidationError } from '@b2b/server-kit';

/** Every failing field in one answer, so a form can mark them all at once. */
export function throwIfInvalid(errors: FieldError[]): void {
  if (errors.length === 0) return;
  const message = errors.length === 1 ? errors[0]!.message : `Check ${errors.map((e) => e.path).join(', ')}.`;
  throw new ValidationError(message, errors);
}
