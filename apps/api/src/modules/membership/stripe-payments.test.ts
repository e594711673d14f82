import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { stripePayments } from './stripe-payments.ts';

const WEBHOOK_SECRET = 'whsec_test_secret_of_this_suite';

/**
 * Stripe's API cannot be reached from here, so the driver's requests go to a local server that answers as Stripe's API
 * documents (the role stripe-mock plays): it checks what the driver sends and how it reads each kind of answer. The
 * webhook signatures are Stripe's library's own, on both sides.
 */
interface Recorded {
  path: string;
  headers: IncomingMessage['headers'];
  form: URLSearchParams;
}
let stripeApi: Server;
let port: number;
let requests: Recorded[] = [];
let answer: { status: number; body: unknown } = { status: 200, body: {} };

beforeAll(async () => {
  stripeApi = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      requests.push({ path: request.url ?? '', headers: request.headers, form: new URLSearchParams(body) });
      response.writeHead(answer.status, { 'content-type': 'application/json', 'request-id': 'req_test' });
      response.end(JSON.stringify(answer.body));
    });
  });
  await new Promise<void>((resolve) => stripeApi.listen(0, '127.0.0.1', resolve));
  port = (stripeApi.address() as AddressInfo).port;
});
afterAll(() => new Promise<void>((resolve) => stripeApi.close(() => resolve())));
beforeEach(() => {
  requests = [];
});

const provider = () =>
  stripePayments({
    secretKey: 'sk_test_suite',
    publicKey: 'pk_test_suite',
    webhookSecret: WEBHOOK_SECRET,
    host: { host: '127.0.0.1', port, protocol: 'http' },
  });

const charge = {
  amountCents: 265_000,
  paymentMethod: 'pm_card_visa',
  description: 'Premium membership, one year',
  email: 'owner@example.com',
  idempotencyKey: 'subscribe-key-1',
  currency: 'usd',
  metadata: { businessID: 'b-1', subscription: 'premium' },
};

describe('the Stripe payment provider', () => {
  it('confirms a PaymentIntent for the amount in dollars, with the idempotency key, and reports it paid', async () => {
    answer = {
      status: 200,
      body: {
        id: 'pi_123',
        object: 'payment_intent',
        status: 'succeeded',
        amount: 265_000,
        amount_received: 265_000,
        currency: 'usd',
      },
    };
    expect(await provider().charge(charge)).toEqual({
      paid: true,
      paymentID: 'pi_123',
      amount: { cents: 265_000, currency: 'usd' },
    });
    expect(requests).toHaveLength(1);
    const [sent] = requests;
    expect(sent!.path).toBe('/v1/payment_intents');
    expect(sent!.headers['idempotency-key']).toBe('subscribe-key-1');
    expect(sent!.headers.authorization).toBe('Bearer sk_test_suite');
    expect(Object.fromEntries(sent!.form)).toMatchObject({
      amount: '265000',
      currency: 'usd',
      payment_method: 'pm_card_visa',
      confirm: 'true',
      'automatic_payment_methods[enabled]': 'true',
      'automatic_payment_methods[allow_redirects]': 'never',
      receipt_email: 'owner@example.com',
      'metadata[businessID]': 'b-1',
      'metadata[subscription]': 'premium',
    });
  });

  it("passes a card decline on with Stripe's decline code and message", async () => {
    answer = {
      status: 402,
      body: {
        error: {
          type: 'card_error',
          code: 'card_declined',
          decline_code: 'insufficient_funds',
          message: 'Your card has insufficient funds.',
        },
      },
    };
    expect(await provider().charge(charge)).toEqual({
      paid: false,
      code: 'insufficient_funds',
      message: 'Your card has insufficient funds.',
    });
  });

  it('declines a card that asks for 3-D Secure, which the checkout cannot show', async () => {
    answer = { status: 200, body: { id: 'pi_3ds', object: 'payment_intent', status: 'requires_action' } };
    expect(await provider().charge(charge)).toMatchObject({ paid: false, code: 'requires_action' });
  });

  it('refuses a payment method Stripe does not know as the payer’s error', async () => {
    answer = {
      status: 400,
      body: {
        error: {
          type: 'invalid_request_error',
          code: 'resource_missing',
          param: 'payment_method',
          message: "No such PaymentMethod: 'pm_nope'",
        },
      },
    };
    expect(await provider().charge({ ...charge, paymentMethod: 'pm_nope' })).toEqual({
      paid: false,
      code: 'resource_missing',
      message: "No such PaymentMethod: 'pm_nope'",
    });
  });

  it('throws when Stripe fails, after retrying with the same idempotency key', async () => {
    answer = { status: 500, body: { error: { type: 'api_error', message: 'Something went wrong.' } } };
    await expect(provider().charge(charge)).rejects.toThrow('Something went wrong.');
    expect(requests.length).toBe(3);
    expect(new Set(requests.map((request) => request.headers['idempotency-key']))).toEqual(
      new Set(['subscribe-key-1']),
    );
  });
});

describe("the Stripe provider's notifications", () => {
  const event = (object: Record<string, unknown>, type = 'payment_intent.succeeded') =>
    JSON.stringify({ id: 'evt_1', object: 'event', type, created: 1_764_000_000, data: { object } });
  const signed = (payload: string, secret = WEBHOOK_SECRET, timestamp?: number) =>
    Stripe.webhooks.generateTestHeaderString({ payload, secret, ...(timestamp ? { timestamp } : {}) });

  it('reads a notification whose signature matches its raw body', () => {
    const payload = event({ id: 'pi_9', object: 'payment_intent', metadata: { businessID: 'b-1' } });
    expect(provider().verifyEvent(Buffer.from(payload), signed(payload))).toEqual({
      id: 'evt_1',
      type: 'payment_intent.succeeded',
      created: 1_764_000_000,
      paymentID: 'pi_9',
      metadata: { businessID: 'b-1' },
    });
  });

  it('reads what a PaymentIntent took: the amount received, else the amount, in its currency', () => {
    const read = (object: Record<string, unknown>) => {
      const payload = event({ id: 'pi_9', object: 'payment_intent', metadata: {}, ...object });
      return provider().verifyEvent(Buffer.from(payload), signed(payload)).amount;
    };
    expect(read({ amount: 365_000, amount_received: 1, currency: 'usd' })).toEqual({
      cents: 1,
      currency: 'usd',
    });
    expect(read({ amount: 365_000, currency: 'eur' })).toEqual({ cents: 365_000, currency: 'eur' });
    expect(read({ amount: 365_000 })).toBeUndefined();
  });

  it('names the payment of a refund or a charge by its PaymentIntent', () => {
    const payload = event(
      { id: 'ch_1', object: 'charge', payment_intent: 'pi_9', metadata: {} },
      'charge.refunded',
    );
    expect(provider().verifyEvent(Buffer.from(payload), signed(payload))).toMatchObject({
      type: 'charge.refunded',
      paymentID: 'pi_9',
    });
  });

  it.each([
    ['a body changed after signing', (payload: string) => [payload.replace('pi_9', 'pi_8'), signed(payload)]],
    ['another secret', (payload: string) => [payload, signed(payload, 'whsec_someone_else')]],
    [
      'a signature older than five minutes',
      (payload: string) => [payload, signed(payload, WEBHOOK_SECRET, 1_000)],
    ],
    ['no signature', (payload: string) => [payload, undefined]],
  ])('refuses %s', (_case, forge) => {
    const [body, signature] = forge(event({ id: 'pi_9', object: 'payment_intent' }));
    expect(() => provider().verifyEvent(Buffer.from(body!), signature)).toThrow();
  });
});
