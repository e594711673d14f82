import styles from './mobile-menu.module.css';

/** A menu entry's count of unread threads, read out as "3 unread"; nothing when there are none. */
export function UnreadCount({ count }: { count: number }) {
  if (count <= 0) return null;
  return (
    <span className={styles.count}>
      {count}
      <span className="visually-hidden"> unread</span>
    </span>
  );
}
