import { Megaphone } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import styles from './result-card.module.css';

/** Tells a result an advertising boost put at the top apart from those ranked there. */
export function PromotedLabel() {
  const { t } = useTranslation('search');
  return (
    <p className={styles.promoted}>
      <Megaphone aria-hidden size={14} />
      {t('card.promoted')}
    </p>
  );
}
