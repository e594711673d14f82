import i18next from 'i18next';
import { toast } from './toast.tsx';

/** The failure toast of the catalogue, with what the server said under it (and any `more` messages after it). */
export function toastFailure(error: Error, more: string[] = []) {
  toast.error(i18next.t('toast.failure'), { description: [error.message, ...more].join(' ') });
}
