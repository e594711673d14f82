import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import type { ValidationEntry } from './validation-messages.ts';

type EntryOf = (message: string) => ValidationEntry | undefined;

// The table of messages (`validation-messages.ts`) loads with the forms' resolver (`zod-resolver.ts`), not with a page:
// a field has an error only once a resolver has checked it, and the server refuses a save only after the submit's own
// check, so the table is always there when a message is to be shown, and a public form's first load does not carry it.
let entryOf: EntryOf = () => undefined;

/** Called once by the resolver's module with the table's lookup. */
export function provideValidationMessages(lookup: EntryOf) {
  entryOf = lookup;
}

/** Whether the table has the message (else a form shows it as it came). */
export const isKnownValidationMessage = (message: string) => entryOf(message) !== undefined;

/**
 * Loads the `validation` namespace when a person first focuses a field of the page: the messages show only after they
 * act, so a page with a form does not carry them in its first load (the need-help form is a public page within the
 * first-load budget).
 */
export function usePreloadValidation() {
  const { i18n } = useTranslation();
  useEffect(() => {
    const load = () => void i18n.loadNamespaces('validation');
    document.addEventListener('focusin', load, { once: true });
    return () => document.removeEventListener('focusin', load);
  }, [i18n]);
}

/**
 * A form error's message (the contract's English) in the page's language. It does not suspend: were the namespace not
 * loaded yet, the message shows as it came until it is.
 */
export function ValidationText({ message }: { message: string }) {
  const { t, ready } = useTranslation('validation', { useSuspense: false });
  const entry = entryOf(message);
  return entry && ready ? t(entry.key, entry.values ?? {}) : message;
}
