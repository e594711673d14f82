import { useId, type ReactNode } from 'react';
import styles from './field.module.css';
import { usePreloadValidation, ValidationText } from './validation-text.tsx';

export interface ControlProps {
  id: string;
  className: string;
  'aria-invalid'?: true;
  'aria-describedby'?: string;
}

/** A labelled control with its hint and error, tied together for screen readers. */
export function Field({
  label,
  hint,
  error,
  children,
}: {
  label: string;
  hint?: string | undefined;
  error?: string | undefined;
  children: (props: ControlProps) => ReactNode;
}) {
  const id = useId();
  usePreloadValidation();
  const described = [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ');
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      {children({
        id,
        className: fieldControlClass,
        ...(error ? { 'aria-invalid': true as const } : {}),
        ...(described ? { 'aria-describedby': described } : {}),
      })}
      {hint && (
        <p id={`${id}-hint`} className={styles.hint}>
          {hint}
        </p>
      )}
      {error && (
        <FieldErrorText id={`${id}-error`}>
          <ValidationText message={error} />
        </FieldErrorText>
      )}
    </div>
  );
}

/** The look of an input, select or textarea, for controls drawn outside a `Field`. */
export const fieldControlClass = styles.control ?? '';

export function FieldErrorText({ id, children }: { id?: string; children: ReactNode }) {
  return (
    <p id={id} className={styles.error}>
      {children}
    </p>
  );
}

/** A card of related fields under a legend. */
export function FormSection({ legend, children }: { legend: string; children: ReactNode }) {
  return (
    <fieldset className={styles.section}>
      <legend className={styles.legend}>{legend}</legend>
      {children}
    </fieldset>
  );
}

/** A few fields that belong together (a range, a phone, a list of choices) under a small legend, with their error. */
export function FieldCluster({
  legend,
  error,
  children,
}: {
  legend: string;
  error?: string | undefined;
  children: ReactNode;
}) {
  const errorID = useId();
  usePreloadValidation();
  return (
    <fieldset className={styles.cluster} aria-describedby={error ? errorID : undefined}>
      <legend className={styles.clusterLegend}>{legend}</legend>
      {children}
      {error && (
        <FieldErrorText id={errorID}>
          <ValidationText message={error} />
        </FieldErrorText>
      )}
    </fieldset>
  );
}

/** Fields side by side: one column on phones, two from 768 px, three from 1200 px. */
export function FieldGrid({ children }: { children: ReactNode }) {
  return <div className={styles.grid}>{children}</div>;
}
