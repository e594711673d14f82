import { Link, useParams, useRouteError, type LoaderFunctionArgs } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useMyBusinesses } from '../../features/businesses/api/queries.ts';
import { getTimelineQueryOptions, useTimeline } from '../../features/social/api/posts.ts';
import { PostComposer } from '../../features/social/components/post-composer.tsx';
import { Timeline } from '../../features/social/components/timeline.tsx';
import { ActingBusinessesProvider } from '../../features/social/acting-identity.tsx';
import { authorView } from '../../components/ui/author-view.tsx';
import { NotFound } from '../../components/ui/not-found.tsx';
import { LoadError } from '../../components/ui/status.tsx';
import type { MetaFunction, RouteHandle } from '../../lib/meta.ts';
import { paths } from '../../lib/paths.ts';
import { portalWords } from '../../lib/portal-words.ts';
import { RichText } from '../../components/ui/rich-text.tsx';
import { useSession } from '../../lib/session.ts';
import { isNotFoundResponse, notFoundIfMissing } from '../../lib/missing.ts';
import type { RouteLoader } from './route-module.ts';
import styles from './newsfeed.module.css';

/** The title names whose timeline it is when its posts say so. */
const meta: MetaFunction = ({ portal, language, t, queryClient, params }) => {
  const timelineID = params.timelineID ?? '';
  const first = queryClient.getQueryData(getTimelineQueryOptions(timelineID).queryKey)?.pages[0]?.[0];
  const words = portalWords(portal, language);
  const name = first && authorView(first.author).name;
  return {
    title: name
      ? t('social:meta.timelineTitleOf', { ...words, name })
      : t('social:meta.timelineTitle', words),
    description: name
      ? t('social:meta.timelineDescriptionOf', { ...words, name })
      : t('social:meta.timelineDescription', words),
    canonicalPath: paths.timeline.href(timelineID),
  };
};

/** The first page of posts for the server's HTML; an id that is not one answers 404. */
export const loader: RouteLoader =
  (queryClient) =>
  async ({ params }: LoaderFunctionArgs) => {
    const options = getTimelineQueryOptions(params.timelineID ?? '');
    await queryClient.prefetchInfiniteQuery(options);
    notFoundIfMissing(queryClient, options.queryKey, 'This timeline does not exist.');
    return null;
  };

/** Whose timeline it is, from its posts: a person's carries only their own, a business's only the business's. */
function TimelineTitle({ timelineID }: { timelineID: string }) {
  const { t } = useTranslation('social');
  const first = useTimeline(timelineID).data?.pages[0]?.[0];
  const author = first && authorView(first.author);
  return (
    <h1 className={styles.title}>
      {author ? (
        <RichText
          text={t('timeline.titleOf', { name: author.name })}
          // The name is drawn from the post, not from the sentence, whatever marks it may hold.
          elements={{
            author: () => (author.href ? <Link to={author.href}>{author.name}</Link> : author.name),
          }}
        />
      ) : (
        t('timeline.title')
      )}
    </h1>
  );
}

/**
 * A timeline: anyone may read it; likes and comments go as the person's acting identity. The person
 * whose timeline it is, or one of the people of the business whose it is, gets the composer to post on it.
 */
export function Component() {
  const { t } = useTranslation('social');
  const timelineID = useParams().timelineID ?? '';
  const userID = useSession()?.userID;
  const businesses = useMyBusinesses();
  const ownBusiness = businesses.data?.some((business) => business.businessID === timelineID);
  return (
    <ActingBusinessesProvider businesses={businesses}>
      <div className={styles.page}>
        <div className={styles.head}>
          <TimelineTitle timelineID={timelineID} />
        </div>
        {(userID === timelineID || ownBusiness) && (
          <PostComposer on={{ businessID: ownBusiness ? timelineID : undefined }} />
        )}
        <Timeline timelineID={timelineID} emptyText={t('timeline.empty')} />
      </div>
    </ActingBusinessesProvider>
  );
}

export function ErrorBoundary() {
  const { t } = useTranslation('social');
  const error = useRouteError();
  if (isNotFoundResponse(error)) {
    return <NotFound title={t('timeline.notFoundTitle')} text={t('timeline.notFoundText')} />;
  }
  return <LoadError />;
}

export const handle = { meta } satisfies RouteHandle;
