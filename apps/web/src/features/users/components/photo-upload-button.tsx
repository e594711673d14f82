import { IMAGE_CONTENT_TYPES } from '@b2b/contracts';
import { useMutation } from '@tanstack/react-query';
import { Camera } from 'lucide-react';
import type { ChangeEvent } from 'react';
import { toast } from 'sonner';
import { buttonClass } from '../../../components/ui/button.ts';
import { cx } from '../../../lib/cx.ts';
import { uploadImage } from '../../../lib/upload-image.ts';
import { useUpdateProfile } from '../api/update-profile.ts';
import styles from './photo-upload-button.module.css';

const FAILURE: Record<PhotoKind, string> = {
  profilePhoto: 'An error has ocurred when we tried to upload your profile picture',
  coverPhoto: 'An error has ocurred when we tried to upload your picture',
};

type PhotoKind = 'profilePhoto' | 'coverPhoto';

/**
 * Chooses a photo and makes it the profile's: the browser checks type and size, the file goes up through a signed post,
 * and the stored image is saved on the profile, which then shows it.
 */
export function PhotoUploadButton({ kind, label }: { kind: PhotoKind; label: string }) {
  const updateProfile = useUpdateProfile();
  const upload = useMutation({
    mutationFn: async (file: File) => {
      const image = await uploadImage('user', file);
      await updateProfile.mutateAsync({ [kind]: image });
    },
    onError: (error) => toast.error(FAILURE[kind], { description: error.message }),
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
      {upload.isPending ? 'Uploading...' : label}
    </label>
  );
}
