import { useId, type ReactNode } from 'react';
import styles from './notice.module.css';

/** A page that has nothing to show but why: its heading and a line, inside the page's usual frame. */
export function Notice({ title, children }: { title: ReactNode; children: ReactNode }) {
  const titleID = useId();
  return (
    <section className={styles.notice} aria-labelledby={titleID}>
      <h1 id={titleID}>{title}</h1>
      <p>{children}</p>
    </section>
  );
}
