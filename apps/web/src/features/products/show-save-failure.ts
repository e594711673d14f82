import { toast } from '../../lib/toast.tsx';
import { ApiError } from '../../lib/api-client.ts';
import { toastFailure, toastRefusal } from '../../lib/toast-failure.ts';

/**
 * A refused save of a product: the showcase cap is said in the page's language when the form knows the membership
 * (`capText`), else the server's sentence in it; anything else the default failure and its reason.
 */
export function showSaveFailure(error: Error, capText?: string) {
  if (error instanceof ApiError && error.errorName === 'PlanLimitReached') {
    if (capText) toast.error(capText);
    else toastRefusal(error);
  } else toastFailure(error);
}
