import { cx } from '../../../lib/cx.ts';
import styles from './price-tag.module.css';

/** A price in bold with what it is for after it: `US$ 1850.00 a year`, both in the page's language. */
export function PriceTag({
  price,
  note,
  size = 'md',
}: {
  price: string;
  note?: string | undefined;
  size?: 'md' | 'lg';
}) {
  return (
    <p className={cx(styles.price, styles[size])}>
      <strong>{price}</strong>
      {note && ` ${note}`}
    </p>
  );
}
