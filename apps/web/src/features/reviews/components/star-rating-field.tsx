import { REVIEW_RATING_MAX } from '@b2b/contracts';
import { Star } from 'lucide-react';
import { useFormContext, useFormState, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FieldCluster } from '../../../components/form/field.tsx';
import styles from './reviews.module.css';

const POSITIONS = Array.from({ length: REVIEW_RATING_MAX }, (_, i) => i + 1);

/**
 * One aspect's 1–5 stars as a group of radio buttons: the arrow keys move between them as in any radio group, and each
 * reads as "3 stars"; the stars up to the chosen one are filled.
 */
export function StarRatingField({ legend, name }: { legend: string; name: string }) {
  const { t } = useTranslation('reviews');
  const { register, control } = useFormContext();
  const chosen = Number(useWatch({ control, name }) ?? 0);
  const error = (useFormState({ name }).errors[name] as { message?: string } | undefined)?.message;
  return (
    <FieldCluster legend={legend} error={error}>
      <div className={styles.starChoices}>
        {POSITIONS.map((position) => (
          <label key={position} className={styles.starChoice}>
            <input
              type="radio"
              value={String(position)}
              className="visually-hidden"
              {...register(name)}
              {...(error ? { 'aria-invalid': true } : {})}
            />
            <Star aria-hidden size={28} className={position <= chosen ? styles.starFull : styles.starEmpty} />
            <span className="visually-hidden">{t('starCount', { count: position })}</span>
          </label>
        ))}
      </div>
    </FieldCluster>
  );
}
