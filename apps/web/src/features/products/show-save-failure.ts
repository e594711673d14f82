import { ApiError } from '../../lib/api-client.ts';
import { toastFailure, toastRefusal } from '../../lib/toast-failure.ts';

/**
 * A refused save of a product: the showcase cap is the refusal's own sentence in the page's language (the one the
 * showcase's cap notice shows); anything else the default failure and its reason.
 */
export function showSaveFailure(error: Error) {
  if (error instanceof ApiError && error.errorName === 'PlanLimitReached') toastRefusal(error);
  else toastFailure(error);
}
