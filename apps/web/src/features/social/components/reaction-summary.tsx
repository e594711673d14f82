import { MessageSquare, ThumbsUp, Users } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useReactionSummary } from '../api/queries.ts';
import styles from './reaction-summary.module.css';

/** A count and its noun, which `unit` gives in the form the count takes (`like`, `likes`). */
function Counter({ icon, count, unit }: { icon: ReactNode; count: number; unit: string }) {
  return (
    <li className={styles.counter}>
      {icon}
      <span>
        <strong>{count}</strong> {unit}
      </span>
    </li>
  );
}

/**
 * The counters of a resource: likes, followers (for businesses) and comments. Nothing shows while they
 * load; a failure shows `Error loading data`. Likes, follows and comments on the page update it.
 */
export function ReactionSummary({
  resourceID,
  showFollowers = false,
}: {
  resourceID: string;
  showFollowers?: boolean;
}) {
  const { t } = useTranslation();
  const summary = useReactionSummary(resourceID);
  if (!summary.data) {
    return summary.isError ? (
      <p role="alert" className={styles.error}>
        {t('status.errorLoading')}
      </p>
    ) : null;
  }
  const { reactionCount, followersCount, commentsCount } = summary.data;
  return (
    <ul className={styles.counters} aria-label={t('reactions.label')}>
      <Counter
        icon={<ThumbsUp aria-hidden size={16} />}
        count={reactionCount.like}
        unit={t('reactions.like', { count: reactionCount.like })}
      />
      {showFollowers && (
        <Counter
          icon={<Users aria-hidden size={16} />}
          count={followersCount}
          unit={t('reactions.follower', { count: followersCount })}
        />
      )}
      <Counter
        icon={<MessageSquare aria-hidden size={16} />}
        count={commentsCount}
        unit={t('reactions.comment', { count: commentsCount })}
      />
    </ul>
  );
}
