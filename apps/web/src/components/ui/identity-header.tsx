import type { Image } from '@b2b/contracts';
import { MapPin } from 'lucide-react';
import type { ReactNode } from 'react';
import { cx } from '../../lib/cx.ts';
import { srcSetOf } from '../../lib/image-src-set.ts';
import styles from './identity-header.module.css';

/**
 * The top of a person's or a business's page: a card whose cover photo spans its width (the brand's gradient when
 * there is none), the photo overlapping the cover, then the name, a subtitle, the place and what the page adds under
 * them. The page's actions sit beside the name (`beside`, a person) or in a bar across the card's foot (`bar`, a
 * business, whose lines under the name are more and longer).
 */
export function IdentityHeader({
  cover,
  coverControl,
  photo,
  photoControl,
  name,
  nameAs: Name = 'h1',
  subtitle,
  place,
  children,
  actions,
  layout,
  actionsLabel,
}: {
  cover: Image | null | undefined;
  /** A control drawn over the cover (the editor's upload button). */
  coverControl?: ReactNode;
  /** The photo, drawn in the frame of `identityPhoto` with the owner's own shape. */
  photo: ReactNode;
  /** A control under the photo (the editor's upload button). */
  photoControl?: ReactNode;
  name: string;
  /** A page with a title of its own shows the name as a second-level heading. */
  nameAs?: 'h1' | 'h2';
  subtitle?: ReactNode;
  /** Shown after a map pin when there is one. */
  place?: ReactNode;
  /** What the page shows under the name, subtitle and place. */
  children?: ReactNode;
  actions?: ReactNode;
  layout: 'beside' | 'bar';
  /** The accessible name of the bar of actions. */
  actionsLabel?: string;
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
      <div className={cx(styles.body, styles[layout])}>
        <div className={styles.photoColumn}>
          {photo}
          {photoControl}
        </div>
        <div className={styles.identity}>
          <Name className={styles.name}>{name}</Name>
          {subtitle && <p className={styles.subtitle}>{subtitle}</p>}
          {place && (
            <p className={styles.place}>
              <MapPin aria-hidden size={16} />
              {place}
            </p>
          )}
          {children}
        </div>
        {actions && layout === 'beside' && <div className={styles.actions}>{actions}</div>}
      </div>
      {actions && layout === 'bar' && (
        <div className={cx(styles.actions, styles.actionBar)} role="group" aria-label={actionsLabel}>
          {actions}
        </div>
      )}
    </header>
  );
}

/** The frame of the header's photo (size, border, shadow); the photo's own module adds its shape. */
export const identityPhoto = styles.photo;

/** The pill of a line under the name (a membership, a business type); the line's own module lays it out. */
export const identityTag = styles.tag;
