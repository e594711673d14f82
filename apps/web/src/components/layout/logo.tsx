import { Link } from 'react-router';
import { useLanguage } from '../../lib/language.ts';
import { usePortal } from '../../lib/portal.tsx';
import { portalWords } from '../../lib/portal-words.ts';
import styles from './logo.module.css';
import { paths } from '../../lib/paths.ts';

export function Logo() {
  const { brand, country } = portalWords(usePortal(), useLanguage());
  return (
    <Link to={paths.home.href()} className={styles.logo}>
      <svg className={styles.mark} viewBox="0 0 32 32" aria-hidden="true" focusable="false">
        <rect width="32" height="32" rx="7" fill="var(--color-primary)" />
        <path
          d="M8 24V8h7.5a4.25 4.25 0 0 1 0 8.5H8m7.5 0h1.5a3.75 3.75 0 0 1 0 7.5H8"
          fill="none"
          stroke="var(--color-accent)"
          strokeWidth="3"
          strokeLinejoin="round"
        />
      </svg>
      <span className={styles.brand}>{brand}</span>
      <span className={styles.country}>{country}</span>
    </Link>
  );
}
