import * as Dialog from '@radix-ui/react-dialog';
import { useState, type FormEvent, type ReactNode } from 'react';
import { FormProvider, type FieldValues, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useRevealFirstError } from '../../../components/form/use-reveal-first-error.ts';
import { buttonClass } from '../../../components/ui/button.ts';
import dialogStyles from '../../../components/ui/dialog.module.css';
import { cx } from '../../../lib/cx.ts';
import styles from './reviews.module.css';

/** A dialog of the reviews opened by `trigger`, its content mounted per opening so that a form starts empty each time. */
export function ReviewDialog({
  title,
  trigger,
  children,
}: {
  title: string;
  trigger: ReactNode;
  children: (close: () => void) => ReactNode;
}) {
  const [open, setOpen] = useState(false);
  const { t } = useTranslation('reviews');
  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger asChild>{trigger}</Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className={dialogStyles.overlay} />
        <Dialog.Content className={cx(dialogStyles.dialog, dialogStyles.wide)} aria-describedby={undefined}>
          <Dialog.Title className={dialogStyles.title}>{title}</Dialog.Title>
          {/* Mounted per opening, so a form starts empty each time. */}
          {children(() => setOpen(false))}
          <Dialog.Close asChild>
            <button type="button" className={buttonClass('outline')}>
              {t('close')}
            </button>
          </Dialog.Close>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

export /** A form of the dialog: its fields, then its submit button; the first error is revealed as in the portal's forms. */
function FormFrame<V extends FieldValues, O>({
  form,
  label,
  onSubmit,
  submit,
  pending,
  children,
}: {
  form: UseFormReturn<V, unknown, O>;
  label: string;
  onSubmit: (event: FormEvent) => Promise<void>;
  submit: string;
  pending: boolean;
  children: ReactNode;
}) {
  const formRef = useRevealFirstError(form.formState);
  return (
    <FormProvider {...form}>
      <form
        ref={formRef}
        className={styles.form}
        aria-label={label}
        noValidate
        onSubmit={(event) => void onSubmit(event)}
      >
        {children}
        <button type="submit" className={buttonClass('accent')} disabled={pending}>
          {submit}
        </button>
      </form>
    </FormProvider>
  );
}
