import { randomUUID } from 'node:crypto';
import {
  CARD_DECLINES,
  SANDBOX_GENERIC_PAYMENT_METHODS,
  SANDBOX_TEST_CARDS,
  type CardDecline,
} from '@b2b/contracts';
import type { ChargeInput, ChargeOutcome, PaymentProvider } from './payment-provider.ts';

/** The sandbox's "publishable key": it unlocks nothing, it only tells the browser to use the sandbox's card form. */
export const SANDBOX_PUBLIC_KEY = 'pk_sandbox';

/** A charge as the sandbox recorded it: what a provider's dashboard would list. */
export interface SandboxCharge {
  paymentID: string;
  amountCents: number;
  currency: string;
  paymentMethod: string;
  email: string;
  metadata: Record<string, string>;
}

/** How many idempotency keys the sandbox remembers, the newest: Stripe keeps a key a day. */
const IDEMPOTENCY_KEYS_KEPT = 10_000;

const outcomeOf = (paymentMethod: string): CardDecline | null | undefined => {
  const card = SANDBOX_TEST_CARDS.find((test) => test.paymentMethod === paymentMethod);
  if (card) return card.decline ?? null;
  return SANDBOX_GENERIC_PAYMENT_METHODS[paymentMethod];
};

/**
 * The built-in payment provider: charges Stripe's test PaymentMethods the way Stripe's test mode does, in memory and
 * without the network. It is the default, so that the product runs and is tested anywhere; production refuses it unless
 * told otherwise (it gives memberships away).
 */
export function sandboxPayments(): PaymentProvider & { charges(): readonly SandboxCharge[] } {
  const ledger: SandboxCharge[] = [];
  const byKey = new Map<string, Promise<ChargeOutcome>>();

  async function settle(input: ChargeInput): Promise<ChargeOutcome> {
    const decline = outcomeOf(input.paymentMethod);
    if (decline === undefined) {
      return {
        paid: false,
        code: 'resource_missing',
        message: `No such PaymentMethod: '${input.paymentMethod}'`,
      };
    }
    if (decline !== null) return { paid: false, code: decline, message: CARD_DECLINES[decline] };
    const paymentID = `pi_sandbox_${randomUUID().replaceAll('-', '')}`;
    ledger.push({
      paymentID,
      amountCents: input.amountCents,
      currency: input.currency,
      paymentMethod: input.paymentMethod,
      email: input.email,
      metadata: { ...input.metadata },
    });
    // Like Stripe, it reports what it took, and the membership holds that against the plan's price.
    return { paid: true, paymentID, amount: { cents: input.amountCents, currency: input.currency } };
  }

  return {
    name: 'sandbox',
    publicKey: SANDBOX_PUBLIC_KEY,
    charge(input) {
      // A repeated key gets the first request's outcome, even while that request is still being settled.
      const known = byKey.get(input.idempotencyKey);
      if (known) return known;
      const outcome = settle(input);
      byKey.set(input.idempotencyKey, outcome);
      if (byKey.size > IDEMPOTENCY_KEYS_KEPT) byKey.delete(byKey.keys().next().value!);
      return outcome;
    },
    verifyEvent() {
      throw new Error('The sandbox settles every charge at once and sends no notifications.');
    },
    charges: () => ledger,
  };
}
