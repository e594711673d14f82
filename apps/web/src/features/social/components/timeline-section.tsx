import { lazy } from 'react';
import { NearScreenSection } from '../../../components/ui/near-screen-section.tsx';
import styles from './timeline-section.module.css';

/** The posts and their cards, with the comments and likes they carry: loaded once the section is near the screen. */
const Timeline = lazy(async () => ({ default: (await import('./timeline.tsx')).Timeline }));

/**
 * The timeline at the foot of a public page (a person's profile, a business's page). It sits below the fold, so its
 * code loads only when the person scrolls to it: a visit that never does costs no more than the page without it.
 */
export function TimelineSection({
  timelineID,
  title,
  emptyText,
}: {
  timelineID: string;
  title: string;
  emptyText: string;
}) {
  return (
    <NearScreenSection title={title} className={styles.section} titleClassName={styles.title}>
      <Timeline timelineID={timelineID} emptyText={emptyText} headingLevel={3} />
    </NearScreenSection>
  );
}
