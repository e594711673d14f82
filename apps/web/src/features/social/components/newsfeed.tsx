import { Newspaper } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { RichText } from '../../../components/ui/rich-text.tsx';
import { paths } from '../../../lib/paths.ts';
import { useNewsfeed } from '../api/posts.ts';
import { PostFeed } from './post-feed.tsx';
import styles from './newsfeed.module.css';

/** The signed-in person's feed: their own posts and those of the people and businesses they follow, newest first. */
export function Newsfeed() {
  const { t } = useTranslation('social');
  const feed = useNewsfeed();
  return (
    <PostFeed
      label={t('newsfeed.label')}
      failure={t('newsfeed.failed')}
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
          <p className={styles.emptyTitle}>{t('newsfeed.emptyTitle')}</p>
          <p>
            <RichText
              text={t('newsfeed.emptyText')}
              elements={{ industries: (words) => <Link to={paths.industries.href()}>{words}</Link> }}
            />
          </p>
        </div>
      }
    />
  );
}
