import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

import { Controller, type Control, type FieldValues, type Path } from 'react-hook-form';
import { Field } from './field.tsx';

/**
 * A labelled select bound to a form. Controlled, so a saved value is selected once its options arrive (reference data
 * loads after the form). `children` are the options; the first, empty choice is `placeholder` unless it is false, and is
 * stored as null when `emptyIsNull` (an optional reference). `errorText`, when given, is shown instead of the schema's
 * message for any error of the field.
 */
export function SelectField<T extends FieldValues, O = T>({
  label,
  name,
  control,
  placeholder,
  disabled,
  emptyIsNull = false,
  errorText,
  onChange,
  children,
}: {
  label: string;
  name: Path<T>;
  control: Control<T, unknown, O>;
  placeholder?: string | false;
  disabled?: boolean | undefined;
  emptyIsNull?: boolean;
  errorText?: string | undefined;
  onChange?: ((value: string) => void) | undefined;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <Controller
      name={name}
      control={control}
      render={({ field, fieldState }) => (
        <Field label={label} error={fieldState.error && (errorText ?? fieldState.error.message)}>
          {(props) => (
            <select
              {...props}
              ref={field.ref}
              name={field.name}
              value={String(field.value ?? '')}
              disabled={disabled}
              onBlur={field.onBlur}
              onChange={(event) => {
                field.onChange(emptyIsNull && event.target.value === '' ? null : event.target.value);
                onChange?.(event.target.value);
              }}
            >
              {placeholder !== false && <option value="">{placeholder ?? t('form.select')}</option>}
              {children}
            </select>
          )}
        </Field>
      )}
    />
  );
}
