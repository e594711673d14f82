import { lazy, Suspense, useEffect, useId, useRef, useState } from 'react';
import { Loading } from '../../../components/ui/status.tsx';
import styles from './reviews.module.css';

/** The averages and the reviews, with their words: loaded once the section is near the screen. */
const BusinessReviews = lazy(async () => ({
  default: (await import('./business-reviews.tsx')).BusinessReviews,
}));

/**
 * The reviews from closed deals on a business page. It sits below the fold, so its code and words load only when the
 * person scrolls to it: a visit that never does costs no more than the page without it (the page's JavaScript budget).
 */
export function ReviewsSection({
  businessID,
  businessName,
  title,
}: {
  businessID: string;
  businessName: string;
  title: string;
}) {
  const section = useRef<HTMLElement>(null);
  const [near, setNear] = useState(false);
  const headingID = useId();

  useEffect(() => {
    const node = section.current;
    if (!node || near) return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) setNear(true);
    });
    observer.observe(node);
    return () => observer.disconnect();
  }, [near]);

  return (
    <section ref={section} className={styles.section} aria-labelledby={headingID}>
      <h2 id={headingID} className={styles.title}>
        {title}
      </h2>
      {near ? (
        <Suspense fallback={<Loading />}>
          <BusinessReviews businessID={businessID} businessName={businessName} />
        </Suspense>
      ) : (
        <Loading />
      )}
    </section>
  );
}
