import { cx } from '../../../lib/cx.ts';
import { LoadError } from '../../../components/ui/status.tsx';
import { useComments } from '../api/queries.ts';
import { CommentItem } from './comment-item.tsx';
import styles from './comments-section.module.css';
import buttonStyles from '../../../components/ui/toggle-button.module.css';

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
