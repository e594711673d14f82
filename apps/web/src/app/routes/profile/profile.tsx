import { Pencil, Plus } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClass } from '../../../components/ui/button.ts';
import { Loading } from '../../../components/ui/status.tsx';
import type { MetaFunction, RouteHandle } from '../../../lib/meta.ts';
import { useProfile } from '../../../features/users/api/queries.ts';
import { useUserBusinesses } from '../../../features/businesses/api/queries.ts';
import {
  AboutMe,
  ProfileDetails,
  UserBusinesses,
} from '../../../features/users/components/profile-details.tsx';
import { ProfileHeader } from '../../../features/users/components/profile-header.tsx';
import styles from './profile.module.css';
import { paths } from '../../../lib/paths.ts';
import { useLeaveOnProfileError } from '../../../features/users/use-leave-on-profile-error.ts';

const meta: MetaFunction = ({ portal }) => ({
  title: `My profile | ${portal.brandName} ${portal.countryName}`,
  description: `Your profile on ${portal.brandName} ${portal.countryName}.`,
  canonicalPath: paths.profile.href(),
});

/** The signed-in person's own profile (section 2 of 02-, Users). */
export function Component() {
  const { data: profile, isError } = useProfile();
  const businesses = useUserBusinesses(profile?.userID ?? '');
  useLeaveOnProfileError(isError);
  if (!profile) return <Loading />;

  return (
    <div className={styles.page}>
      <ProfileHeader
        profile={profile}
        actions={
          <Link to={paths.profileEdit.href()} className={buttonClass('primary')}>
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
        businesses={businesses.data}
        isError={businesses.isError}
        title="My businesses"
        emptyText="You don't have any business registered yet"
        action={
          <Link to={paths.businessCreate.href()} className={buttonClass('accent')}>
            <Plus aria-hidden size={16} />
            {businesses.data?.length ? 'Create another Business profile' : 'Create your Business profile'}
          </Link>
        }
      />
    </div>
  );
}

export const handle = { meta } satisfies RouteHandle;
