import {
  PICTURE_UPLOAD_FAILED_MESSAGE,
  TOAST_SAVED_MESSAGE,
  type BusinessProfile,
  type Image,
} from '@b2b/contracts';
import { FormProvider } from 'react-hook-form';
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
  return (
    <div className={styles.tab}>
      <FormSection legend="Profile photo">
        <div className={styles.row}>
          <img
            className={styles.profilePhoto}
            src={general.profilePhoto?.url ?? DEFAULT_BUSINESS_PHOTO}
            srcSet={general.profilePhoto ? srcSetOf(general.profilePhoto) : undefined}
            sizes="160px"
            alt={`Profile photo of ${general.companyName}`}
          />
          <PhotoActions business={business} slot="profilePhoto" label="profile photo" />
        </div>
      </FormSection>
      <FormSection legend="Cover photo">
        {general.coverPhoto ? (
          <img
            className={styles.cover}
            src={general.coverPhoto.url}
            srcSet={srcSetOf(general.coverPhoto)}
            sizes="(min-width: 1280px) 900px, 100vw"
            alt={`Cover photo of ${general.companyName}`}
          />
        ) : (
          <div className={styles.coverPlaceholder}>No cover photo yet.</div>
        )}
        <p className={styles.hint}>Recommended proportion: 200 x 800 (height x width), at most 500 KB.</p>
        <PhotoActions business={business} slot="coverPhoto" label="cover photo" />
      </FormSection>
      <VideoForm business={business} />
    </div>
  );
}

function PhotoActions({ business, slot, label }: { business: BusinessProfile; slot: Slot; label: string }) {
  const update = useUpdateBusiness(business.businessID);
  const save = async (image: Image | null) => {
    await update.mutateAsync({ general: { [slot]: image } });
    toast.success(TOAST_SAVED_MESSAGE);
  };
  return (
    <div className={styles.actions}>
      <ImageUploadButton
        label={`Change ${label}`}
        failure={PICTURE_UPLOAD_FAILED_MESSAGE}
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
          Remove {label}
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
  const { form, onSubmit, saving } = useGroupForm({
    businessID: business.businessID,
    group: 'general',
    initial: { video: { url: business.general.video?.url ?? '' } },
    toDraft: videoDraft,
  });
  return (
    <FormProvider {...form}>
      <form className={styles.videoForm} aria-label="Company video" noValidate onSubmit={onSubmit}>
        <FormSection legend="Company video">
          <TextField
            label="Company video URL"
            name="video.url"
            type="url"
            hint="The address of the video (https://...), shown on the business page."
          />
        </FormSection>
        <SaveButton saving={saving} label="Save video" />
      </form>
    </FormProvider>
  );
}
