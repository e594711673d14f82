import { SubscribeSchema } from '@b2b/contracts';
import { CardElement, Elements, useElements, useStripe } from '@stripe/react-stripe-js';
import { loadStripe, type Stripe } from '@stripe/stripe-js';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { zodResolver } from '../../../components/form/zod-resolver.ts';
import { useLanguage } from '../../../lib/language.ts';
import { CheckoutFormFrame } from './checkout-form-frame.tsx';
import type { CheckoutFormProps } from './checkout-form-props.ts';
import styles from './checkout.module.css';

const EmailSchema = z.object({ email: SubscribeSchema.shape.email });

/** Stripe.js once per public key: it loads from Stripe, and only when a person opens the card form. */
const stripes = new Map<string, Promise<Stripe | null>>();
const stripeOf = (publicKey: string) => {
  let stripe = stripes.get(publicKey);
  if (!stripe) {
    stripe = loadStripe(publicKey);
    stripes.set(publicKey, stripe);
  }
  return stripe;
};

/**
 * Stripe's card form (Elements): the card is typed into Stripe's own field and turned into a payment method by Stripe,
 * so only its id reaches the portal. This module is loaded only when the provider is Stripe.
 */
export function StripeCardForm(props: CheckoutFormProps & { publicKey: string }) {
  const [stripe] = useState(() => stripeOf(props.publicKey));
  // Stripe's card field and its messages in the page's language.
  const locale = useLanguage();
  return (
    <Elements stripe={stripe} options={{ locale }}>
      <StripeFields {...props} />
    </Elements>
  );
}

function StripeFields({ purchase, defaultEmail, priceLabel, onCancel }: CheckoutFormProps) {
  const { t } = useTranslation('membership');
  const stripe = useStripe();
  const elements = useElements();
  const form = useForm({
    resolver: zodResolver(EmailSchema),
    defaultValues: { email: defaultEmail },
    shouldFocusError: false,
  });
  // The card's payment method is kept until the card is changed, so a retry of the purchase is the same purchase.
  const [paymentMethod, setPaymentMethod] = useState<string | null>(null);
  const [creating, setCreating] = useState(false);

  const onSubmit = form.handleSubmit(async ({ email }) => {
    const card = elements?.getElement(CardElement);
    if (!stripe || !card) return;
    let method = paymentMethod;
    if (!method) {
      setCreating(true);
      const result = await stripe.createPaymentMethod({
        type: 'card',
        card,
        billing_details: { email },
      });
      setCreating(false);
      if (result.error) {
        purchase.showCardError(result.error.message ?? t('checkout.cardNotAccepted'));
        return;
      }
      method = result.paymentMethod.id;
      setPaymentMethod(method);
    }
    purchase.pay(method, email);
  });

  return (
    <CheckoutFormFrame
      form={form}
      onSubmit={onSubmit}
      paying={purchase.paying || creating || !stripe}
      priceLabel={priceLabel}
      onCancel={onCancel}
    >
      <div className={styles.stripeField}>
        <span className={styles.label} id="stripe-card-label">
          {t('checkout.card')}
        </span>
        <div className={styles.stripeCard} aria-labelledby="stripe-card-label" role="group">
          <CardElement options={{ hidePostalCode: true }} onChange={() => setPaymentMethod(null)} />
        </div>
      </div>
    </CheckoutFormFrame>
  );
}
