import { SUMMARY_LOAD_ERROR_MESSAGE } from '@b2b/contracts';
import { MessageSquare, ThumbsUp, Users } from 'lucide-react';
import type { ReactNode } from 'react';
import { useReactionSummary } from '../api/queries.ts';
import styles from './reaction-summary.module.css';

function Counter({ icon, count, one, many }: { icon: ReactNode; count: number; one: string; many: string }) {
  return (
    <li className={styles.counter}>
      {icon}
      <span>
        <strong>{count}</strong> {count === 1 ? one : many}
      </span>
    </li>
  );
}

/**
 * The counters of a resource (section 8 of 01-): likes, followers (for businesses) and comments. Nothing shows while they
 * load; a failure shows `Error loading data`. Likes, follows and comments on the page update it.
 */
export function ReactionSummary({
  resourceID,
  showFollowers = false,
}: {
  resourceID: string;
  showFollowers?: boolean;
}) {
  const summary = useReactionSummary(resourceID);
  if (!summary.data) {
    return summary.isError ? (
      <p role="alert" className={styles.error}>
        {SUMMARY_LOAD_ERROR_MESSAGE}
      </p>
    ) : null;
  }
  const { reactionCount, followersCount, commentsCount } = summary.data;
  return (
    <ul className={styles.counters} aria-label="Reactions">
      <Counter icon={<ThumbsUp aria-hidden size={16} />} count={reactionCount.like} one="like" many="likes" />
      {showFollowers && (
        <Counter
          icon={<Users aria-hidden size={16} />}
          count={followersCount}
          one="follower"
          many="followers"
        />
      )}
      <Counter
        icon={<MessageSquare aria-hidden size={16} />}
        count={commentsCount}
        one="comment"
        many="comments"
      />
    </ul>
  );
}
