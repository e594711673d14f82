import { lazy } from 'react';
import { NearScreenSection } from '../../../components/ui/near-screen-section.tsx';
import styles from './reviews.module.css';

/** The averages and the reviews, with their words: loaded once the section is near the screen. */
const BusinessReviews = lazy(async () => ({
  default: (await import('./business-reviews.tsx')).BusinessReviews,
}));

/**
 * The reviews from closed deals on a business page. It sits below the fold, so its code and words load only when the
 * person scrolls to it (the page stands within 1 KB of its JavaScript budget).
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
  return (
    <NearScreenSection title={title} className={styles.section} titleClassName={styles.title}>
      <BusinessReviews businessID={businessID} businessName={businessName} />
    </NearScreenSection>
  );
}
