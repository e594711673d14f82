import { ThumbsUp } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../lib/language.ts';
import { formatNumber } from '../../../lib/format-number.ts';
import styles from './result-card.module.css';

export function LikesCount({ likes }: { likes: number }) {
  const { t } = useTranslation('search');
  const language = useLanguage();
  return (
    <span className={styles.likes}>
      <ThumbsUp aria-hidden size={16} />
      {t('card.likes', { count: likes, total: formatNumber(likes, language) })}
    </span>
  );
}
