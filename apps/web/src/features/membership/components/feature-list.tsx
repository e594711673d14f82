import type { Subscription } from '@b2b/contracts';
import { Check, Minus } from 'lucide-react';
import { cx } from '../../../lib/cx.ts';
import { packageFeatures } from '../packages.ts';
import { useMembershipWords } from '../use-membership-words.ts';
import styles from './feature-list.module.css';

/** What a package gives, ticked, and what it does not, dashed. */
export function FeatureList({ level, large = false }: { level: Subscription; large?: boolean }) {
  const { translate } = useMembershipWords();
  return (
    <ul className={cx(styles.features, large && styles.large)}>
      {packageFeatures(level, translate).map(({ text, included }) => (
        <li key={text} className={cx(!included && styles.missing)}>
          {included ? (
            <Check aria-hidden size={16} className={styles.icon} />
          ) : (
            <Minus aria-hidden size={16} className={styles.icon} />
          )}
          {text}
        </li>
      ))}
    </ul>
  );
}
