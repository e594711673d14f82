import {
  VERIFICATION_LIMITS,
  VerificationRequestInputSchema,
  type Image,
  type VerificationRequestInput,
} from '@b2b/contracts';
import { FormProvider, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { TextAreaField, TextField } from '../../../components/form/bound-fields.tsx';
import { FieldErrorText } from '../../../components/form/field.tsx';
import { showFieldErrors } from '../../../components/form/server-errors.ts';
import { zodResolver } from '../../../components/form/zod-resolver.ts';
import { buttonClass } from '../../../components/ui/button.ts';
import { ImageUploadButton } from '../../../components/ui/image-upload-button.tsx';
import { srcSetOf } from '../../../lib/image-src-set.ts';
import { toast } from '../../../lib/toast.tsx';
import { toastFailure } from '../../../lib/toast-failure.ts';
import { uploadImage } from '../../../lib/upload-image.ts';
import { useRequestVerification } from '../api/queries.ts';
import styles from './verification.module.css';
import { useRevealFirstError } from '../../../components/form/use-reveal-first-error.ts';

type VerificationValues = z.input<typeof VerificationRequestInputSchema>;

/** The evidence a business offers: its registration number, pictures of its registration documents and a note. */
export function VerificationForm({ businessID }: { businessID: string }) {
  const { t } = useTranslation('membership');
  const form = useForm<VerificationValues, unknown, VerificationRequestInput>({
    resolver: zodResolver(VerificationRequestInputSchema),
    defaultValues: { registrationNumber: '', documents: [], note: '' },
    shouldFocusError: false,
  });
  const formRef = useRevealFirstError(form.formState);
  const send = useRequestVerification(businessID);
  const documents = useWatch({ control: form.control, name: 'documents' });
  const documentsError = form.formState.errors.documents?.message;
  const full = documents.length >= VERIFICATION_LIMITS.documentsMax;

  const setDocuments = (next: Image[]) =>
    form.setValue('documents', next, { shouldDirty: true, shouldValidate: form.formState.isSubmitted });

  const onSubmit = form.handleSubmit((input) => {
    const values = form.getValues();
    // An empty note is dropped on the way (`api` sends no empty values).
    send.mutate(input, {
      onSuccess: () => {
        toast.success(t('verificationForm.sent'));
        form.reset();
      },
      onError: (error) => toastFailure(error, showFieldErrors(error, '', values, form.setError)),
    });
  });

  return (
    <FormProvider {...form}>
      <form
        ref={formRef}
        className={styles.form}
        aria-label={t('verificationForm.label')}
        noValidate
        onSubmit={(event) => void onSubmit(event)}
      >
        <TextField
          label={t('verificationForm.registrationNumber')}
          name="registrationNumber"
          maxLength={VERIFICATION_LIMITS.registrationNumberMax}
          hint={t('verificationForm.registrationHint')}
        />
        <fieldset className={styles.documents}>
          <legend className={styles.legend}>{t('verificationForm.documents')}</legend>
          <p className={styles.hint}>
            {t('verificationForm.documentsHint', { max: VERIFICATION_LIMITS.documentsMax })}
          </p>
          {documents.length > 0 && (
            <ul className={styles.documentList}>
              {documents.map((document, index) => (
                <li key={document.url} className={styles.document}>
                  <img
                    className={styles.picture}
                    src={document.url}
                    srcSet={srcSetOf(document)}
                    sizes="120px"
                    alt={t('verificationForm.document', { number: index + 1 })}
                  />
                  <button
                    type="button"
                    className={buttonClass('ghost', { size: 'sm' })}
                    onClick={() => setDocuments(documents.filter((d) => d.url !== document.url))}
                  >
                    {t('verificationForm.remove', { number: index + 1 })}
                  </button>
                </li>
              ))}
            </ul>
          )}
          {!full && (
            <ImageUploadButton
              label={t('verificationForm.add')}
              failure={t('verificationForm.uploadFailed')}
              onFile={async (file) => {
                const image = await uploadImage('business', file, { businessID });
                setDocuments([...form.getValues('documents'), image]);
              }}
            />
          )}
          {documentsError && <FieldErrorText>{documentsError}</FieldErrorText>}
        </fieldset>
        <TextAreaField
          label={t('verificationForm.note')}
          name="note"
          maxLength={VERIFICATION_LIMITS.noteMax}
          rows={3}
          counter
        />
        <div>
          <button type="submit" className={buttonClass('primary')} disabled={send.isPending}>
            {send.isPending ? t('verificationForm.sending') : t('verificationForm.submit')}
          </button>
        </div>
      </form>
    </FormProvider>
  );
}
