import type { ReactNode } from 'react';
import { get, useFormContext, useFormState, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

import { Field, FieldCluster } from './field.tsx';
import { SelectField as BoundSelect } from './select-field.tsx';
import { TextArea } from './text-area.tsx';
import styles from './bound-fields.module.css';

/** The message of a field's error, wherever it sits in the form's values. */
function useFieldError(name: string): string | undefined {
  const { errors } = useFormState({ name });
  return (get(errors, name) as { message?: string } | undefined)?.message;
}

interface TextProps {
  label: string;
  name: string;
  hint?: string;
  type?: 'text' | 'email' | 'url' | 'tel';
  maxLength?: number;
  autoComplete?: string;
  inputMode?: 'text' | 'numeric' | 'email';
  placeholder?: string;
  /** Marked required for assistive technology; the form's schema enforces it. */
  required?: boolean;
}

/** Fields bound to the surrounding form (`FormProvider`) by their dotted name. */
export function TextField({ label, name, hint, type = 'text', ...input }: TextProps) {
  const { register } = useFormContext();
  return (
    <Field label={label} hint={hint} error={useFieldError(name)}>
      {(props) => <input {...props} {...register(name)} type={type} {...input} />}
    </Field>
  );
}

export function TextAreaField({
  label,
  name,
  maxLength,
  rows,
  counter = false,
}: {
  label: string;
  name: string;
  maxLength: number;
  rows?: number;
  /** Shows how many of the allowed characters are used. */
  counter?: boolean;
}) {
  const { register, control } = useFormContext();
  const length = String(useWatch({ control, name }) ?? '').length;
  return (
    <TextArea
      label={label}
      error={useFieldError(name)}
      registration={register(name)}
      maxLength={maxLength}
      length={counter ? length : undefined}
      rows={rows}
    />
  );
}

export function NumberField({ label, name, hint }: { label: string; name: string; hint?: string }) {
  const { register } = useFormContext();
  return (
    <Field label={label} hint={hint} error={useFieldError(name)}>
      {(props) => <input {...props} {...register(name)} type="number" inputMode="numeric" min={0} />}
    </Field>
  );
}

export interface Option {
  value: string;
  label: string;
}

/** A select of the surrounding form, its options given as a list. */
export function SelectField({
  options,
  ...props
}: {
  label: string;
  name: string;
  options: readonly Option[];
  /** The empty first choice; false when a value is required and always set. */
  placeholder?: string | false;
  disabled?: boolean;
  errorText?: string | undefined;
  onChange?: (value: string) => void;
}) {
  const { control } = useFormContext();
  return (
    <BoundSelect {...props} control={control}>
      {options.map((o) => (
        <option key={`${o.value} ${o.label}`} value={o.value}>
          {o.label}
        </option>
      ))}
    </BoundSelect>
  );
}

/** A minimum and a maximum under one legend; the contract puts a "minimum above maximum" error at the maximum. */
export function RangeFields({
  legend,
  name,
  children,
}: {
  legend: string;
  name: string;
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <FieldCluster legend={legend}>
      <div className={styles.clusterFields}>
        <NumberField label={t('form.minimum')} name={`${name}.min`} />
        <NumberField label={t('form.maximum')} name={`${name}.max`} />
        {children}
      </div>
    </FieldCluster>
  );
}

/** One checkbox per code of a list of the contract; the value is the list of checked codes. */
export function CodeCheckboxes({
  legend,
  name,
  list,
}: {
  legend: string;
  name: string;
  list: readonly { code: string; name: string }[];
}) {
  const { register } = useFormContext();
  return (
    <FieldCluster legend={legend} error={useFieldError(name)}>
      <div className={styles.checks}>
        {list.map((item) => (
          <label key={item.code} className={styles.check}>
            <input type="checkbox" value={item.code} {...register(name)} />
            <span>{item.name}</span>
          </label>
        ))}
      </div>
    </FieldCluster>
  );
}
