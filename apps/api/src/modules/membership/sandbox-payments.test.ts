import { CARD_DECLINES, SANDBOX_GENERIC_PAYMENT_METHODS, SANDBOX_TEST_CARDS } from '@b2b/contracts';
import { describe, expect, it } from 'vitest';
import { sandboxPayments } from './sandbox-payments.ts';

const charge = (paymentMethod: string, idempotencyKey: string = crypto.randomUUID()) => ({
  amountCents: 185_000,
  paymentMethod,
  description: 'Gold membership, one year',
  email: 'owner@example.com',
  idempotencyKey,
  currency: 'usd',
  metadata: { businessID: 'b-1', subscription: 'gold' },
});

describe('the sandbox payment provider', () => {
  it.each(SANDBOX_TEST_CARDS.filter((card) => !card.decline))(
    'charges the test card $number ($paymentMethod) and records the charge',
    async ({ paymentMethod }) => {
      const sandbox = sandboxPayments();
      const outcome = await sandbox.charge(charge(paymentMethod));
      // It reports what it took, as Stripe does, for the membership to hold against the plan's price.
      expect(outcome).toEqual({
        paid: true,
        paymentID: expect.stringMatching(/^pi_sandbox_[0-9a-f]{32}$/),
        amount: { cents: 185_000, currency: 'usd' },
      });
      expect(sandbox.charges()).toEqual([
        {
          paymentID: outcome.paid ? outcome.paymentID : '',
          amountCents: 185_000,
          currency: 'usd',
          paymentMethod,
          email: 'owner@example.com',
          metadata: { businessID: 'b-1', subscription: 'gold' },
        },
      ]);
    },
  );

  it.each(SANDBOX_TEST_CARDS.filter((card) => card.decline))(
    "declines the test card $number ($paymentMethod) with $decline and Stripe's message, charging nothing",
    async ({ paymentMethod, decline }) => {
      const sandbox = sandboxPayments();
      expect(await sandbox.charge(charge(paymentMethod))).toEqual({
        paid: false,
        code: decline,
        message: CARD_DECLINES[decline!],
      });
      expect(sandbox.charges()).toEqual([]);
    },
  );

  it.each(Object.entries(SANDBOX_GENERIC_PAYMENT_METHODS))(
    'declines %s with %s',
    async (paymentMethod, decline) => {
      const sandbox = sandboxPayments();
      expect(await sandbox.charge(charge(paymentMethod))).toEqual({
        paid: false,
        code: decline,
        message: CARD_DECLINES[decline],
      });
    },
  );

  it('says "Your card was declined." for pm_card_chargeDeclined, as Stripe does', async () => {
    const outcome = await sandboxPayments().charge(charge('pm_card_chargeDeclined'));
    expect(outcome).toMatchObject({ paid: false, message: 'Your card was declined.' });
  });

  it('refuses a payment method it never gave out, as Stripe answers an unknown one', async () => {
    const sandbox = sandboxPayments();
    expect(await sandbox.charge(charge('pm_1NotAStripeTestCard'))).toEqual({
      paid: false,
      code: 'resource_missing',
      message: "No such PaymentMethod: 'pm_1NotAStripeTestCard'",
    });
    expect(sandbox.charges()).toEqual([]);
  });

  it('charges once for one idempotency key, however many requests repeat it at once', async () => {
    const sandbox = sandboxPayments();
    const outcomes = await Promise.all(
      Array.from({ length: 20 }, () => sandbox.charge(charge('pm_card_visa', 'key-1'))),
    );
    expect(new Set(outcomes.map((outcome) => (outcome.paid ? outcome.paymentID : '')))).toHaveProperty(
      'size',
      1,
    );
    expect(sandbox.charges()).toHaveLength(1);
    await sandbox.charge(charge('pm_card_visa', 'key-2'));
    expect(sandbox.charges()).toHaveLength(2);
  });

  it('has no notifications to verify', () => {
    expect(() => sandboxPayments().verifyEvent(Buffer.from('{}'), 't=1,v1=00')).toThrow(/no notifications/);
  });
});
