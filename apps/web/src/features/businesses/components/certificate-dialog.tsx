import {
  BUSINESS_LIMITS,
  CertificateInputSchema,
  type Certificate,
  type CertificateInput,
  type Image,
} from '@b2b/contracts';
import { zodResolver } from '../../../components/form/zod-resolver.ts';
import * as Dialog from '@radix-ui/react-dialog';
import { useState, type ReactNode } from 'react';
import { FormProvider, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

import { toast } from '../../../lib/toast.tsx';
import { z } from 'zod';
import { buttonClass } from '../../../components/ui/button.ts';
import dialogStyles from '../../../components/ui/dialog.module.css';
import { ImageUploadButton } from '../../../components/ui/image-upload-button.tsx';
import { cx } from '../../../lib/cx.ts';
import { srcSetOf } from '../../../lib/image-src-set.ts';
import { toastFailure } from '../../../lib/toast-failure.ts';
import { uploadImage } from '../../../lib/upload-image.ts';
import { useSaveCertificate } from '../api/queries.ts';
import { TextField } from '../../../components/form/bound-fields.tsx';
import { DateField } from '../../../components/form/date-field.tsx';
import styles from './certificates.module.css';
import { showFieldErrors } from '../../../components/form/server-errors.ts';
import { useRevealFirstError } from '../../../components/form/use-reveal-first-error.ts';

interface CertificateValues {
  name: string;
  issueDate: string;
  expireDate: string;
  photo: Image | null;
}

const certificateSchema = z
  .custom<CertificateValues>()
  .transform((v): unknown => ({
    name: v.name,
    issueDate: v.issueDate,
    expireDate: v.expireDate || null,
    photo: v.photo,
  }))
  .pipe(CertificateInputSchema);

/** Adds a certificate (no `certificate`) or edits one, in a dialog that `trigger` opens. */
export function CertificateDialog({
  businessID,
  certificate,
  trigger,
}: {
  businessID: string;
  certificate?: Certificate;
  trigger: ReactNode;
}) {
  const { t } = useTranslation('businessEditor');
  const [open, setOpen] = useState(false);
  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger asChild>{trigger}</Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className={dialogStyles.overlay} />
        <Dialog.Content className={cx(dialogStyles.dialog, dialogStyles.wide)} aria-describedby={undefined}>
          <Dialog.Title className={dialogStyles.title}>
            {certificate ? t('certificates.editTitle') : t('certificates.addTitle')}
          </Dialog.Title>
          {/* Mounted per opening, so each one starts from the saved certificate. */}
          <CertificateForm businessID={businessID} certificate={certificate} onSaved={() => setOpen(false)} />
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

function CertificateForm({
  businessID,
  certificate,
  onSaved,
}: {
  businessID: string;
  certificate: Certificate | undefined;
  onSaved: () => void;
}) {
  const { t } = useTranslation('businessEditor');
  const form = useForm<CertificateValues, unknown, CertificateInput>({
    resolver: zodResolver(certificateSchema),
    defaultValues: {
      name: certificate?.name ?? '',
      issueDate: certificate?.issueDate ?? '',
      expireDate: certificate?.expireDate ?? '',
      photo: certificate?.photo ?? null,
    },
    shouldFocusError: false,
  });
  const formRef = useRevealFirstError(form.formState);
  const save = useSaveCertificate(businessID);
  const photo = useWatch({ control: form.control, name: 'photo' });

  const onSubmit = form.handleSubmit((input) => {
    const values = form.getValues();
    save.mutate(
      { certificateID: certificate?.id ?? null, input },
      {
        onSuccess: () => {
          toast.success(t('edit.saved'));
          onSaved();
        },
        onError: (error) => toastFailure(error, showFieldErrors(error, '', values, form.setError)),
      },
    );
  });

  return (
    <FormProvider {...form}>
      <form
        ref={formRef}
        className={styles.form}
        aria-label={t('certificates.form')}
        noValidate
        onSubmit={(event) => void onSubmit(event)}
      >
        <TextField
          label={t('certificates.name')}
          name="name"
          maxLength={BUSINESS_LIMITS.certificateNameMax}
        />
        <div className={styles.dates}>
          <DateField label={t('certificates.issueDate')} name="issueDate" />
          <DateField label={t('certificates.expireDate')} name="expireDate" />
        </div>
        <div className={styles.photoRow}>
          {photo ? (
            <img
              className={styles.photo}
              src={photo.url}
              srcSet={srcSetOf(photo)}
              sizes="120px"
              alt={t('certificates.photo')}
            />
          ) : (
            <p className={styles.noPhoto}>{t('certificates.noPhoto')}</p>
          )}
          <ImageUploadButton
            label={photo ? t('certificates.changePhoto') : t('certificates.uploadPhoto')}
            failure={t('create.uploadFailed')}
            onFile={async (file) =>
              form.setValue('photo', await uploadImage('business', file, { businessID }), {
                shouldDirty: true,
              })
            }
          />
          {photo && (
            <button
              type="button"
              className={buttonClass('ghost', { size: 'sm' })}
              onClick={() => form.setValue('photo', null, { shouldDirty: true })}
            >
              {t('certificates.removePhoto')}
            </button>
          )}
        </div>
        <div className={dialogStyles.actions}>
          <Dialog.Close asChild>
            <button type="button" className={buttonClass('outline')}>
              {t('certificates.cancel')}
            </button>
          </Dialog.Close>
          <button type="submit" className={buttonClass('primary')} disabled={save.isPending}>
            {save.isPending ? t('edit.saving') : t('certificates.save')}
          </button>
        </div>
      </form>
    </FormProvider>
  );
}
