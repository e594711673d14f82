import styles from './skeleton-block.module.css';

/** A shimmering placeholder bar of a loading page; `className` gives it its size. */
export function SkeletonBlock({ className }: { className?: string | undefined }) {
  return <span className={className ? `${styles.block} ${className}` : styles.block} />;
}
