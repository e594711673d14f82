import type { BoostAllowance } from '@b2b/contracts';
import { Megaphone } from 'lucide-react';
import { buttonClass } from '../../../components/ui/button.ts';
import { formatDateTimeUTC } from '../../../lib/format-date.ts';
import { toast } from '../../../lib/toast.tsx';
import { toastFailure } from '../../../lib/toast-failure.ts';
import { useStartBoost } from '../api/queries.ts';
import styles from './boosts.module.css';

interface BoostButtonProps {
  businessID: string;
  /** The product to promote; none promotes the business itself. */
  productID?: string;
  /** What is promoted, for the button's name and the toast. */
  name: string;
  allowance: BoostAllowance;
}

/**
 * Promotes a product (or the business) at the top of the searches it matches for seven days. While a boost of it runs,
 * says until when instead; without boosts left this month, the button stays but cannot be pressed.
 */
export function BoostButton({ businessID, productID, name, allowance }: BoostButtonProps) {
  const start = useStartBoost();
  const running = allowance.active.find((boost) => boost.productID === (productID ?? null));
  if (running) {
    return <p className={styles.running}>Promoted until {formatDateTimeUTC(running.endsAt)}</p>;
  }
  return (
    <button
      type="button"
      className={buttonClass('outline', { size: 'sm' })}
      aria-label={`Boost ${name}`}
      disabled={allowance.left === 0 || start.isPending}
      onClick={() =>
        start.mutate(
          { businessID, ...(productID ? { productID } : {}) },
          {
            onSuccess: (boost) =>
              toast.success(
                `${name} is promoted at the top of its searches until ${formatDateTimeUTC(boost.endsAt)}.`,
              ),
            onError: (error) => toastFailure(error),
          },
        )
      }
    >
      <Megaphone aria-hidden size={16} />
      Boost
    </button>
  );
}
