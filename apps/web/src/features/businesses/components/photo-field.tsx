import type { Image } from '@b2b/contracts';
import { Trash2 } from 'lucide-react';
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
  shape,
  value,
  onChange,
}: {
  label: string;
  hint: string;
  shape: 'square' | 'wide';
  value: Image | null;
  onChange: (image: Image | null) => void;
}) {
  return (
    <div className={styles.field}>
      <p className={styles.label}>{label}</p>
      <div className={cx(styles.preview, styles[shape])}>
        {value ? (
          <img src={value.url} srcSet={srcSetOf(value)} sizes="480px" alt={`${label} preview`} />
        ) : (
          <span className={styles.empty}>No photo yet</span>
        )}
      </div>
      <p className={styles.hint}>{hint}</p>
      <div className={styles.actions}>
        <ImageUploadButton
          label={value ? `Change ${label.toLowerCase()}` : `Upload ${label.toLowerCase()}`}
          failure="An error has ocurred when we tried to upload your picture"
          onFile={async (file) => onChange(await uploadImage('business', file))}
        />
        {value && (
          <button
            type="button"
            className={buttonClass('ghost', { size: 'sm' })}
            onClick={() => onChange(null)}
          >
            <Trash2 aria-hidden size={16} />
            Remove
          </button>
        )}
      </div>
    </div>
  );
}
