import { PRODUCT_LIMITS, type Image, type ProductFormValues, type ProductInput } from '@b2b/contracts';
import { Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useController, type Control, type UseFormGetValues } from 'react-hook-form';
import { buttonClass } from '../../../components/ui/button.ts';
import { FieldErrorText } from '../../../components/form/field.tsx';
import { ImageUploadButton } from '../../../components/ui/image-upload-button.tsx';
import { srcSetOf } from '../../../lib/image-src-set.ts';
import { uploadImage } from '../../../lib/upload-image.ts';
import styles from './product-form.module.css';

type FormControl = Control<ProductFormValues, unknown, ProductInput>;

/** A picture of a business: the server checks that the uploader belongs to it. */
const uploadBusinessImage = (businessID: string, file: File) => uploadImage('business', file, { businessID });

function Thumbnail({ image, alt }: { image: Image; alt: string }) {
  return (
    <img
      className={styles.thumbnail}
      src={image.url}
      srcSet={srcSetOf(image)}
      sizes="120px"
      alt={alt}
      width={120}
      height={120}
    />
  );
}

export function MainImageField({ control, businessID }: { control: FormControl; businessID: string }) {
  const { t } = useTranslation(['products', 'common']);
  const { field, fieldState } = useController({ control, name: 'mainImage' });
  const image = field.value ?? null;
  return (
    <div className={styles.pictureField}>
      <h3 className={styles.subTitle}>{t('form.mainPicture')}</h3>
      {image ? (
        <Thumbnail image={image} alt={t('form.mainPicture')} />
      ) : (
        <p className={styles.empty}>{t('form.noMainPicture')}</p>
      )}
      <div className={styles.pictureActions}>
        <ImageUploadButton
          label={image ? t('form.changeMainPicture') : t('form.uploadMainPicture')}
          failure={t('common:toast.failure')}
          onFile={async (file) => field.onChange(await uploadBusinessImage(businessID, file))}
        />
        {image && (
          <button
            type="button"
            className={buttonClass('ghost', { size: 'sm' })}
            onClick={() => field.onChange(null)}
          >
            <Trash2 aria-hidden size={16} />
            {t('form.removeMainPicture')}
          </button>
        )}
      </div>
      {fieldState.error?.message && <FieldErrorText>{fieldState.error.message}</FieldErrorText>}
    </div>
  );
}

export function GalleryField({
  control,
  getValues,
  businessID,
}: {
  control: FormControl;
  getValues: UseFormGetValues<ProductFormValues>;
  businessID: string;
}) {
  const { t } = useTranslation(['products', 'common']);
  const { field, fieldState } = useController({ control, name: 'images' });
  const images = field.value ?? [];
  const add = async (file: File) => {
    const image = await uploadBusinessImage(businessID, file);
    // Read after the upload, so a picture removed meanwhile stays removed.
    field.onChange([...(getValues('images') ?? []), image].slice(0, PRODUCT_LIMITS.imagesMax));
  };
  return (
    <div className={styles.pictureField}>
      <h3 className={styles.subTitle}>{t('form.gallery')}</h3>
      <p className={styles.hint}>
        {t('form.galleryCount', { number: images.length, max: PRODUCT_LIMITS.imagesMax })}
      </p>
      {images.length > 0 && (
        <ul className={styles.gallery} aria-label={t('form.galleryPictures')}>
          {images.map((image, index) => (
            <li key={image.url} className={styles.galleryItem}>
              <Thumbnail image={image} alt={t('form.galleryPicture', { number: index + 1 })} />
              <button
                type="button"
                className={buttonClass('ghost', { size: 'sm' })}
                aria-label={t('form.removeGalleryPicture', { number: index + 1 })}
                onClick={() => field.onChange(images.filter((_, i) => i !== index))}
              >
                <Trash2 aria-hidden size={16} />
              </button>
            </li>
          ))}
        </ul>
      )}
      {images.length < PRODUCT_LIMITS.imagesMax && (
        <ImageUploadButton label={t('form.addPicture')} failure={t('common:toast.failure')} onFile={add} />
      )}
      {fieldState.error?.message && <FieldErrorText>{fieldState.error.message}</FieldErrorText>}
    </div>
  );
}
