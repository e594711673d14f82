import { MAIN_CONTENT_ID } from './page-layout.tsx';
import styles from './skip-link.module.css';

export function SkipLink() {
  return (
    <a href={`#${MAIN_CONTENT_ID}`} className={styles.skip}>
      Skip to content
    </a>
  );
}
