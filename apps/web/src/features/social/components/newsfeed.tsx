import { NEWSFEED_FAILED_MESSAGE } from '@b2b/contracts';
import { Newspaper } from 'lucide-react';
import { Link } from 'react-router';
import { paths } from '../../../lib/paths.ts';
import { useNewsfeed } from '../api/posts.ts';
import { PostFeed } from './post-feed.tsx';
import styles from './newsfeed.module.css';

/** The signed-in person's feed: their own posts and those of the people and businesses they follow, newest first. */
export function Newsfeed() {
  const feed = useNewsfeed();
  return (
    <PostFeed
      label="Newsfeed"
      failure={NEWSFEED_FAILED_MESSAGE}
      pages={{
        posts: feed.data?.pages.flatMap((page) => page.posts),
        hasNextPage: feed.hasNextPage,
        isFetchingNextPage: feed.isFetchingNextPage,
        failed: feed.isError,
        loadedAt: feed.dataUpdatedAt,
        fetchNextPage: feed.fetchNextPage,
      }}
      empty={
        <div className={styles.empty}>
          <Newspaper aria-hidden size={32} />
          <p className={styles.emptyTitle}>Your feed is empty for now</p>
          <p>
            Write your first post above, or follow businesses you work with: their posts will show here. Find
            them in <Link to={paths.industries.href()}>Industries</Link> or with the search.
          </p>
        </div>
      }
    />
  );
}
