import { CircleAlert, Inbox, LoaderCircle } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { cx } from '../../lib/cx.ts';
import styles from './status.module.css';

/** The default loader text of the error catalogue. */
export function Loading() {
  const { t } = useTranslation();
  return (
    <p role="status" className={styles.status}>
      <LoaderCircle aria-hidden className={styles.spinner} size={18} />
      {t('status.loading')}
    </p>
  );
}

export function LoadError() {
  const { t } = useTranslation();
  return (
    <p role="alert" className={cx(styles.status, styles.error)}>
      <CircleAlert aria-hidden size={18} />
      {t('status.errorLoading')}
    </p>
  );
}

/** An empty list; `message` says what is missing where the generic words would say too little. */
export function NoContent({ message }: { message?: string }) {
  const { t } = useTranslation();
  return (
    <p className={styles.status}>
      <Inbox aria-hidden size={18} />
      {message ?? t('status.noContent')}
    </p>
  );
}
