import type { Image } from '@b2b/contracts';
import type { ReactNode } from 'react';
import { srcSetOf } from '../../lib/image-src-set.ts';
import styles from './cover-header.module.css';

/**
 * The top of a person's or a business's page: a card whose cover photo spans its width (the brand's gradient when
 * there is none), with an optional control on the cover, then what the page shows below it.
 */
export function CoverHeader({
  cover,
  coverControl,
  children,
}: {
  cover: Image | null | undefined;
  coverControl?: ReactNode;
  children: ReactNode;
}) {
  return (
    <header className={styles.header}>
      <div className={styles.cover}>
        {cover && (
          <img
            className={styles.coverImage}
            src={cover.url}
            srcSet={srcSetOf(cover)}
            sizes="(min-width: 1280px) 1232px, 100vw"
            alt=""
          />
        )}
        {coverControl && <div className={styles.coverControl}>{coverControl}</div>}
      </div>
      {children}
    </header>
  );
}
