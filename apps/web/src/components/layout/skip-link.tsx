import { useTranslation } from 'react-i18next';
import { MAIN_CONTENT_ID } from './page-layout.tsx';
import styles from './skip-link.module.css';

export function SkipLink() {
  const { t } = useTranslation('layout');
  return (
    <a href={`#${MAIN_CONTENT_ID}`} className={styles.skip}>
      {t('skipLink')}
    </a>
  );
}
