import type { ParseKeys } from 'i18next';
import { useTranslation } from 'react-i18next';
import { ImageUploadButton } from '../../../components/ui/image-upload-button.tsx';
import { uploadImage } from '../../../lib/upload-image.ts';
import { useUpdateProfile } from '../api/queries.ts';

type PhotoKind = 'profilePhoto' | 'coverPhoto';

const FAILURE = {
  profilePhoto: 'edit.photoFailed',
  coverPhoto: 'edit.coverFailed',
} as const satisfies Record<PhotoKind, ParseKeys<'users'>>;

/**
 * Chooses a photo and makes it the profile's: the browser checks type and size, the file goes up through a signed post,
 * and the stored image is saved on the profile, which then shows it.
 */
export function PhotoUploadButton({ kind, label }: { kind: PhotoKind; label: string }) {
  const { t } = useTranslation('users');
  const updateProfile = useUpdateProfile();
  return (
    <ImageUploadButton
      label={label}
      failure={t(FAILURE[kind])}
      onFile={async (file) => {
        const image = await uploadImage('user', file);
        await updateProfile.mutateAsync({ [kind]: image });
      }}
    />
  );
}
