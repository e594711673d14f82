import { Loading } from '../../../components/ui/status.tsx';
import type { MetaFunction, RouteHandle } from '../../../lib/meta.ts';
import { useProfile } from '../../../features/users/api/queries.ts';
import { PhotoUploadButton } from '../../../features/users/components/photo-upload-button.tsx';
import { ProfileForm } from '../../../features/users/components/profile-form.tsx';
import { ProfileHeader } from '../../../features/users/components/profile-header.tsx';
import styles from './profile.module.css';
import { paths } from '../../../lib/paths.ts';
import { useLeaveOnProfileError } from '../../../features/users/use-leave-on-profile-error.ts';

const meta: MetaFunction = ({ portal }) => ({
  title: `Edit profile | ${portal.brandName} ${portal.countryName}`,
  description: `Edit your profile on ${portal.brandName} ${portal.countryName}.`,
  canonicalPath: paths.profileEdit.href(),
});

/** The profile editor: photos at the top, every other field in the form below. */
export function Component() {
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

export const handle = { meta } satisfies RouteHandle;
