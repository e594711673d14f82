/* A comment shows its replies as a list of comments: the two draw each other, so they share this module. */
import { cx } from '../../../lib/cx.ts';
import { LoadError } from '../../../components/ui/status.tsx';
import { useComments } from '../api/queries.ts';
import styles from './comments-section.module.css';
import buttonStyles from '../../../components/ui/toggle-button.module.css';
import { type Author, type Comment } from '@b2b/contracts';
import { useState } from 'react';
import { Link } from 'react-router';
import { DEFAULT_PROFILE_PHOTO } from '../../../lib/default-pictures.ts';
import { srcSetOf } from '../../../lib/image-src-set.ts';
import { useSession } from '../../../lib/session.ts';
import { DEFAULT_BUSINESS_PHOTO } from '../../../components/business/business-summary-card.tsx';
import { CommentBox } from './comment-box.tsx';
import { RelativeTime } from '../../../components/ui/relative-time.tsx';
import { paths } from '../../../lib/paths.ts';

/** Comments (or a comment's replies), newest first, five at a time; `Load more` while the last page came back full. */
export function CommentList({ resourceID, isReplies = false }: { resourceID: string; isReplies?: boolean }) {
  const comments = useComments(resourceID);
  if (comments.isError) return <LoadError />;
  if (!comments.data) return null;
  const items = comments.data.pages.flat();

  return (
    <>
      {items.length === 0 && !isReplies ? (
        <p className={styles.empty}>No comments yet.</p>
      ) : (
        <ol className={styles.list} aria-label={isReplies ? 'Replies' : 'Comments'}>
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
          Load more
        </button>
      )}
    </>
  );
}

/** A business author shows by company name and its photo, a person by first and last name (section 3 of 01-). */
export function authorView(author: Author) {
  if (author.businessID && author.companyName) {
    return {
      name: author.companyName,
      photo: author.businessPhoto ?? null,
      fallback: DEFAULT_BUSINESS_PHOTO,
      href: author.businessKey ? paths.business.hrefOfSlug(author.businessKey) : null,
    };
  }
  return {
    name: `${author.firstName} ${author.lastName}`,
    photo: author.profilePhoto,
    fallback: DEFAULT_PROFILE_PHOTO,
    href: paths.publicProfile.href(author.userID),
  };
}

/** The photo of an author (a business's or a person's), or the default picture when they have none. */
export function AuthorPhoto({
  author,
  size,
  className,
}: {
  author: ReturnType<typeof authorView>;
  size: number;
  className: string | undefined;
}) {
  return (
    <img
      className={className}
      src={author.photo?.url ?? author.fallback}
      srcSet={author.photo ? srcSetOf(author.photo) : undefined}
      sizes={`${size}px`}
      alt=""
      width={size}
      height={size}
    />
  );
}

/**
 * One comment: its text is shown as text (React escapes it; line breaks kept by CSS), never as HTML. A top-level comment
 * opens its replies and a reply box; replies have no replies of their own.
 */
export function CommentItem({ comment, isReply = false }: { comment: Comment; isReply?: boolean }) {
  const signedIn = Boolean(useSession());
  const [open, setOpen] = useState(false);
  const author = authorView(comment.whoComment);
  const count = comment.repliesCount;
  const toggleLabel = open ? 'Hide replies' : count > 0 ? `Show replies (${count})` : 'Reply';

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
                label={`Reply to ${author.name}`}
              />
            )}
          </div>
        )}
      </div>
    </article>
  );
}
