import { useMyBusinesses } from '../../features/businesses/api/queries.ts';
import { Newsfeed } from '../../features/social/components/newsfeed.tsx';
import { PostComposer } from '../../features/social/components/post-composer.tsx';
import { ActingBusinessesProvider } from '../../features/social/acting-identity.tsx';
import type { MetaFunction, RouteHandle } from '../../lib/meta.ts';
import { paths } from '../../lib/paths.ts';
import { portalWords } from '../../lib/portal-words.ts';
import { useSession } from '../../lib/session.ts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import styles from './newsfeed.module.css';

const meta: MetaFunction = ({ portal, language, t }) => {
  const words = portalWords(portal, language);
  return {
    title: t('social:meta.newsfeedTitle', words),
    description: t('social:meta.newsfeedDescription', words),
    canonicalPath: paths.newsfeed.href(),
  };
};

/**
 * My B2B: the composer with the acting identity, then the feed. The person may post, like and comment
 * as themselves or as one of their first five businesses.
 */
export function Component() {
  const { t } = useTranslation('social');
  const userID = useSession()?.userID ?? '';
  return (
    <ActingBusinessesProvider businesses={useMyBusinesses()}>
      <div className={styles.page}>
        <div className={styles.head}>
          <h1 className={styles.title}>{t('newsfeed.title')}</h1>
          <Link to={paths.timeline.href(userID)}>{t('newsfeed.myTimeline')}</Link>
        </div>
        <PostComposer />
        <Newsfeed />
      </div>
    </ActingBusinessesProvider>
  );
}

export const handle = { meta, namespaces: ['social'] } satisfies RouteHandle;
