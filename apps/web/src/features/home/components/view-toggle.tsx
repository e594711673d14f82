import { SpriteIcon } from '../../../components/ui/icon-sprite.tsx';
import { cx } from '../../../lib/cx.ts';
import styles from './view-toggle.module.css';

/**
 * The summary of a `<details>`: it reads View more while closed and View less while open. CSS swaps the two words from
 * the element's own open state, so the toggle works before hydration and without JavaScript.
 */
export function ViewToggle({ className }: { className?: string }) {
  return (
    <summary className={cx(styles.toggle, className)}>
      <span>View more</span>
      <span>View less</span>
      <SpriteIcon name="ChevronDown" size={16} className={styles.chevron} />
    </summary>
  );
}
