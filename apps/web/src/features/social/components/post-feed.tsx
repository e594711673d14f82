import { LIMITS, type Post } from '@b2b/contracts';
import { CircleAlert } from 'lucide-react';
import { useEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonClass } from '../../../components/ui/button.ts';
import { Loading } from '../../../components/ui/status.tsx';
import { PostCard } from './post-card.tsx';
import { cardGrid } from '../../../components/ui/card-grid.ts';
import { cx } from '../../../lib/cx.ts';
import styles from './post-feed.module.css';

/** What the list needs of a paged query of posts (the newsfeed's or a timeline's). */
export interface PostPages {
  posts: Post[] | undefined;
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  /** The last page asked for failed: the person asks again with Load more. */
  failed: boolean;
  /** When the last page came; the next one loads by itself 4 seconds later. */
  loadedAt: number;
  fetchNextPage: () => unknown;
}

/**
 * Posts, newest first, and their `Load more`: the next page loads when the button scrolls into view,
 * or by itself 4 seconds after the last page came, until the server says there is no more. A failed page stops both
 * until the person presses the button again.
 */
export function PostFeed({
  label,
  pages,
  failure,
  empty,
  headingLevel = 2,
}: {
  label: string;
  /** The level of each post's heading: 3 under a page's section. */
  headingLevel?: 2 | 3;
  pages: PostPages;
  /** Said when a page fails to load. */
  failure: string;
  /** What an empty feed shows. */
  empty: ReactNode;
}) {
  const { t } = useTranslation('social');
  const { posts, hasNextPage, isFetchingNextPage, failed, loadedAt, fetchNextPage } = pages;
  const more = useRef<HTMLButtonElement>(null);
  const waiting = hasNextPage && !isFetchingNextPage && !failed;

  useEffect(() => {
    const button = more.current;
    if (!button || !waiting) return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) void fetchNextPage();
    });
    observer.observe(button);
    const timer = window.setTimeout(() => void fetchNextPage(), LIMITS.feedAutoLoadMs);
    return () => {
      observer.disconnect();
      window.clearTimeout(timer);
    };
  }, [waiting, loadedAt, fetchNextPage]);

  if (!posts) {
    return failed ? <FeedFailure text={failure} /> : <Loading />;
  }
  return (
    <div className={styles.feed}>
      {posts.length === 0 ? (
        empty
      ) : (
        <ol className={cx(cardGrid(), styles.list)} aria-label={label}>
          {posts.map((post) => (
            <li key={post.postID}>
              <PostCard post={post} headingLevel={headingLevel} />
            </li>
          ))}
        </ol>
      )}
      {failed && <FeedFailure text={failure} />}
      {hasNextPage && (
        <button
          ref={more}
          type="button"
          className={buttonClass('outline')}
          disabled={isFetchingNextPage}
          onClick={() => void fetchNextPage()}
        >
          {isFetchingNextPage ? t('feed.loading') : t('feed.loadMore')}
        </button>
      )}
    </div>
  );
}

function FeedFailure({ text }: { text: string }) {
  return (
    <p role="alert" className={styles.failure}>
      <CircleAlert aria-hidden size={18} />
      {text}
    </p>
  );
}
