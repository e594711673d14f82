import { Pencil, Plus } from 'lucide-react';
import { useEffect } from 'react';
import { Link, useNavigate } from 'react-router';
import { toast } from 'sonner';
import { buttonClass } from '../../../components/ui/button.ts';
import { Loading } from '../../../components/ui/status.tsx';
import type { MetaFunction } from '../../../lib/meta.ts';
import { useProfile } from '../api/get-profile.ts';
import { useUserBusinesses } from '../api/get-user-businesses.ts';
import { AboutMe, ProfileDetails, UserBusinesses } from '../components/profile-details.tsx';
import { ProfileHeader } from '../components/profile-header.tsx';
import styles from './profile-page.module.css';
import { paths } from '../../../lib/paths.ts';

export const PROFILE_LOAD_ERROR = 'An unexpected error has occurred, please try again.';

export const profileMeta: MetaFunction = ({ portal }) => ({
  title: `My profile | ${portal.brandName} ${portal.countryName}`,
  description: `Your profile on ${portal.brandName} ${portal.countryName}.`,
  canonicalPath: paths.profile.href(),
});

/** Tells the person and goes home when the own profile cannot be loaded (section 8 of 02-). */
export function useLeaveOnProfileError(failed: boolean) {
  const navigate = useNavigate();
  useEffect(() => {
    if (!failed) return;
    toast.error(PROFILE_LOAD_ERROR);
    void navigate(paths.home.href(), { replace: true });
  }, [failed, navigate]);
}

/** The signed-in person's own profile (section 2 of 02-, Users). */
export function ProfilePage() {
  const { data: profile, isError } = useProfile();
  const { data: businesses } = useUserBusinesses(profile?.userID ?? '');
  useLeaveOnProfileError(isError);
  if (!profile) return <Loading />;

  return (
    <div className={styles.page}>
      <ProfileHeader
        profile={profile}
        actions={
          <Link to="/profile/edit" className={buttonClass('primary')}>
            <Pencil aria-hidden size={16} />
            Edit profile
          </Link>
        }
      />
      <div className={styles.columns}>
        <AboutMe
          text={profile.briefPresentation}
          emptyText="Tell other businesses who you are: add a brief presentation in Edit profile."
        />
        <ProfileDetails profile={profile} />
      </div>
      <UserBusinesses
        userID={profile.userID}
        title="My businesses"
        emptyText="You don't have any business registered yet"
        action={
          <Link to="/business/create" className={buttonClass('accent')}>
            <Plus aria-hidden size={16} />
            {businesses?.length ? 'Create another Business profile' : 'Create your Business profile'}
          </Link>
        }
      />
    </div>
  );
}
