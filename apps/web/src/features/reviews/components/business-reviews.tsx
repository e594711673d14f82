import { REVIEW_RATING_MAX, type ReviewSummary } from '@b2b/contracts';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonClass } from '../../../components/ui/button.ts';
import { LoadError, Loading } from '../../../components/ui/status.tsx';
import { useBusinessReviews } from '../api/queries.ts';
import { AspectRatings, ReviewCard } from './review-card.tsx';
import { Stars } from './stars.tsx';
import styles from './reviews.module.css';

/**
 * `Report` and its form, loaded apart: their form libraries would otherwise be listed among this section's chunks, which
 * the business page's first load names.
 */
const ReportReview = lazy(async () => ({ default: (await import('./report-review.tsx')).ReportReview }));

/**
 * A business page's reviews: the averages of each aspect and overall with their count, then the reviews newest first,
 * each from a closed deal, a page at a time (`Show more reviews`), each one reportable to the administrators.
 */
export function BusinessReviews({ businessID, businessName }: { businessID: string; businessName: string }) {
  const { t } = useTranslation('reviews');
  const reviews = useBusinessReviews(businessID);
  const pages = reviews.data?.pages;
  const summary = pages?.[0]?.summary;
  return (
    <>
      {reviews.isError && !summary ? (
        <LoadError />
      ) : !summary ? (
        <Loading />
      ) : summary.count === 0 ? (
        <p className={styles.empty}>{t('none')}</p>
      ) : (
        <>
          <Averages summary={summary} />
          <ol className={styles.list}>
            {pages.flatMap((page) =>
              page.reviews.map((review) => (
                <li key={review.reviewID}>
                  <ReviewCard
                    review={review}
                    businessName={businessName}
                    actions={
                      <Suspense fallback={null}>
                        <ReportReview businessID={businessID} reviewID={review.reviewID} />
                      </Suspense>
                    }
                  />
                </li>
              )),
            )}
          </ol>
          {reviews.hasNextPage && (
            <button
              type="button"
              className={buttonClass('outline')}
              disabled={reviews.isFetchingNextPage}
              onClick={() => void reviews.fetchNextPage()}
            >
              {reviews.isFetchingNextPage ? t('loading') : t('more')}
            </button>
          )}
        </>
      )}
    </>
  );
}

function Averages({ summary }: { summary: ReviewSummary }) {
  const { t, i18n } = useTranslation('reviews');
  const number = new Intl.NumberFormat(i18n.language, { minimumFractionDigits: 1, maximumFractionDigits: 1 });
  const overall = summary.overall ?? 0;
  return (
    <div className={styles.averages}>
      <p className={styles.overall}>
        <span className={styles.overallValue}>{number.format(overall)}</span>
        <Stars value={overall} size={20} />
        <span>{t('count', { count: summary.count })}</span>
      </p>
      <AspectRatings
        ratings={{
          quality: summary.quality ?? 0,
          communication: summary.communication ?? 0,
          delivery: summary.delivery ?? 0,
        }}
        extra={(value) => (
          <span aria-hidden>{t('outOf', { value: number.format(value), max: REVIEW_RATING_MAX })}</span>
        )}
      />
    </div>
  );
}
