import { Suspense, useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { Loading } from './status.tsx';

/**
 * A section below the fold of a public page whose content (`children`, a lazily loaded component) is drawn only once the
 * section nears the screen: its code loads then, so a visit that never scrolls to it costs no more than the page without.
 */
export function NearScreenSection({
  title,
  className,
  titleClassName,
  children,
}: {
  title: string;
  className?: string | undefined;
  titleClassName?: string | undefined;
  children: ReactNode;
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
    <section ref={section} className={className} aria-labelledby={headingID}>
      <h2 id={headingID} className={titleClassName}>
        {title}
      </h2>
      {near ? <Suspense fallback={<Loading />}>{children}</Suspense> : <Loading />}
    </section>
  );
}
