import type { BusinessProfile, Image } from '@b2b/contracts';
import { FormProvider } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

import { toast } from '../../../lib/toast.tsx';
import { DEFAULT_BUSINESS_PHOTO } from '../../../components/business/business-summary-card.tsx';
import { buttonClass } from '../../../components/ui/button.ts';
import { FormSection } from '../../../components/form/field.tsx';
import { ImageUploadButton } from '../../../components/ui/image-upload-button.tsx';
import { srcSetOf } from '../../../lib/image-src-set.ts';
import { uploadImage } from '../../../lib/upload-image.ts';
import { toastFailure } from '../../../lib/toast-failure.ts';
import { useUpdateBusiness } from '../api/queries.ts';
import { TextField } from '../../../components/form/bound-fields.tsx';
import styles from './photos-tab.module.css';
import { SaveButton } from './save-button.tsx';
import { useGroupForm } from './use-group-form.ts';

type Slot = 'profilePhoto' | 'coverPhoto';

/** The profile and cover photos, each saved as soon as it is uploaded, and the company video's address. */
export function PhotosTab({ business }: { business: BusinessProfile }) {
  const { general } = business;
  const { t } = useTranslation('businessEditor');
  return (
    <div className={styles.tab}>
      <FormSection legend={t('photos.profilePhoto')}>
        <div className={styles.row}>
          <img
            className={styles.profilePhoto}
            src={general.profilePhoto?.url ?? DEFAULT_BUSINESS_PHOTO}
            srcSet={general.profilePhoto ? srcSetOf(general.profilePhoto) : undefined}
            sizes="160px"
            alt={t('photos.profilePhotoOf', { company: general.companyName })}
          />
          <PhotoActions
            business={business}
            slot="profilePhoto"
            change={t('photos.changeProfilePhoto')}
            remove={t('photos.removeProfilePhoto')}
          />
        </div>
      </FormSection>
      <FormSection legend={t('photos.coverPhoto')}>
        {general.coverPhoto ? (
          <img
            className={styles.cover}
            src={general.coverPhoto.url}
            srcSet={srcSetOf(general.coverPhoto)}
            sizes="(min-width: 1280px) 900px, 100vw"
            alt={t('photos.coverPhotoOf', { company: general.companyName })}
          />
        ) : (
          <div className={styles.coverPlaceholder}>{t('photos.noCover')}</div>
        )}
        <p className={styles.hint}>{t('photos.coverHint')}</p>
        <PhotoActions
          business={business}
          slot="coverPhoto"
          change={t('photos.changeCoverPhoto')}
          remove={t('photos.removeCoverPhoto')}
        />
      </FormSection>
      <VideoForm business={business} />
    </div>
  );
}

function PhotoActions({
  business,
  slot,
  change,
  remove,
}: {
  business: BusinessProfile;
  slot: Slot;
  change: string;
  remove: string;
}) {
  const { t } = useTranslation('businessEditor');
  const update = useUpdateBusiness(business.businessID);
  const save = async (image: Image | null) => {
    await update.mutateAsync({ general: { [slot]: image } });
    toast.success(t('edit.saved'));
  };
  return (
    <div className={styles.actions}>
      <ImageUploadButton
        label={change}
        failure={t('create.uploadFailed')}
        onFile={async (file) =>
          save(await uploadImage('business', file, { businessID: business.businessID }))
        }
      />
      {business.general[slot] && (
        <button
          type="button"
          className={buttonClass('ghost', { size: 'sm' })}
          disabled={update.isPending}
          onClick={() => save(null).catch((error: Error) => toastFailure(error))}
        >
          {remove}
        </button>
      )}
    </div>
  );
}

interface VideoValues {
  video: { url: string };
}

const videoDraft = (v: VideoValues) => ({ video: v.video.url.trim() ? { url: v.video.url.trim() } : null });

function VideoForm({ business }: { business: BusinessProfile }) {
  const { t } = useTranslation('businessEditor');
  const { form, formRef, onSubmit, saving } = useGroupForm({
    businessID: business.businessID,
    group: 'general',
    initial: { video: { url: business.general.video?.url ?? '' } },
    toDraft: videoDraft,
  });
  return (
    <FormProvider {...form}>
      <form
        ref={formRef}
        className={styles.videoForm}
        aria-label={t('photos.video')}
        noValidate
        onSubmit={onSubmit}
      >
        <FormSection legend={t('photos.video')}>
          <TextField label={t('photos.videoUrl')} name="video.url" type="url" hint={t('photos.videoHint')} />
        </FormSection>
        <SaveButton saving={saving} label={t('photos.saveVideo')} />
      </form>
    </FormProvider>
  );
}
