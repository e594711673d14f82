import { CARD_DECLINES, type CardDecline, type PaidSubscription } from '@b2b/contracts';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api-client.ts';
import { toast } from '../../../lib/toast.tsx';
import { describeFailure } from '../../../lib/toast-failure.ts';
import { useSubscribe } from '../api/queries.ts';
import type { MembershipKey } from '../packages.ts';

/** The card provider's reasons for a declined card, in the page's language (lost and stolen read as any decline). */
const DECLINE_TEXTS = {
  generic_decline: 'declines.generic',
  insufficient_funds: 'declines.insufficientFunds',
  lost_card: 'declines.generic',
  stolen_card: 'declines.generic',
  expired_card: 'declines.expiredCard',
  incorrect_cvc: 'declines.incorrectCvc',
  processing_error: 'declines.processingError',
  card_velocity_exceeded: 'declines.velocity',
} as const satisfies Record<CardDecline, MembershipKey>;

/** The decline a provider's message (which the API passes on in English) stands for, if it is one of them. */
const declineOf = (message: string) =>
  (Object.keys(CARD_DECLINES) as CardDecline[]).find((decline) => CARD_DECLINES[decline] === message);

/**
 * Paying for a plan from the card form. The attempt's `Idempotency-Key` is made when the form is shown and kept while the
 * purchase stays the same, so a retry after a lost answer is charged once; another card or email is a new purchase and
 * gets a new key (the server refuses a key reused for something else). A declined card is shown on the page with the
 * provider's message; any other failure is the payment failure toast.
 */
export function usePurchase(businessID: string, planId: PaidSubscription, onPaid: () => void) {
  const { t } = useTranslation('membership');
  const subscribe = useSubscribe();
  const attempt = useRef<{ key: string; purchase: string | null }>({
    key: crypto.randomUUID(),
    purchase: null,
  });
  const [cardError, setCardError] = useState<string | null>(null);

  const pay = (paymentMethod: string, email: string) => {
    const input = { businessID, planId, paymentMethod, email };
    const purchase = JSON.stringify(input);
    if (attempt.current.purchase !== null && attempt.current.purchase !== purchase) {
      attempt.current = { key: crypto.randomUUID(), purchase };
    }
    attempt.current.purchase = purchase;
    setCardError(null);
    // Awaited rather than given callbacks: the page reads the new level before the answer is handled, and the form
    // that sent the purchase is gone by then (only higher plans are offered).
    void subscribe.mutateAsync({ input, idempotencyKey: attempt.current.key }).then(
      () => {
        toast.success(t('checkout.success'));
        onPaid();
      },
      (error: unknown) => {
        if (error instanceof ApiError && error.errorName === 'PaymentError') {
          const decline = declineOf(error.message);
          if (decline) setCardError(t(DECLINE_TEXTS[decline]));
          else void describeFailure(error).then(setCardError);
        } else toast.error(t('checkout.paymentFailure'));
      },
    );
  };

  return {
    pay,
    paying: subscribe.isPending,
    /** The alert's text, when the card was refused (by the provider's form or its charge). */
    cardAlert: cardError === null ? null : t('checkout.cardError', { message: cardError }),
    showCardError: setCardError,
  };
}
export type PurchaseFlow = ReturnType<typeof usePurchase>;
