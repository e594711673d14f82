import { useMyBusinesses } from '../../features/businesses/api/queries.ts';
import { Newsfeed } from '../../features/social/components/newsfeed.tsx';
import { PostComposer } from '../../features/social/components/post-composer.tsx';
import { ActingBusinessesProvider } from '../../features/social/acting-identity.tsx';
import type { MetaFunction, RouteHandle } from '../../lib/meta.ts';
import { paths } from '../../lib/paths.ts';
import { useSession } from '../../lib/session.ts';
import { Link } from 'react-router';
import styles from './newsfeed.module.css';

const meta: MetaFunction = ({ portal }) => ({
  title: `My B2B | ${portal.brandName} ${portal.countryName}`,
  description: `Your feed on ${portal.brandName} ${portal.countryName}: posts of the businesses you follow.`,
  canonicalPath: paths.newsfeed.href(),
});

/**
 * My B2B (section 2 of 01-): the composer with the acting identity, then the feed. The person may post, like and comment
 * as themselves or as one of their first five businesses.
 */
export function Component() {
  const userID = useSession()?.userID ?? '';
  return (
    <ActingBusinessesProvider businesses={useMyBusinesses()}>
      <div className={styles.page}>
        <div className={styles.head}>
          <h1 className={styles.title}>My B2B</h1>
          <Link to={paths.timeline.href(userID)}>My timeline</Link>
        </div>
        <PostComposer />
        <Newsfeed />
      </div>
    </ActingBusinessesProvider>
  );
}

export const handle = { meta } satisfies RouteHandle;
