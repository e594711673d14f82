import { IMAGE_CONTENT_TYPES } from '@b2b/contracts';
import { useMutation } from '@tanstack/react-query';
import { Camera } from 'lucide-react';
import type { ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { toastFailure } from '../../lib/toast-failure.ts';
import { cx } from '../../lib/cx.ts';
import { buttonClass } from './button.ts';
import styles from './image-upload-button.module.css';

/**
 * A button that chooses an image file and hands it to `onFile` (which uploads it and keeps the result), showing that it
 * works meanwhile and toasting `failure` with the reason (in the page's language) when it throws.
 */
export function ImageUploadButton({
  label,
  failure,
  onFile,
}: {
  label: string;
  failure: string;
  onFile: (file: File) => Promise<void>;
}) {
  const { t } = useTranslation('common');
  const upload = useMutation({
    mutationFn: onFile,
    onError: (error) => toastFailure(error, [], failure),
  });

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // Cleared so that choosing the same file again after a failure still counts as a change.
    event.target.value = '';
    if (file) upload.mutate(file);
  };

  return (
    <label className={cx(buttonClass('outline', { size: 'sm' }), styles.button)} aria-busy={upload.isPending}>
      <input
        type="file"
        accept={IMAGE_CONTENT_TYPES.join(',')}
        className={styles.input}
        onChange={choose}
        disabled={upload.isPending}
      />
      <Camera aria-hidden size={16} />
      {upload.isPending ? t('upload.uploading') : label}
    </label>
  );
}
