import { ThumbsUp } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useParams, useRouteError, type LoaderFunctionArgs } from 'react-router';
import { NotFound } from '../../../components/ui/not-found.tsx';
import { LoadError, Loading } from '../../../components/ui/status.tsx';
import { isNotFoundResponse, notFoundIfMissing } from '../../../lib/missing.ts';
import type { RouteLoader } from '../route-module.ts';
import type { MetaFunction, RouteHandle } from '../../../lib/meta.ts';
import { portalWords } from '../../../lib/portal-words.ts';
import { getPublicProfileQueryOptions, usePublicProfile } from '../../../features/users/api/queries.ts';
import {
  getUserBusinessesQueryOptions,
  useMyBusinesses,
  useUserBusinesses,
} from '../../../features/businesses/api/queries.ts';
import { TimelineSection } from '../../../features/social/components/timeline-section.tsx';
import { ActingBusinessesProvider } from '../../../features/social/acting-identity.tsx';
import {
  AboutMe,
  ProfileDetails,
  UserBusinesses,
} from '../../../features/users/components/profile-details.tsx';
import { fullName, ProfileHeader } from '../../../features/users/components/profile-header.tsx';
import styles from './profile.module.css';
import { paths } from '../../../lib/paths.ts';
import { languageOfRequest } from '../../../lib/reference-data.ts';

/** Search engines get the name in the title and the brief presentation as the description. */
const meta: MetaFunction = ({ portal, language, t, queryClient, params }) => {
  const userID = params.userID ?? '';
  const profile = queryClient.getQueryData(getPublicProfileQueryOptions(userID, language).queryKey);
  const words = portalWords(portal, language);
  if (!profile) {
    return {
      title: t('users:meta.publicProfile.title', words),
      description: t('users:meta.publicProfile.description', words),
      canonicalPath: paths.publicProfile.href(userID),
    };
  }
  const name = fullName(profile);
  const job = profile.jobPosition?.name;
  const company = profile.companyName;
  const role = job && company ? t('users:meta.publicProfile.jobAtCompany', { job, company }) : job || company;
  return {
    title: role
      ? t('users:meta.publicProfile.personRoleTitle', { ...words, name, role })
      : t('users:meta.publicProfile.personTitle', { ...words, name }),
    description:
      profile.briefPresentation ?? t('users:meta.publicProfile.personDescription', { ...words, name }),
    canonicalPath: paths.publicProfile.href(profile.userID),
    jsonLd: {
      '@context': 'https://schema.org',
      '@type': 'ProfilePage',
      mainEntity: {
        '@type': 'Person',
        name,
        ...(profile.jobPosition ? { jobTitle: profile.jobPosition.name } : {}),
        ...(profile.companyName ? { worksFor: { '@type': 'Organization', name: profile.companyName } } : {}),
        ...(profile.profilePhoto ? { image: profile.profilePhoto.url } : {}),
      },
    },
  };
};

/** Prefetches the profile and its businesses for the server's HTML; an unknown (or malformed) id answers 404. */
export const loader: RouteLoader =
  (queryClient) =>
  async ({ params, request }: LoaderFunctionArgs) => {
    const userID = params.userID ?? '';
    const options = getPublicProfileQueryOptions(userID, languageOfRequest(request));
    await Promise.all([
      queryClient.prefetchQuery(options),
      queryClient.prefetchQuery(getUserBusinessesQueryOptions(userID)),
    ]);
    notFoundIfMissing(queryClient, options.queryKey, 'This profile does not exist.');
    return null;
  };

/** The acting identity of the timeline's likes and comments may be one of the person's businesses. */
export function Component() {
  return (
    <ActingBusinessesProvider businesses={useMyBusinesses()}>
      <PublicProfile />
    </ActingBusinessesProvider>
  );
}

/** Another person's public profile, with their timeline at its foot. */
function PublicProfile() {
  const { t } = useTranslation('users');
  const userID = useParams().userID ?? '';
  const { data: profile, isError } = usePublicProfile(userID);
  const businesses = useUserBusinesses(userID);
  if (isError) return <LoadError />;
  if (!profile) return <Loading />;

  const likes = profile.reactions.reactionCount.like;
  return (
    <div className={styles.page}>
      <ProfileHeader
        profile={profile}
        actions={
          <p className={styles.likes}>
            <ThumbsUp aria-hidden size={16} />
            {t('publicProfile.likes', { count: likes })}
          </p>
        }
      />
      <div className={styles.columns}>
        <AboutMe
          text={profile.briefPresentation}
          emptyText={t('publicProfile.aboutMeEmpty', { name: profile.firstName })}
        />
        <ProfileDetails profile={profile} />
      </div>
      <UserBusinesses
        businesses={businesses.data}
        isError={businesses.isError}
        title={t('publicProfile.businessesTitle', { name: fullName(profile) })}
        emptyText={t('publicProfile.noBusinesses', { name: profile.firstName })}
      />
      <TimelineSection
        timelineID={profile.userID}
        title={t('publicProfile.posts')}
        emptyText={t('publicProfile.noPosts', { name: profile.firstName })}
      />
    </div>
  );
}

/** The route's error element: a missing profile keeps the page's frame and says so. */
export function ErrorBoundary() {
  const { t } = useTranslation('users');
  const error = useRouteError();
  if (isNotFoundResponse(error)) {
    return <NotFound title={t('publicProfile.notFoundTitle')} text={t('publicProfile.notFoundText')} />;
  }
  return <LoadError />;
}

export const handle = { meta } satisfies RouteHandle;
