import {
  PICTURE_UPLOAD_FAILED_MESSAGE,
  VERIFICATION_LIMITS,
  VERIFICATION_SENT_MESSAGE,
  VerificationRequestInputSchema,
  type Image,
  type VerificationRequestInput,
} from '@b2b/contracts';
import { FormProvider, useForm, useWatch } from 'react-hook-form';
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

type VerificationValues = z.input<typeof VerificationRequestInputSchema>;

/** The evidence a business offers: its registration number, pictures of its registration documents and a note. */
export function VerificationForm({ businessID }: { businessID: string }) {
  const form = useForm<VerificationValues, unknown, VerificationRequestInput>({
    resolver: zodResolver(VerificationRequestInputSchema),
    defaultValues: { registrationNumber: '', documents: [], note: '' },
  });
  const send = useRequestVerification(businessID);
  const documents = useWatch({ control: form.control, name: 'documents' });
  const documentsError = form.formState.errors.documents?.message;
  const full = documents.length >= VERIFICATION_LIMITS.documentsMax;

  const setDocuments = (next: Image[]) =>
    form.setValue('documents', next, { shouldDirty: true, shouldValidate: form.formState.isSubmitted });

  const onSubmit = form.handleSubmit((input) => {
    const values = form.getValues();
    // An empty note is dropped on the way (`apiRequest` sends no empty values).
    send.mutate(input, {
      onSuccess: () => {
        toast.success(VERIFICATION_SENT_MESSAGE);
        form.reset();
      },
      onError: (error) => toastFailure(error, showFieldErrors(error, '', values, form.setError)),
    });
  });

  return (
    <FormProvider {...form}>
      <form
        className={styles.form}
        aria-label="Verification request"
        noValidate
        onSubmit={(event) => void onSubmit(event)}
      >
        <TextField
          label="Company registration number"
          name="registrationNumber"
          maxLength={VERIFICATION_LIMITS.registrationNumberMax}
          hint="As printed on the business licence or certificate of incorporation."
        />
        <fieldset className={styles.documents}>
          <legend className={styles.legend}>Registration documents</legend>
          <p className={styles.hint}>
            Pictures of the business licence or certificate of incorporation, up to{' '}
            {VERIFICATION_LIMITS.documentsMax} (JPEG, PNG, WebP or GIF, 500 KB each). Only administrators see
            them.
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
                    alt={`Registration document ${index + 1}`}
                  />
                  <button
                    type="button"
                    className={buttonClass('ghost', { size: 'sm' })}
                    onClick={() => setDocuments(documents.filter((d) => d.url !== document.url))}
                  >
                    Remove document {index + 1}
                  </button>
                </li>
              ))}
            </ul>
          )}
          {!full && (
            <ImageUploadButton
              label="Add a document picture"
              failure={PICTURE_UPLOAD_FAILED_MESSAGE}
              onFile={async (file) => {
                const image = await uploadImage('business', file, { businessID });
                setDocuments([...form.getValues('documents'), image]);
              }}
            />
          )}
          {documentsError && <FieldErrorText>{documentsError}</FieldErrorText>}
        </fieldset>
        <TextAreaField
          label="Note (optional)"
          name="note"
          maxLength={VERIFICATION_LIMITS.noteMax}
          rows={3}
          counter
        />
        <div>
          <button type="submit" className={buttonClass('primary')} disabled={send.isPending}>
            {send.isPending ? 'Sending...' : 'Request verification'}
          </button>
        </div>
      </form>
    </FormProvider>
  );
}
