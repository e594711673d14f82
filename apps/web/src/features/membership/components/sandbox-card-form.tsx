import { SubscribeSchema } from '@b2b/contracts';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { FieldGrid } from '../../../components/form/field.tsx';
import { TextField } from '../../../components/form/bound-fields.tsx';
import { zodResolver } from '../../../components/form/zod-resolver.ts';
import {
  CVC_MESSAGE,
  CVC_PATTERN,
  EXPIRED_MESSAGE,
  EXPIRY_MESSAGE,
  EXPIRY_PATTERN,
  UNKNOWN_TEST_CARD_MESSAGE,
  expiryIsCurrent,
  sandboxPaymentMethod,
} from '../sandbox-card.ts';
import { CheckoutFormFrame } from './checkout-form-frame.tsx';
import type { CheckoutFormProps } from './checkout-form-props.ts';
import styles from './checkout.module.css';

const SandboxCardSchema = z.object({
  email: SubscribeSchema.shape.email,
  cardNumber: z
    .string()
    .trim()
    .min(1, 'Give the card number')
    .refine((number) => sandboxPaymentMethod(number) !== undefined, UNKNOWN_TEST_CARD_MESSAGE),
  expiry: z
    .string()
    .trim()
    .regex(EXPIRY_PATTERN, EXPIRY_MESSAGE)
    .refine((expiry) => expiryIsCurrent(expiry.replace(/\s/g, '')), EXPIRED_MESSAGE),
  cvc: z.string().trim().regex(CVC_PATTERN, CVC_MESSAGE),
});
type SandboxCardValues = z.input<typeof SandboxCardSchema>;

/**
 * The built-in sandbox's card form: it knows Stripe's test cards and gives the server only the test card's payment
 * method, as Stripe's own form gives only the card's; any other number is refused here and never sent.
 */
export function SandboxCardForm({ purchase, defaultEmail, priceLabel, onCancel }: CheckoutFormProps) {
  const form = useForm<SandboxCardValues, unknown, z.output<typeof SandboxCardSchema>>({
    resolver: zodResolver(SandboxCardSchema),
    defaultValues: { email: defaultEmail, cardNumber: '', expiry: '', cvc: '' },
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
        label="Card number"
        name="cardNumber"
        autoComplete="cc-number"
        inputMode="numeric"
        placeholder="4242 4242 4242 4242"
        maxLength={23}
      />
      <FieldGrid>
        <TextField
          label="Expiry (MM/YY)"
          name="expiry"
          autoComplete="cc-exp"
          inputMode="numeric"
          placeholder="MM/YY"
          maxLength={7}
        />
        <TextField
          label="CVC"
          name="cvc"
          autoComplete="cc-csc"
          inputMode="numeric"
          placeholder="123"
          maxLength={4}
        />
      </FieldGrid>
      <p className={styles.hint}>
        Test mode: no card is charged. Use a test card such as 4242 4242 4242 4242 with any future expiry date
        and any CVC.
      </p>
    </CheckoutFormFrame>
  );
}
