import { SubscribeSchema } from '@b2b/contracts';
import type { TFunction } from 'i18next';
import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { FieldGrid } from '../../../components/form/field.tsx';
import { TextField } from '../../../components/form/bound-fields.tsx';
import { zodResolver } from '../../../components/form/zod-resolver.ts';
import { CVC_PATTERN, EXPIRY_PATTERN, expiryIsCurrent, sandboxPaymentMethod } from '../sandbox-card.ts';
import { CheckoutFormFrame } from './checkout-form-frame.tsx';
import type { CheckoutFormProps } from './checkout-form-props.ts';
import styles from './checkout.module.css';

/** The card's fields, refused with messages in the page's language. */
const sandboxCardSchema = (t: TFunction<'membership'>) =>
  z.object({
    email: SubscribeSchema.shape.email,
    cardNumber: z
      .string()
      .trim()
      .min(1, t('checkout.giveCardNumber'))
      .refine((number) => sandboxPaymentMethod(number) !== undefined, t('checkout.unknownTestCard')),
    expiry: z
      .string()
      .trim()
      .regex(EXPIRY_PATTERN, t('checkout.expiryFormat'))
      .refine((expiry) => expiryIsCurrent(expiry.replace(/\s/g, '')), t('checkout.expired')),
    cvc: z.string().trim().regex(CVC_PATTERN, t('checkout.cvcFormat')),
  });
type SandboxCardSchema = ReturnType<typeof sandboxCardSchema>;
type SandboxCardValues = z.input<SandboxCardSchema>;

/**
 * The built-in sandbox's card form: it knows Stripe's test cards and gives the server only the test card's payment
 * method, as Stripe's own form gives only the card's; any other number is refused here and never sent.
 */
export function SandboxCardForm({ purchase, defaultEmail, priceLabel, onCancel }: CheckoutFormProps) {
  const { t } = useTranslation('membership');
  const schema = useMemo(() => sandboxCardSchema(t), [t]);
  const form = useForm<SandboxCardValues, unknown, z.output<SandboxCardSchema>>({
    resolver: zodResolver(schema),
    defaultValues: { email: defaultEmail, cardNumber: '', expiry: '', cvc: '' },
    shouldFocusError: false,
  });
  const onSubmit = form.handleSubmit(({ cardNumber, email }) => {
    purchase.pay(sandboxPaymentMethod(cardNumber)!, email);
  });
  return (
    <CheckoutFormFrame
      form={form}
      onSubmit={onSubmit}
      paying={purchase.paying}
      priceLabel={priceLabel}
      onCancel={onCancel}
    >
      <TextField
        label={t('checkout.cardNumber')}
        name="cardNumber"
        autoComplete="cc-number"
        inputMode="numeric"
        placeholder="4242 4242 4242 4242"
        maxLength={23}
      />
      <FieldGrid>
        <TextField
          label={t('checkout.expiry')}
          name="expiry"
          autoComplete="cc-exp"
          inputMode="numeric"
          placeholder={t('checkout.expiryPlaceholder')}
          maxLength={7}
        />
        <TextField
          label={t('checkout.cvc')}
          name="cvc"
          autoComplete="cc-csc"
          inputMode="numeric"
          placeholder="123"
          maxLength={4}
        />
      </FieldGrid>
      <p className={styles.hint}>{t('checkout.testMode')}</p>
    </CheckoutFormFrame>
  );
}
