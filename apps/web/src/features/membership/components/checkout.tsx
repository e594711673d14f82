import type { PaidSubscription, SubscriptionPlan } from '@b2b/contracts';
import { CircleAlert } from 'lucide-react';
import { lazy, Suspense, useEffect, useRef } from 'react';
import { Loading } from '../../../components/ui/status.tsx';
import { UnverifiedEmailNote } from '../../../components/ui/unverified-email-note.tsx';
import { useMembershipWords } from '../use-membership-words.ts';
import { SandboxCardForm } from './sandbox-card-form.tsx';
import { usePurchase } from './use-purchase.ts';
import styles from './checkout.module.css';

/** Stripe's libraries load only where Stripe takes the card: the sandbox and every other page go without them. */
const StripeCardForm = lazy(async () => ({
  default: (await import('./stripe-card-form.tsx')).StripeCardForm,
}));

/** Paying for the chosen plan: the provider's card form, and the card's refusal as an alert above it. */
export function Checkout({
  businessID,
  plan,
  provider,
  publicKey,
  defaultEmail,
  onCancel,
  onPaid,
}: {
  businessID: string;
  plan: SubscriptionPlan;
  provider: 'sandbox' | 'stripe';
  publicKey: string;
  defaultEmail: string;
  onCancel: () => void;
  onPaid: () => void;
}) {
  const { t, levelName, price } = useMembershipWords();
  const purchase = usePurchase(businessID, plan.planId satisfies PaidSubscription, onPaid);
  const title = useRef<HTMLHeadingElement>(null);
  // The form opens below the plans: on a phone it would be out of sight, so the person is taken to it.
  useEffect(() => {
    title.current?.focus();
  }, []);
  const formProps = { purchase, defaultEmail, priceLabel: price(plan.price), onCancel };
  return (
    <section className={styles.checkout} aria-labelledby="checkout-title">
      <h2 id="checkout-title" className={styles.title} ref={title} tabIndex={-1}>
        {t('checkout.title', { level: levelName(plan.subscription), price: price(plan.price) })}
      </h2>
      <UnverifiedEmailNote gate="membership" />
      {purchase.cardAlert && (
        <p role="alert" className={styles.alert}>
          <CircleAlert aria-hidden size={18} />
          {purchase.cardAlert}
        </p>
      )}
      {provider === 'stripe' ? (
        <Suspense fallback={<Loading />}>
          <StripeCardForm {...formProps} publicKey={publicKey} />
        </Suspense>
      ) : (
        <SandboxCardForm {...formProps} />
      )}
    </section>
  );
}
