import { REVIEW_ASPECTS, type Review, type ReviewAspect } from '@b2b/contracts';
import type { ParseKeys } from 'i18next';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../lib/format-date.ts';
import { useLanguage } from '../../../lib/language.ts';
import { Stars } from './stars.tsx';
import styles from './reviews.module.css';

/** Each aspect's name in the `reviews` namespace. */
export const ASPECT_LABELS: Record<ReviewAspect, ParseKeys<'reviews'>> = {
  quality: 'quality',
  communication: 'communication',
  delivery: 'delivery',
};

/** Each aspect's name and its stars, with `extra` after them (an average's number). */
export function AspectRatings({
  ratings,
  extra,
}: {
  ratings: Record<ReviewAspect, number>;
  extra?: (value: number) => ReactNode;
}) {
  const { t } = useTranslation('reviews');
  return (
    <dl className={styles.ratings}>
      {REVIEW_ASPECTS.map((aspect) => (
        <div key={aspect} className={styles.rating}>
          <dt>{t(ASPECT_LABELS[aspect])}</dt>
          <dd>
            <Stars value={ratings[aspect]} />
            {extra?.(ratings[aspect])}
          </dd>
        </div>
      ))}
    </dl>
  );
}

/**
 * One review as everyone sees it: who wrote it (the thread's sender), that it comes from a closed deal and its date,
 * the three ratings, the text and the business's answer, both as typed.
 */
export function ReviewCard({
  review,
  businessName,
  headingLevel = 3,
  actions,
}: {
  review: Review;
  /** The reviewed business, whose answer it is. */
  businessName: string;
  headingLevel?: 3 | 4;
  /** What the reader may do with it (report it), under it. */
  actions?: ReactNode;
}) {
  const { t } = useTranslation('reviews');
  const language = useLanguage();
  const Heading = headingLevel === 3 ? 'h3' : 'h4';
  const reviewer = review.reviewer.deleted ? t('deletedUser') : review.reviewer.name;
  return (
    <article className={styles.review}>
      <header className={styles.reviewHead}>
        <Heading className={styles.reviewer}>{reviewer}</Heading>
        <p className={styles.fromDeal}>
          {t('fromClosedDeal', {
            date: formatDate(review.dealClosedAt, language),
          })}
        </p>
      </header>
      <AspectRatings ratings={review} />
      <p className={styles.text}>{review.text}</p>
      {review.answer && (
        <div className={styles.answer}>
          <p className={styles.answerBy}>{t('answerBy', { company: businessName })}</p>
          <p className={styles.text}>{review.answer.text}</p>
        </div>
      )}
      {actions}
    </article>
  );
}
