import { Loading } from '../../../components/ui/status.tsx';
import { useTranslation } from 'react-i18next';
import type { MetaFunction, RouteHandle } from '../../../lib/meta.ts';
import { portalWords } from '../../../lib/portal-words.ts';
import { useProfile } from '../../../features/users/api/queries.ts';
import { PhotoUploadButton } from '../../../features/users/components/photo-upload-button.tsx';
import { ProfileForm } from '../../../features/users/components/profile-form.tsx';
import { ProfileHeader } from '../../../features/users/components/profile-header.tsx';
import styles from './profile.module.css';
import { paths } from '../../../lib/paths.ts';
import { useLeaveOnProfileError } from '../../../features/users/use-leave-on-profile-error.ts';

const meta: MetaFunction = ({ portal, language, t }) => {
  const words = portalWords(portal, language);
  return {
    title: t('users:meta.profileEdit.title', words),
    description: t('users:meta.profileEdit.description', words),
    canonicalPath: paths.profileEdit.href(),
  };
};

/** The profile editor: photos at the top, every other field in the form below. */
export function Component() {
  const { t } = useTranslation('users');
  const { data: profile, isError } = useProfile();
  useLeaveOnProfileError(isError);
  if (!profile) return <Loading />;

  return (
    <div className={styles.page}>
      <h1 className={styles.pageTitle}>{t('edit.title')}</h1>
      <ProfileHeader
        profile={profile}
        nameAs="h2"
        coverControl={<PhotoUploadButton kind="coverPhoto" label={t('edit.changeCover')} />}
        photoControl={<PhotoUploadButton kind="profilePhoto" label={t('edit.changePhoto')} />}
      />
      {/* Keyed by person: the form takes the saved values once and then keeps what is typed. */}
      <ProfileForm key={profile.userID} profile={profile} />
    </div>
  );
}

export const handle = { meta, namespaces: ['users'] } satisfies RouteHandle;
