import { DEFAULT_LANGUAGE, INVALID_VALUE_MESSAGE } from '@b2b/contracts';
import i18next from 'i18next';
import { get, type FieldValues, type Path, type UseFormSetError } from 'react-hook-form';
import { ApiError } from '../../lib/api-client.ts';
import { isKnownValidationMessage } from './validation-text.tsx';

/** The form field a server path names; an item of a list (`categories.0`) is shown at the list. */
function fieldOf(name: string, values: FieldValues): string | null {
  const list = name.replace(/(\.\d+)+$/, '');
  if (list !== name && Array.isArray(get(values, list))) return list;
  return name && get(values, name) !== undefined ? name : null;
}

/**
 * A server's field message as the field shows it: one of the validation table's (the field says it in the page's
 * language), else on an English page as it came and on another the general `Invalid value`, never English there.
 */
const fieldMessage = (message: string) =>
  isKnownValidationMessage(message) || i18next.language === DEFAULT_LANGUAGE
    ? message
    : INVALID_VALUE_MESSAGE;

/**
 * The one way a form shows a refused save: each field error of the contract's envelope is put at its field (`setError`),
 * the server's path read without `prefix` (the business editor's tabs are named `group.field.sub` by the server and
 * `field.sub` in the form). Answers the messages that have no field in this form, for the toast.
 */
export function showFieldErrors<V extends FieldValues>(
  error: Error,
  prefix: string,
  values: V,
  setError: UseFormSetError<V>,
): string[] {
  if (!(error instanceof ApiError)) return [];
  const unplaced: string[] = [];
  for (const { path, message } of error.errors) {
    const name = fieldOf(path.startsWith(prefix) ? path.slice(prefix.length) : path, values);
    if (name) setError(name as Path<V>, { type: 'server', message: fieldMessage(message) });
    else unplaced.push(message);
  }
  return unplaced;
}
