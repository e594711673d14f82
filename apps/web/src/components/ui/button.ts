import { cx } from '../../lib/cx.ts';
import styles from './button.module.css';

export type ButtonVariant = 'primary' | 'accent' | 'outline' | 'ghost';

/** Button looks for links and buttons alike, so a navigation keeps its real `<a>` and a command its `<button>`. */
export function buttonClass(
  variant: ButtonVariant,
  options: { size?: 'sm' | 'md' | 'lg'; block?: boolean } = {},
) {
  return cx(styles.button, styles[variant], styles[options.size ?? 'md'], options.block && styles.block);
}
