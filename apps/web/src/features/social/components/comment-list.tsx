/* A comment shows its replies as a list of comments: the two draw each other, so they share this module. */
import { cx } from '../../../lib/cx.ts';
import { LoadError } from '../../../components/ui/status.tsx';
import { useComments } from '../api/queries.ts';
import styles from './comments-section.module.css';
import buttonStyles from '../../../components/ui/toggle-button.module.css';
import { type Comment } from '@b2b/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useSession } from '../../../lib/session.ts';
import { AuthorPhoto, authorView } from '../../../components/ui/author-view.tsx';
import { CommentBox } from './comment-box.tsx';
import { RelativeTime } from '../../../components/ui/relative-time.tsx';

/** Comments (or a comment's replies), newest first, five at a time; `Load more` while the last page came back full. */
export function CommentList({ resourceID, isReplies = false }: { resourceID: string; isReplies?: boolean }) {
  const { t } = useTranslation();
  const comments = useComments(resourceID);
  if (comments.isError) return <LoadError />;
  if (!comments.data) return null;
  const items = comments.data.pages.flat();

  return (
    <>
      {items.length === 0 && !isReplies ? (
        <p className={styles.empty}>{t('comments.empty')}</p>
      ) : (
        <ol className={styles.list} aria-label={isReplies ? t('comments.replies') : t('comments.list')}>
          {items.map((comment) => (
            <li key={comment.commentID}>
              <CommentItem comment={comment} isReply={isReplies} />
            </li>
          ))}
        </ol>
      )}
      {comments.hasNextPage && (
        <button
          type="button"
          className={cx(buttonStyles.button, styles.more)}
          disabled={comments.isFetchingNextPage}
          onClick={() => void comments.fetchNextPage()}
        >
          {t('comments.loadMore')}
        </button>
      )}
    </>
  );
}

/**
 * One comment: its text is shown as text (React escapes it; line breaks kept by CSS), never as HTML. A top-level comment
 * opens its replies and a reply box; replies have no replies of their own.
 */
export function CommentItem({ comment, isReply = false }: { comment: Comment; isReply?: boolean }) {
  const { t } = useTranslation();
  const signedIn = Boolean(useSession());
  const [open, setOpen] = useState(false);
  const author = authorView(comment.whoComment);
  const count = comment.repliesCount;
  const toggleLabel = open
    ? t('comments.hideReplies')
    : count > 0
      ? t('comments.showReplies', { count })
      : t('comments.reply');

  return (
    <article className={styles.comment}>
      <AuthorPhoto author={author} size={40} className={styles.avatar} />
      <div className={styles.body}>
        <p className={styles.meta}>
          {author.href ? (
            <Link to={author.href} className={styles.author}>
              {author.name}
            </Link>
          ) : (
            <span className={styles.author}>{author.name}</span>
          )}
          <RelativeTime iso={comment.createdAt} />
        </p>
        <p className={styles.text}>{comment.content}</p>
        {!isReply && (count > 0 || signedIn) && (
          <button
            type="button"
            className={styles.link}
            aria-expanded={open}
            onClick={() => setOpen((shown) => !shown)}
          >
            {toggleLabel}
          </button>
        )}
        {open && (
          <div className={styles.replies}>
            <CommentList resourceID={comment.commentID} isReplies />
            {signedIn && (
              <CommentBox
                resourceType="comment"
                resourceID={comment.commentID}
                label={t('comments.replyTo', { name: author.name })}
              />
            )}
          </div>
        )}
      </div>
    </article>
  );
}
