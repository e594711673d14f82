import { AtSign, KeyRound, Pencil, Plus } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClass } from '../../../components/ui/button.ts';
import { Loading } from '../../../components/ui/status.tsx';
import { accountSettingsUrl } from '../../../lib/account-links.ts';
import { usePortal } from '../../../lib/portal.tsx';
import { useCurrentAddress } from '../../../lib/use-current-address.ts';
import type { MetaFunction, RouteHandle } from '../../../lib/meta.ts';
import { portalWords } from '../../../lib/portal-words.ts';
import { useProfile } from '../../../features/users/api/queries.ts';
import { useUserBusinesses } from '../../../features/businesses/api/queries.ts';
import {
  AboutMe,
  ProfileDetails,
  UserBusinesses,
} from '../../../features/users/components/profile-details.tsx';
import { MailPreferences } from '../../../features/users/components/mail-preferences.tsx';
import { AccountDataSection } from '../../../features/users/components/account-data-section.tsx';
import { ProfileHeader } from '../../../features/users/components/profile-header.tsx';
import styles from './profile.module.css';
import { paths } from '../../../lib/paths.ts';
import { useLeaveOnProfileError } from '../../../features/users/use-leave-on-profile-error.ts';

const meta: MetaFunction = ({ portal, language, t }) => {
  const words = portalWords(portal, language);
  return {
    title: t('users:meta.profile.title', words),
    description: t('users:meta.profile.description', words),
    canonicalPath: paths.profile.href(),
  };
};

/** The signed-in person's own profile. */
export function Component() {
  const { t } = useTranslation('users');
  const { data: profile, isError } = useProfile();
  const businesses = useUserBusinesses(profile?.userID ?? '');
  const portal = usePortal();
  const here = useCurrentAddress();
  useLeaveOnProfileError(isError);
  if (!profile) return <Loading />;

  return (
    <div className={styles.page}>
      <ProfileHeader
        profile={profile}
        actions={
          <>
            <Link to={paths.profileEdit.href()} className={buttonClass('primary')}>
              <Pencil aria-hidden size={16} />
              {t('profile.editProfile')}
            </Link>
            {/* The account service keeps the password and the address: its own pages change them, then come back. */}
            <a href={accountSettingsUrl(portal, 'account/password', here)} className={buttonClass('outline')}>
              <KeyRound aria-hidden size={16} />
              {t('profile.changePassword')}
            </a>
            <a href={accountSettingsUrl(portal, 'account/email', here)} className={buttonClass('outline')}>
              <AtSign aria-hidden size={16} />
              {t('profile.changeEmail')}
            </a>
          </>
        }
      />
      <div className={styles.columns}>
        <AboutMe text={profile.briefPresentation} emptyText={t('profile.aboutMeEmpty')} />
        <ProfileDetails profile={profile} />
      </div>
      <UserBusinesses
        businesses={businesses.data}
        isError={businesses.isError}
        title={t('profile.myBusinesses')}
        emptyText={t('profile.noBusinesses')}
        action={
          <Link to={paths.businessCreate.href()} className={buttonClass('accent')}>
            <Plus aria-hidden size={16} />
            {businesses.data?.length ? t('profile.createAnotherBusiness') : t('profile.createBusiness')}
          </Link>
        }
      />
      <MailPreferences />
      <AccountDataSection />
    </div>
  );
}

export const handle = { meta, namespaces: ['users', 'mailPreferences'] } satisfies RouteHandle;
