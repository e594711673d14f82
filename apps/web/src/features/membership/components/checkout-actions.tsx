import { buttonClass } from '../../../components/ui/button.ts';
import styles from './checkout.module.css';

export function CheckoutActions({
  paying,
  priceLabel,
  onCancel,
}: {
  paying: boolean;
  priceLabel: string;
  onCancel: () => void;
}) {
  return (
    <div className={styles.actions}>
      <button type="submit" className={buttonClass('accent')} disabled={paying}>
        {paying ? 'Processing payment...' : `Pay ${priceLabel}`}
      </button>
      <button type="button" className={buttonClass('ghost')} onClick={onCancel} disabled={paying}>
        Cancel
      </button>
    </div>
  );
}
