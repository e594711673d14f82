import type { ReactNode } from 'react';
import { FormProvider, type FieldValues, type UseFormReturn } from 'react-hook-form';
import styles from './edit-form.module.css';
import { SaveButton } from './save-button.tsx';

/**
 * One tab of the business editor around its fields, with what `useGroupForm` gives: the fields find the form through
 * its context, and the tab ends with its save button.
 */
export function GroupForm<V extends FieldValues, R>({
  label,
  form,
  formRef,
  onSubmit,
  saving,
  children,
}: {
  label: string;
  form: UseFormReturn<V, unknown, R>;
  formRef: (node: HTMLFormElement | null) => void;
  onSubmit: (event: React.FormEvent) => void;
  saving: boolean;
  children: ReactNode;
}) {
  return (
    <FormProvider {...form}>
      <form ref={formRef} className={styles.form} aria-label={label} noValidate onSubmit={onSubmit}>
        {children}
        <SaveButton saving={saving} />
      </form>
    </FormProvider>
  );
}
