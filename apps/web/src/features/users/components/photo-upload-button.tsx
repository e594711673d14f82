import { ImageUploadButton } from '../../../components/ui/image-upload-button.tsx';
import { uploadImage } from '../../../lib/upload-image.ts';
import { useUpdateProfile } from '../api/queries.ts';

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
  return (
    <ImageUploadButton
      label={label}
      failure={FAILURE[kind]}
      onFile={async (file) => {
        const image = await uploadImage('user', file);
        await updateProfile.mutateAsync({ [kind]: image });
      }}
    />
  );
}
