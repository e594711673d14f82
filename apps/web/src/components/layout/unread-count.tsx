import { useTranslation } from 'react-i18next';
import styles from './mobile-menu.module.css';

/** A menu entry's count of unread threads, read out as "3 unread"; nothing when there are none. */
export function UnreadCount({ count }: { count: number }) {
  const { t } = useTranslation('menus');
  if (count <= 0) return null;
  return (
    <span className={styles.count}>
      {count}
      <span className="visually-hidden"> {t('mobileMenu.unread')}</span>
    </span>
  );
}
