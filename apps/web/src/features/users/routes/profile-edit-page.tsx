import { Loading } from '../../../components/ui/status.tsx';
import type { MetaFunction } from '../../../lib/meta.ts';
import { useProfile } from '../api/get-profile.ts';
import { PhotoUploadButton } from '../components/photo-upload-button.tsx';
import { ProfileForm } from '../components/profile-form.tsx';
import { ProfileHeader } from '../components/profile-header.tsx';
import { useLeaveOnProfileError } from './profile-page.tsx';
import styles from './profile-page.module.css';
import { paths } from '../../../lib/paths.ts';

export const profileEditMeta: MetaFunction = ({ portal }) => ({
  title: `Edit profile | ${portal.brandName} ${portal.countryName}`,
  description: `Edit your profile on ${portal.brandName} ${portal.countryName}.`,
  canonicalPath: paths.profileEdit.href(),
});

/** The profile editor: photos at the top, every other field in the form below. */
export function ProfileEditPage() {
  const { data: profile, isError } = useProfile();
  useLeaveOnProfileError(isError);
  if (!profile) return <Loading />;

  return (
    <div className={styles.page}>
      <h1 className={styles.pageTitle}>Edit profile</h1>
      <ProfileHeader
        profile={profile}
        nameAs="h2"
        coverControl={<PhotoUploadButton kind="coverPhoto" label="Change cover photo" />}
        photoControl={<PhotoUploadButton kind="profilePhoto" label="Change profile photo" />}
      />
      {/* Keyed by person: the form takes the saved values once and then keeps what is typed. */}
      <ProfileForm key={profile.userID} profile={profile} />
    </div>
  );
}
