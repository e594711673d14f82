import { useTranslation } from 'react-i18next';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { Field } from './field.tsx';

/**
 * The shared text area: 6 rows, the placeholder `Type here...` and, when `length` is
 * given, a counter of the characters used out of `maxLength`.
 */
export function TextArea({
  label,
  error,
  registration,
  maxLength,
  length,
  rows = 6,
}: {
  label: string;
  error?: string | undefined;
  registration: UseFormRegisterReturn;
  maxLength: number;
  length?: number | undefined;
  rows?: number | undefined;
}) {
  const { t } = useTranslation();
  return (
    <Field label={label} error={error} hint={length === undefined ? undefined : `${length}/${maxLength}`}>
      {(props) => (
        <textarea
          {...props}
          {...registration}
          rows={rows}
          maxLength={maxLength}
          placeholder={t('form.typeHere')}
        />
      )}
    </Field>
  );
}
