import type { BoostAllowance } from '@b2b/contracts';
import { Megaphone } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { buttonClass } from '../../../components/ui/button.ts';
import { formatDateTimeUTC } from '../../../lib/format-date.ts';
import { useLanguage } from '../../../lib/language.ts';
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
  const { t } = useTranslation('membership');
  const language = useLanguage();
  const start = useStartBoost();
  const running = allowance.active.find((boost) => boost.productID === (productID ?? null));
  if (running) {
    return (
      <p className={styles.running}>
        {t('boosts.running', { date: formatDateTimeUTC(running.endsAt, language) })}
      </p>
    );
  }
  return (
    <button
      type="button"
      className={buttonClass('outline', { size: 'sm' })}
      aria-label={t('boosts.boostName', { name })}
      disabled={allowance.left === 0 || start.isPending}
      onClick={() =>
        start.mutate(
          { businessID, ...(productID ? { productID } : {}) },
          {
            onSuccess: (boost) =>
              toast.success(t('boosts.started', { name, date: formatDateTimeUTC(boost.endsAt, language) })),
            onError: (error) => toastFailure(error),
          },
        )
      }
    >
      <Megaphone aria-hidden size={16} />
      {t('boosts.boost')}
    </button>
  );
}
