import { TOAST_FAILURE_MESSAGE } from '@b2b/contracts';
import { toast } from './toast.tsx';

/** The failure toast of the catalogue, with what the server said under it (and any `more` messages after it). */
export function toastFailure(error: Error, more: string[] = []) {
  toast.error(TOAST_FAILURE_MESSAGE, { description: [error.message, ...more].join(' ') });
}
