import { get, type FieldValues, type Path, type UseFormSetError } from 'react-hook-form';
import { ApiError } from '../../lib/api-client.ts';

/** The form field a server path names; an item of a list (`categories.0`) is shown at the list. */
function fieldOf(name: string, values: FieldValues): string | null {
  const list = name.replace(/(\.\d+)+$/, '');
  if (list !== name && Array.isArray(get(values, list))) return list;
  return name && get(values, name) !== undefined ? name : null;
}

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
    if (name) setError(name as Path<V>, { type: 'server', message });
    else unplaced.push(message);
  }
  return unplaced;
}
