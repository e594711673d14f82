import { REVIEW_RATING_MAX } from '@b2b/contracts';
import { Star } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import styles from './reviews.module.css';

const POSITIONS = Array.from({ length: REVIEW_RATING_MAX }, (_, i) => i + 1);

/** A rating as stars (a half star from .5 up), read by screen readers as "4.3 out of 5 stars". */
export function Stars({ value, size = 16 }: { value: number; size?: number }) {
  const { t, i18n } = useTranslation('reviews');
  const shown = new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 1 }).format(value);
  return (
    <span
      className={styles.stars}
      role="img"
      aria-label={t('starsLabel', { value: shown, max: REVIEW_RATING_MAX })}
    >
      {POSITIONS.map((position) => (
        <Star
          key={position}
          aria-hidden
          size={size}
          className={
            value >= position - 0.25
              ? styles.starFull
              : value >= position - 0.75
                ? styles.starHalf
                : styles.starEmpty
          }
        />
      ))}
    </span>
  );
}
