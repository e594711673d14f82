import type { PortalEnv } from '../../config.ts';
import type { PaymentProvider } from './payment-provider.ts';
import { sandboxPayments } from './sandbox-payments.ts';
import { stripePayments } from './stripe-payments.ts';

/** The provider PAYMENT_PROVIDER names; the configuration has checked that Stripe's keys are there when it is Stripe. */
export function paymentProviderOf(env: PortalEnv): PaymentProvider {
  if (env.PAYMENT_PROVIDER === 'sandbox') return sandboxPayments();
  return stripePayments({
    secretKey: env.STRIPE_SECRET_KEY!,
    publicKey: env.STRIPE_PUBLISHABLE_KEY!,
    webhookSecret: env.STRIPE_WEBHOOK_SECRET!,
  });
}
