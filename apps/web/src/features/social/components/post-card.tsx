import type { Post } from '@b2b/contracts';
import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { EllipsisVertical, MessageSquare } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { RelativeTime } from '../../../components/ui/relative-time.tsx';
import { srcSetOf } from '../../../lib/image-src-set.ts';
import { useSession } from '../../../lib/session.ts';
import { useActingBusinesses } from '../acting-identity.tsx';
import { AuthorPhoto, authorView } from '../../../components/ui/author-view.tsx';
import { CommentsSection } from './comments-section.tsx';
import { LikeButton } from './like-button.tsx';
import { ReactionSummary } from './reaction-summary.tsx';
import { useRemovePost } from '../api/posts.ts';
import styles from './post-card.module.css';
import menuStyles from '../../../components/ui/menu.module.css';
import toggleStyles from '../../../components/ui/toggle-button.module.css';

/** A longer text shows its first characters (cut at a word) until the person asks for the rest. */
const PREVIEW_CHARS = 280;

function preview(text: string) {
  const cut = text.slice(0, PREVIEW_CHARS);
  const lastSpace = cut.lastIndexOf(' ');
  return `${(lastSpace > PREVIEW_CHARS / 2 ? cut.slice(0, lastSpace) : cut).trimEnd()}…`;
}

/** The post's text as written (React escapes it; line breaks kept by CSS); long text toggles between preview and full. */
function PostText({ text }: { text: string }) {
  const { t } = useTranslation('social');
  const [full, setFull] = useState(false);
  const long = text.length > PREVIEW_CHARS;
  return (
    <div className={styles.textBlock}>
      <p className={styles.text}>{long && !full ? preview(text) : text}</p>
      {long && (
        <button type="button" className={styles.more} aria-expanded={full} onClick={() => setFull(!full)}>
          {full ? t('post.viewLess') : t('post.viewMore')}
        </button>
      )}
    </div>
  );
}

/**
 * Who may remove a post: the person who wrote it, or an owner or admin of the business it was posted as (the server
 * checks it again).
 */
function useCanRemove(post: Post) {
  const session = useSession();
  const businesses = useActingBusinesses().data ?? [];
  if (!session) return false;
  if (post.author.userID === session.userID) return true;
  const postedAs = post.author.businessID;
  return businesses.some(
    (item) => item.businessID === postedAs && (item.access === 'owner' || item.access === 'admin'),
  );
}

/** The settings menu: Remove post, which reloads the page once done and alerts when the server refuses. */
function PostMenu({ postID }: { postID: string }) {
  const { t } = useTranslation('social');
  const remove = useRemovePost();
  return (
    <DropdownMenu.Root>
      <DropdownMenu.Trigger className={menuStyles.menuButton} aria-label={t('post.settings')}>
        <EllipsisVertical aria-hidden size={20} />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content align="end" sideOffset={4} className={menuStyles.menu}>
          <DropdownMenu.Item
            className={menuStyles.menuItem}
            disabled={remove.isPending}
            onSelect={() =>
              remove.mutate(postID, {
                onSuccess: () => window.location.reload(),
                onError: () => window.alert(t('post.removeFailed')),
              })
            }
          >
            {t('post.remove')}
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}

/**
 * A post: its author (a business by company name and photo, a person by name), when, the text, the
 * picture, the reactions with the like action, and the comments with their replies, opened from the card so that a
 * page of posts shows the posts first.
 */
export function PostCard({ post, headingLevel = 2 }: { post: Post; headingLevel?: 2 | 3 }) {
  const { t } = useTranslation('social');
  const Heading = headingLevel === 3 ? 'h3' : 'h2';
  const author = authorView(post.author);
  const canRemove = useCanRemove(post);
  const headingID = useId();
  const picture = post.body.picture;
  const [commentsOpen, setCommentsOpen] = useState(false);

  return (
    <article className={styles.card} aria-labelledby={headingID}>
      <header className={styles.header}>
        <AuthorPhoto author={author} size={48} className={styles.avatar} />
        <div className={styles.byline}>
          <Heading id={headingID} className={styles.author}>
            {author.href ? <Link to={author.href}>{author.name}</Link> : author.name}
          </Heading>
          <p className={styles.time}>
            <RelativeTime iso={post.createdAt} />
          </p>
        </div>
        {canRemove && <PostMenu postID={post.postID} />}
      </header>
      <PostText text={post.body.text} />
      {picture && (
        <img
          className={styles.picture}
          src={picture.url}
          srcSet={srcSetOf(picture)}
          sizes="(max-width: 767px) 100vw, 640px"
          alt={t('post.pictureBy', { name: author.name })}
          loading="lazy"
        />
      )}
      <div className={styles.social}>
        <ReactionSummary resourceID={post.postID} />
        <div className={styles.actions}>
          <LikeButton resourceType="post" resourceID={post.postID} />
          <button
            type="button"
            className={toggleStyles.button}
            aria-expanded={commentsOpen}
            onClick={() => setCommentsOpen(!commentsOpen)}
          >
            <MessageSquare aria-hidden size={16} />
            {t('post.comments')}
          </button>
        </div>
      </div>
      {commentsOpen && <CommentsSection resourceType="post" resourceID={post.postID} embedded />}
    </article>
  );
}
