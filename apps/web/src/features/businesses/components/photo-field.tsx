import type { Image } from '@b2b/contracts';
import { Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';

import { buttonClass } from '../../../components/ui/button.ts';
import { ImageUploadButton } from '../../../components/ui/image-upload-button.tsx';
import { cx } from '../../../lib/cx.ts';
import { srcSetOf } from '../../../lib/image-src-set.ts';
import { uploadImage } from '../../../lib/upload-image.ts';
import styles from './photo-field.module.css';

/** A business picture of a form: uploaded at once (target business), previewed, replaceable and removable. */
export function PhotoField({
  label,
  hint,
  upload,
  change,
  shape,
  value,
  onChange,
}: {
  label: string;
  hint: string;
  /** The upload button's words, before and after a photo is chosen. */
  upload: string;
  change: string;
  shape: 'square' | 'wide';
  value: Image | null;
  onChange: (image: Image | null) => void;
}) {
  const { t } = useTranslation('businessEditor');
  return (
    <div className={styles.field}>
      <p className={styles.label}>{label}</p>
      <div className={cx(styles.preview, styles[shape])}>
        {value ? (
          <img src={value.url} srcSet={srcSetOf(value)} sizes="480px" alt={t('create.preview', { label })} />
        ) : (
          <span className={styles.empty}>{t('create.noPhoto')}</span>
        )}
      </div>
      <p className={styles.hint}>{hint}</p>
      <div className={styles.actions}>
        <ImageUploadButton
          label={value ? change : upload}
          failure={t('create.uploadFailed')}
          onFile={async (file) => onChange(await uploadImage('business', file))}
        />
        {value && (
          <button
            type="button"
            className={buttonClass('ghost', { size: 'sm' })}
            onClick={() => onChange(null)}
          >
            <Trash2 aria-hidden size={16} />
            {t('create.remove')}
          </button>
        )}
      </div>
    </div>
  );
}
