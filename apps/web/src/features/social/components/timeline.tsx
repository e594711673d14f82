import { useTranslation } from 'react-i18next';
import { useTimeline } from '../api/posts.ts';
import { PostFeed } from './post-feed.tsx';
import styles from './newsfeed.module.css';

/** A person's or a business's posts, newest first, ten a page until a page comes back empty. */
export function Timeline({
  timelineID,
  emptyText,
  headingLevel,
}: {
  timelineID: string;
  emptyText: string;
  headingLevel?: 2 | 3;
}) {
  const { t } = useTranslation('social');
  const timeline = useTimeline(timelineID);
  return (
    <PostFeed
      label={t('timeline.label')}
      headingLevel={headingLevel}
      failure={t('timeline.failed')}
      pages={{
        posts: timeline.data?.pages.flat(),
        hasNextPage: timeline.hasNextPage,
        isFetchingNextPage: timeline.isFetchingNextPage,
        failed: timeline.isError,
        loadedAt: timeline.dataUpdatedAt,
        fetchNextPage: timeline.fetchNextPage,
      }}
      empty={<p className={styles.emptyLine}>{emptyText}</p>}
    />
  );
}
