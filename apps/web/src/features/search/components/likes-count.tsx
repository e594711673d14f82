import { countText } from '@b2b/contracts';
import { ThumbsUp } from 'lucide-react';
import styles from './result-card.module.css';

export function LikesCount({ likes }: { likes: number }) {
  return (
    <span className={styles.likes}>
      <ThumbsUp aria-hidden size={16} />
      {countText(likes)} {likes === 1 ? 'like' : 'likes'}
    </span>
  );
}
