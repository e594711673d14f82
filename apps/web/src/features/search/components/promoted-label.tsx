import { PROMOTED_LABEL } from '@b2b/contracts';
import { Megaphone } from 'lucide-react';
import styles from './result-card.module.css';

/** Tells a result an advertising boost put at the top apart from those ranked there. */
export function PromotedLabel() {
  return (
    <p className={styles.promoted}>
      <Megaphone aria-hidden size={14} />
      {PROMOTED_LABEL}
    </p>
  );
}
