import i18next from 'i18next';
import { toast } from './toast.tsx';

/**
 * A failure's message in the page's language (`refusal-messages.ts`), and `more` messages after it. The table and its
 * namespace load with the first failure, so no page carries them in its first load.
 */
export const describeFailure = (error: Error, more: readonly string[] = []): Promise<string> =>
  import('./refusal-messages.ts').then(({ describeRefusal }) => describeRefusal(error, more));

/** The failure toast (the catalogue's, or `title`), with what the server said under it in the page's language. */
export function toastFailure(error: Error, more: readonly string[] = [], title = i18next.t('toast.failure')) {
  describeFailure(error, more).then(
    (description) => toast.error(title, { description }),
    () => toast.error(title),
  );
}

/** A toast that is the refusal itself, in the page's language. */
export function toastRefusal(error: Error) {
  describeFailure(error).then(
    (text) => toast.error(text),
    () => toast.error(i18next.t('toast.failure')),
  );
}
