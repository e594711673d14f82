import { lazy, Suspense, useEffect, useId, useRef, useState } from 'react';
import { Loading } from '../../../components/ui/status.tsx';
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
          <Timeline timelineID={timelineID} emptyText={emptyText} headingLevel={3} />
        </Suspense>
      ) : (
        <Loading />
      )}
    </section>
  );
}
