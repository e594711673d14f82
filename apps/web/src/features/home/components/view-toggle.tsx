import { useTranslation } from 'react-i18next';
import { cx } from '../../../lib/cx.ts';
import styles from './view-toggle.module.css';

/**
 * The summary of a `<details>`: it reads View more while closed and View less while open. CSS swaps the two words from
 * the element's own open state, so the toggle works before hydration and without JavaScript; it draws the chevron too,
 * so the fifteen cards of the home page carry no icon markup for it.
 */
export function ViewToggle({ className }: { className?: string }) {
  const { t } = useTranslation('home');
  return (
    <summary className={cx(styles.toggle, className)}>
      <span>{t('industries.viewMore')}</span>
      <span>{t('industries.viewLess')}</span>
    </summary>
  );
}
