import type { FormEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { FormProvider, type FieldValues, type UseFormReturn } from 'react-hook-form';
import { TextField } from '../../../components/form/bound-fields.tsx';
import { buttonClass } from '../../../components/ui/button.ts';
import styles from './checkout.module.css';
import { useRevealFirstError } from '../../../components/form/use-reveal-first-error.ts';

/**
 * What every provider's card form has around its card fields: the receipt's email (the form's `email` value), then Pay
 * and Cancel.
 */
export function CheckoutFormFrame<T extends FieldValues>({
  form,
  onSubmit,
  paying,
  priceLabel,
  onCancel,
  children,
}: {
  form: UseFormReturn<T, unknown, FieldValues>;
  onSubmit: (event: FormEvent) => Promise<void>;
  paying: boolean;
  priceLabel: string;
  onCancel: () => void;
  children: ReactNode;
}) {
  const { t } = useTranslation('membership');
  const formRef = useRevealFirstError(form.formState);
  return (
    <FormProvider {...form}>
      <form
        ref={formRef}
        className={styles.form}
        aria-label={t('checkout.form')}
        noValidate
        onSubmit={(event) => void onSubmit(event)}
      >
        <TextField
          label={t('checkout.email')}
          name="email"
          type="email"
          autoComplete="email"
          inputMode="email"
        />
        {children}
        <div className={styles.actions}>
          <button type="submit" className={buttonClass('accent')} disabled={paying}>
            {paying ? t('checkout.processing') : t('checkout.pay', { price: priceLabel })}
          </button>
          <button type="button" className={buttonClass('ghost')} onClick={onCancel} disabled={paying}>
            {t('checkout.cancel')}
          </button>
        </div>
      </form>
    </FormProvider>
  );
}
