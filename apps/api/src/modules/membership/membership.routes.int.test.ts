import {
  CARD_DECLINES,
  CHECKOUT_UNDER_WAY_MESSAGE,
  KEY_REUSED_MESSAGE,
  MEMBERSHIP_PERIOD_DAYS,
  MEMBERSHIP_PRICE_CENTS,
  MEMBERSHIP_RENEWAL_DAYS,
  NOT_AN_UPGRADE_MESSAGE,
  PAYMENT_MISMATCH_MESSAGE,
  type ErrorEnvelope,
  type PaymentMismatch,
} from '@b2b/contracts';
import { and, eq, sql, tables } from '@b2b/db';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addMember, createBusiness } from '../../test/business-factory.ts';
import type { TestUser } from '../../test/test-tokens.ts';
import { useTestApp } from '../../test/use-test-app.ts';
import { membershipService } from './membership.service.ts';
import { membershipRepository } from './membership.repository.ts';
import { sandboxPayments } from './sandbox-payments.ts';
import { stripePayments } from './stripe-payments.ts';
import { mailOutbox } from '../mail/mail.repository.ts';

const WEBHOOK_SECRET = 'whsec_membership_suite';
const sandbox = sandboxPayments();
const { app, database, visitor: person } = await useTestApp({ paymentProvider: sandbox });
/**
 * Stripe's API cannot be reached from here: the Stripe portal's charges go to a local server that answers a confirmed
 * PaymentIntent as Stripe's API documents, for the amount `receivedCents` says it took (the role stripe-mock plays).
 */
let receivedCents = 1;
const stripeApi = createServer((request, response) => {
  request.resume();
  request.on('end', () => {
    const id = `pi_api_${crypto.randomUUID().replaceAll('-', '')}`;
    response.writeHead(200, { 'content-type': 'application/json', 'request-id': 'req_suite' });
    response.end(
      JSON.stringify({
        id,
        object: 'payment_intent',
        status: 'succeeded',
        amount: receivedCents,
        amount_received: receivedCents,
        currency: 'usd',
      }),
    );
  });
});
await new Promise<void>((resolve) => stripeApi.listen(0, '127.0.0.1', resolve));
afterAll(() => new Promise<void>((resolve) => stripeApi.close(() => resolve())));
/** A second portal charging through Stripe, for its signed notifications. */
const stripe = stripePayments({
  secretKey: 'sk_test_membership_suite',
  publicKey: 'pk_test_membership_suite',
  webhookSecret: WEBHOOK_SECRET,
  host: { host: '127.0.0.1', port: (stripeApi.address() as AddressInfo).port, protocol: 'http' },
});
const withStripe = await useTestApp({
  paymentProvider: stripe,
  env: {
    PAYMENT_PROVIDER: 'stripe',
    STRIPE_SECRET_KEY: 'sk_test_membership_suite',
    STRIPE_PUBLISHABLE_KEY: 'pk_test_membership_suite',
    STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
  },
});

let owner: TestUser;
let admin: TestUser;
let outsider: TestUser;

beforeAll(async () => {
  [owner, admin, outsider] = await Promise.all([person(), person(), person()]);
});

/** A business of its own per test, owned by `owner`, with `admin` as its admin. */
async function freshBusiness() {
  const { businessID } = await createBusiness(app, owner, { companyName: `Valves ${crypto.randomUUID()}` });
  await addMember(app, owner, businessID, admin, 'admin');
  return businessID;
}

const subscribe = (user: TestUser | null, body: Record<string, unknown>, idempotencyKey?: string) =>
  app.inject({
    method: 'POST',
    url: '/api/subscription/subscribe',
    headers: {
      ...(user ? user.headers : {}),
      ...(idempotencyKey ? { 'idempotency-key': idempotencyKey } : {}),
    },
    payload: body,
  });

const purchase = (businessID: string, planId = 'gold', paymentMethod = 'pm_card_visa') => ({
  businessID,
  planId,
  paymentMethod,
  email: 'owner@example.com',
});

async function businessRow(businessID: string) {
  const [row] = await database.db
    .select({
      subscription: tables.businesses.subscription,
      validUntil: tables.businesses.subscriptionValidUntil,
    })
    .from(tables.businesses)
    .where(eq(tables.businesses.id, businessID));
  return row!;
}

const chargesFor = (businessID: string) =>
  sandbox.charges().filter((charge) => charge.metadata.businessID === businessID);

describe('GET subscription/setup', () => {
  it('answers the paid plans with their yearly price in cents, the provider and its public key', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/subscription/setup' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      success: true,
      data: {
        plans: [
          { subscription: 'gold', price: 185_000, planId: 'gold' },
          { subscription: 'premium', price: 265_000, planId: 'premium' },
          { subscription: 'platinum', price: 365_000, planId: 'platinum' },
        ],
        publicKey: 'pk_sandbox',
        provider: 'sandbox',
        renewalDays: MEMBERSHIP_RENEWAL_DAYS,
      },
    });
  });
});

describe("the pages' content security policy", () => {
  it("lets Stripe's card form load, frame and call Stripe only when Stripe is the provider", async () => {
    const policy = async (portal: typeof app) =>
      String((await portal.inject({ method: 'GET', url: '/robots.txt' })).headers['content-security-policy']);
    const withStripePolicy = await policy(withStripe.app);
    expect(withStripePolicy).toContain("script-src 'self' https://js.stripe.com");
    expect(withStripePolicy).toContain('frame-src https://js.stripe.com https://hooks.stripe.com');
    expect(withStripePolicy).toContain('https://api.stripe.com');
    expect(await policy(app)).not.toContain('stripe.com');
  });
});

describe('GET subscription/business/{businessID}', () => {
  const membershipOf = (user: TestUser | null, businessID: string) =>
    app.inject({
      method: 'GET',
      url: `/api/subscription/business/${businessID}`,
      headers: user ? user.headers : {},
    });

  it('answers the owner Standard without an end, then the paid level and the end of its year', async () => {
    const businessID = await freshBusiness();
    const standard = await membershipOf(owner, businessID);
    expect(standard.statusCode, standard.body).toBe(200);
    expect(standard.json()).toEqual({ success: true, data: { subscription: 'standard', validUntil: null } });
    const bought = await subscribe(owner, purchase(businessID, 'premium'));
    const { validUntil } = (bought.json() as { data: { validUntil: string } }).data;
    expect((await membershipOf(owner, businessID)).json()).toEqual({
      success: true,
      data: { subscription: 'premium', validUntil },
    });
  });

  it('counts a paid year that has ended as Standard before the lapse job runs', async () => {
    const businessID = await freshBusiness();
    expect((await subscribe(owner, purchase(businessID, 'gold'))).statusCode).toBe(200);
    await database.db
      .update(tables.businesses)
      .set({ subscriptionValidUntil: new Date(Date.now() - 1000) })
      .where(eq(tables.businesses.id, businessID));
    expect((await membershipOf(owner, businessID)).json().data).toEqual({
      subscription: 'standard',
      validUntil: null,
    });
  });

  it('is for the owner: 401 without a session, 403 for an admin, 404 for an outsider or an unknown business', async () => {
    const businessID = await freshBusiness();
    const anonymous = await membershipOf(null, businessID);
    expect(anonymous.statusCode).toBe(401);
    expect((await membershipOf(null, 'not-a-uuid')).statusCode).toBe(401);
    const forAdmin = await membershipOf(admin, businessID);
    expect(forAdmin.statusCode).toBe(403);
    expect(forAdmin.json()).toMatchObject({ success: false, name: 'Forbidden' });
    const forOutsider = await membershipOf(outsider, businessID);
    expect(forOutsider.statusCode).toBe(404);
    expect(forOutsider.body).not.toContain('standard');
    expect((await membershipOf(outsider, crypto.randomUUID())).statusCode).toBe(404);
  });

  it('refuses an id that is not a uuid with 400', async () => {
    const response = await membershipOf(owner, 'not-a-uuid');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ success: false, name: 'ValidationError' });
  });
});

describe('POST subscription/subscribe', () => {
  it('upgrades Standard to Gold for a year, charging the price once; the business profile shows Gold', async () => {
    const businessID = await freshBusiness();
    const before = Date.now();
    const response = await subscribe(owner, purchase(businessID), crypto.randomUUID());
    expect(response.statusCode, response.body).toBe(200);
    const { data } = response.json() as { data: { subscription: string; validUntil: string } };
    expect(data.subscription).toBe('gold');
    const year = new Date(data.validUntil).getTime() - before;
    expect(year).toBeGreaterThanOrEqual(365 * 86_400_000 - 1000);
    expect(year).toBeLessThan(365 * 86_400_000 + 60_000);
    expect(await businessRow(businessID)).toEqual({
      subscription: 'gold',
      validUntil: new Date(data.validUntil),
    });
    expect(chargesFor(businessID)).toEqual([
      expect.objectContaining({ amountCents: MEMBERSHIP_PRICE_CENTS.gold, paymentMethod: 'pm_card_visa' }),
    ]);
    const payments = await database.db
      .select()
      .from(tables.membershipPayments)
      .where(eq(tables.membershipPayments.businessID, businessID));
    expect(payments).toEqual([
      expect.objectContaining({
        subscription: 'gold',
        amountCents: 185_000,
        provider: 'sandbox',
        revokedAt: null,
      }),
    ]);
    const profile = await app.inject({ method: 'GET', url: `/api/business/profile/${businessID}` });
    expect(profile.json().data.subscription).toBe('gold');
  });

  it('goes on upgrading (Gold → Platinum) and refuses the same level or a lower one with 409, charging nothing', async () => {
    const businessID = await freshBusiness();
    expect((await subscribe(owner, purchase(businessID, 'gold'))).statusCode).toBe(200);
    for (const planId of ['gold']) {
      const refused = await subscribe(owner, purchase(businessID, planId, 'pm_card_mastercard'));
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toMatchObject({ name: 'Conflict', message: NOT_AN_UPGRADE_MESSAGE });
    }
    expect((await subscribe(owner, purchase(businessID, 'platinum'))).statusCode).toBe(200);
    for (const planId of ['gold', 'premium', 'platinum']) {
      const refused = await subscribe(owner, purchase(businessID, planId, 'pm_card_amex'));
      expect(refused.statusCode).toBe(409);
    }
    expect(chargesFor(businessID).map((charge) => charge.amountCents)).toEqual([185_000, 365_000]);
    expect((await businessRow(businessID)).subscription).toBe('platinum');
  });

  it.each([
    ['pm_card_visa_chargeDeclinedInsufficientFunds', CARD_DECLINES.insufficient_funds],
    ['pm_card_chargeDeclined', CARD_DECLINES.generic_decline],
    ['pm_card_chargeDeclinedExpiredCard', CARD_DECLINES.expired_card],
    ['pm_1RealLookingButUnknown', "No such PaymentMethod: 'pm_1RealLookingButUnknown'"],
  ])(
    'answers a decline of %s with 402 PaymentError and the provider’s message, the level unchanged',
    async (method, message) => {
      const businessID = await freshBusiness();
      const response = await subscribe(owner, purchase(businessID, 'premium', method), crypto.randomUUID());
      expect(response.statusCode).toBe(402);
      expect(response.json()).toEqual({ success: false, name: 'PaymentError', message });
      expect(await businessRow(businessID)).toEqual({ subscription: 'standard', validUntil: null });
      // A declined card does not stop the owner paying with another one.
      expect((await subscribe(owner, purchase(businessID, 'premium'), crypto.randomUUID())).statusCode).toBe(
        200,
      );
    },
  );

  it('charges once for 20 concurrent requests with one Idempotency-Key, and every one answers the same', async () => {
    const businessID = await freshBusiness();
    const key = crypto.randomUUID();
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => subscribe(owner, purchase(businessID, 'premium'), key)),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(20).fill(200));
    expect(new Set(answers.map((answer) => answer.body)).size).toBe(1);
    expect(chargesFor(businessID)).toHaveLength(1);
    // Later, the same key again: the first answer, not "already premium".
    const replay = await subscribe(owner, purchase(businessID, 'premium'), key);
    expect(replay.body).toBe(answers[0]!.body);
    expect(chargesFor(businessID)).toHaveLength(1);
  });

  it('replays a decline for its key, and refuses the key for another purchase', async () => {
    const businessID = await freshBusiness();
    const key = crypto.randomUUID();
    const declined = purchase(businessID, 'gold', 'pm_card_visa_chargeDeclined');
    expect((await subscribe(owner, declined, key)).statusCode).toBe(402);
    const again = await subscribe(owner, declined, key);
    expect(again.statusCode).toBe(402);
    expect(again.json()).toMatchObject({ name: 'PaymentError', message: CARD_DECLINES.generic_decline });
    const reused = await subscribe(owner, purchase(businessID, 'gold'), key);
    expect(reused.statusCode).toBe(409);
    expect(reused.json()).toMatchObject({ message: KEY_REUSED_MESSAGE });
  });

  it('charges once for a double click without a key (the same card buying the same level)', async () => {
    const businessID = await freshBusiness();
    const answers = await Promise.all([
      subscribe(owner, purchase(businessID)),
      subscribe(owner, purchase(businessID)),
    ]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200]);
    expect(chargesFor(businessID)).toHaveLength(1);
  });

  it('lets one purchase of a business run at a time, whatever their keys', async () => {
    const businessID = await freshBusiness();
    const answers = await Promise.all(
      ['pm_card_visa', 'pm_card_mastercard', 'pm_card_amex'].map((method) =>
        subscribe(owner, purchase(businessID, 'gold', method), crypto.randomUUID()),
      ),
    );
    const statuses = answers.map((answer) => answer.statusCode).sort();
    expect(statuses.filter((status) => status === 200)).toHaveLength(1);
    for (const refused of answers.filter((answer) => answer.statusCode !== 200)) {
      expect(refused.statusCode).toBe(409);
      expect([CHECKOUT_UNDER_WAY_MESSAGE, NOT_AN_UPGRADE_MESSAGE]).toContain(refused.json().message);
    }
    expect(chargesFor(businessID)).toHaveLength(1);
  });

  it('is for the owner only: an admin gets 403, an outsider 403, an unknown business 404, a visitor 401', async () => {
    const businessID = await freshBusiness();
    expect((await subscribe(admin, purchase(businessID))).statusCode).toBe(403);
    expect((await subscribe(outsider, purchase(businessID))).statusCode).toBe(403);
    expect((await subscribe(owner, purchase(crypto.randomUUID()))).statusCode).toBe(404);
    expect((await subscribe(null, { nonsense: true })).statusCode).toBe(401);
    expect(chargesFor(businessID)).toHaveLength(0);
  });

  it.each([
    [{ planId: 'standard' }, 'planId'],
    [{ planId: 'diamond' }, 'planId'],
    [{ paymentMethod: '4242424242424242' }, 'paymentMethod'],
    [{ businessID: 'not-a-uuid' }, 'businessID'],
    [{ email: 'nobody' }, 'email'],
  ])('refuses %j with 400 naming %s', async (change, field) => {
    const businessID = await freshBusiness();
    const response = await subscribe(owner, { ...purchase(businessID), ...change });
    expect(response.statusCode).toBe(400);
    const body = response.json() as ErrorEnvelope;
    expect(body.errors?.map((error) => error.path)).toContain(field);
  });

  it('refuses an Idempotency-Key that is too long or not printable', async () => {
    const businessID = await freshBusiness();
    expect((await subscribe(owner, purchase(businessID), 'k'.repeat(256))).statusCode).toBe(400);
  });
});

const DAY_MS = 24 * 60 * 60 * 1000;

/** The service as the lapse job runs it. */
const lapseService = () =>
  membershipService({
    repo: membershipRepository(database.db, mailOutbox('localhost')),
    policy: {
      requireBusinessAccess: async () => ({}) as never,
      requirePrivateAccess: async () => ({}) as never,
    },
    provider: sandbox,
    pages: { invalidate: () => {} },
  });

/** Moves the end of a business's paid year (its payments' and its own) to `end`, as if the year had gone by. */
async function endPaidYear(businessID: string, end: Date) {
  await database.db
    .update(tables.membershipPayments)
    .set({ periodStart: new Date(end.getTime() - MEMBERSHIP_PERIOD_DAYS * DAY_MS), periodEnd: end })
    .where(eq(tables.membershipPayments.businessID, businessID));
  await database.db
    .update(tables.businesses)
    .set({ subscriptionValidUntil: end })
    .where(eq(tables.businesses.id, businessID));
}

describe('renewals', () => {
  it('renew the same level in the last 30 days of the paid year, for a year from its end, and not before', async () => {
    const businessID = await freshBusiness();
    expect((await subscribe(owner, purchase(businessID, 'gold'))).statusCode).toBe(200);
    // Eleven months before its end: a renewal is not sold yet.
    await endPaidYear(businessID, new Date(Date.now() + (MEMBERSHIP_RENEWAL_DAYS + 1) * DAY_MS));
    const early = await subscribe(owner, purchase(businessID, 'gold', 'pm_card_mastercard'));
    expect(early.statusCode).toBe(409);
    expect(early.json()).toMatchObject({ name: 'Conflict', message: NOT_AN_UPGRADE_MESSAGE });

    const end = new Date(Date.now() + 10 * DAY_MS);
    await endPaidYear(businessID, end);
    const renewed = await subscribe(owner, purchase(businessID, 'gold', 'pm_card_amex'));
    expect(renewed.statusCode, renewed.body).toBe(200);
    const nextEnd = new Date(end.getTime() + MEMBERSHIP_PERIOD_DAYS * DAY_MS);
    expect(renewed.json().data).toEqual({ subscription: 'gold', validUntil: nextEnd.toISOString() });
    expect(await businessRow(businessID)).toEqual({ subscription: 'gold', validUntil: nextEnd });
    // Renewed, the year is far from its end again: a second renewal is not sold.
    expect((await subscribe(owner, purchase(businessID, 'gold', 'pm_card_discover'))).statusCode).toBe(409);
    // A higher level still is.
    expect((await subscribe(owner, purchase(businessID, 'premium', 'pm_card_discover'))).statusCode).toBe(
      200,
    );
  });

  it('fall back to the renewed year still paid for when a later upgrade ends, not to Standard', async () => {
    const businessID = await freshBusiness();
    expect((await subscribe(owner, purchase(businessID, 'gold'))).statusCode).toBe(200);
    await endPaidYear(businessID, new Date(Date.now() + DAY_MS));
    const renewed = await subscribe(owner, purchase(businessID, 'gold', 'pm_card_amex'));
    expect(renewed.statusCode).toBe(200);
    const renewedUntil = new Date(renewed.json().data.validUntil as string);
    expect((await subscribe(owner, purchase(businessID, 'platinum', 'pm_card_jcb'))).statusCode).toBe(200);
    // The Platinum year ends (here, at once) while the renewed Gold year is still paid for.
    const ended = new Date(Date.now() - 1000);
    await database.db
      .update(tables.membershipPayments)
      .set({ periodEnd: ended, periodStart: new Date(ended.getTime() - DAY_MS) })
      .where(
        and(
          eq(tables.membershipPayments.businessID, businessID),
          eq(tables.membershipPayments.subscription, 'platinum'),
        ),
      );
    await database.db
      .update(tables.businesses)
      .set({ subscriptionValidUntil: ended })
      .where(eq(tables.businesses.id, businessID));
    expect(await lapseService().lapseEnded()).toBeGreaterThanOrEqual(1);
    expect(await businessRow(businessID)).toEqual({ subscription: 'gold', validUntil: renewedUntil });
  });
});

describe('ended memberships', () => {
  it('lapse to Standard once their year is over, without touching a business still paid for', async () => {
    const ended = await freshBusiness();
    const paid = await freshBusiness();
    for (const businessID of [ended, paid]) {
      expect((await subscribe(owner, purchase(businessID, 'gold'))).statusCode).toBe(200);
    }
    await endPaidYear(ended, new Date(Date.now() - 1000));
    expect(await lapseService().lapseEnded()).toBeGreaterThanOrEqual(1);
    expect(await businessRow(ended)).toEqual({ subscription: 'standard', validUntil: null });
    expect((await businessRow(paid)).subscription).toBe('gold');
    // Standard again, it may buy Gold again.
    expect((await subscribe(owner, purchase(ended, 'gold', 'pm_card_jcb'))).statusCode).toBe(200);
  });
});

describe("the provider's notifications", () => {
  const notify = (event: Record<string, unknown>, secret = WEBHOOK_SECRET) => {
    const payload = JSON.stringify({ object: 'event', ...event });
    return withStripe.app.inject({
      method: 'POST',
      url: '/api/subscription/webhook',
      headers: {
        'content-type': 'application/json',
        'stripe-signature': Stripe.webhooks.generateTestHeaderString({ payload, secret }),
      },
      payload,
    });
  };
  const succeeded = (
    id: string,
    paymentID: string,
    businessID: string,
    subscription: keyof typeof MEMBERSHIP_PRICE_CENTS,
    created: number,
    paid: { amount?: number; currency?: string } = {},
  ) => ({
    id,
    type: 'payment_intent.succeeded',
    created,
    data: {
      object: {
        id: paymentID,
        object: 'payment_intent',
        amount: paid.amount ?? MEMBERSHIP_PRICE_CENTS[subscription],
        amount_received: paid.amount ?? MEMBERSHIP_PRICE_CENTS[subscription],
        currency: paid.currency ?? 'usd',
        metadata: { businessID, subscription, email: 'payer@example.com' },
      },
    },
  });
  const refunded = (id: string, paymentID: string, created: number) => ({
    id,
    type: 'charge.refunded',
    created,
    data: { object: { id: `ch_${paymentID}`, object: 'charge', payment_intent: paymentID, metadata: {} } },
  });
  const levelOf = async (businessID: string) => {
    const [row] = await withStripe.database.db
      .select({ subscription: tables.businesses.subscription })
      .from(tables.businesses)
      .where(eq(tables.businesses.id, businessID));
    return row!.subscription;
  };

  let businessID: string;
  beforeAll(async () => {
    const seller = await withStripe.visitor();
    ({ businessID } = await createBusiness(withStripe.app, seller, { companyName: 'Webhook Works' }));
  });

  it('records a payment it had not recorded, once, however often the notification is replayed', async () => {
    const now = Math.floor(Date.now() / 1000);
    for (let i = 0; i < 3; i++) {
      const response = await notify(succeeded('evt_paid_1', 'pi_w1', businessID, 'gold', now));
      expect(response.statusCode, response.body).toBe(200);
    }
    expect(await levelOf(businessID)).toBe('gold');
    const payments = await withStripe.database.db
      .select()
      .from(tables.membershipPayments)
      .where(eq(tables.membershipPayments.businessID, businessID));
    expect(payments).toHaveLength(1);
  });

  it('applies a notification that failed part-way when the provider sends it again', async () => {
    const { businessID: failing } = await createBusiness(withStripe.app, await withStripe.visitor(), {
      companyName: 'Interrupted Works',
    });
    const event = succeeded(
      'evt_interrupted',
      'pi_interrupted',
      failing,
      'gold',
      Math.floor(Date.now() / 1000),
    );
    // The payments' table out of reach while the notification is applied, as when the database goes away.
    await withStripe.database.db.execute(
      sql`alter table membership_payments rename to membership_payments_away`,
    );
    try {
      expect((await notify(event)).statusCode).toBeGreaterThanOrEqual(500);
    } finally {
      await withStripe.database.db.execute(
        sql`alter table membership_payments_away rename to membership_payments`,
      );
    }
    expect(await levelOf(failing)).toBe('standard');
    // Stripe tries again: this time it is applied, once.
    expect((await notify(event)).statusCode).toBe(200);
    expect((await notify(event)).statusCode).toBe(200);
    expect(await levelOf(failing)).toBe('gold');
    const payments = await withStripe.database.db
      .select()
      .from(tables.membershipPayments)
      .where(eq(tables.membershipPayments.businessID, failing));
    expect(payments).toHaveLength(1);
  });

  it('refuses a notification whose signature does not match, changing nothing', async () => {
    const response = await notify(
      succeeded('evt_forged', 'pi_forged', businessID, 'platinum', Math.floor(Date.now() / 1000)),
      'whsec_forger',
    );
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ success: false, name: 'ValidationError' });
    expect(await levelOf(businessID)).toBe('gold');
  });

  it('never lowers a level with a late refund of an older payment, and lowers it for the current one', async () => {
    const now = Math.floor(Date.now() / 1000);
    expect(
      (await notify(succeeded('evt_paid_2', 'pi_w2', businessID, 'platinum', now + 10))).statusCode,
    ).toBe(200);
    expect(await levelOf(businessID)).toBe('platinum');
    // The Gold payment, older, is refunded after the upgrade: Platinum stays.
    expect((await notify(refunded('evt_refund_1', 'pi_w1', now + 20))).statusCode).toBe(200);
    expect(await levelOf(businessID)).toBe('platinum');
    // An older payment's success arriving late adds its record and lowers nothing.
    expect((await notify(succeeded('evt_paid_0', 'pi_w0', businessID, 'gold', now - 100))).statusCode).toBe(
      200,
    );
    expect(await levelOf(businessID)).toBe('platinum');
    // The Platinum payment itself refunded: back to the Gold year still paid for, then Standard once that goes too.
    expect((await notify(refunded('evt_refund_2', 'pi_w2', now + 30))).statusCode).toBe(200);
    expect(await levelOf(businessID)).toBe('gold');
    expect((await notify(refunded('evt_refund_0', 'pi_w0', now + 40))).statusCode).toBe(200);
    expect(await levelOf(businessID)).toBe('standard');
  });

  describe('that a payment succeeded', () => {
    let administrator: TestUser;
    beforeAll(async () => {
      administrator = await withStripe.visitor();
      await withStripe.database.db.insert(tables.administrators).values({ userID: administrator.userID });
    });
    const mismatches = async () => {
      const response = await withStripe.app.inject({
        method: 'GET',
        url: '/api/admin/payment-mismatches',
        headers: administrator.headers,
      });
      expect(response.statusCode, response.body).toBe(200);
      return response.json<{ data: { mismatches: PaymentMismatch[]; total: number } }>().data;
    };

    it('grants nothing for a validly signed Platinum payment of one cent, and shows it to the administrators', async () => {
      const seller = await withStripe.visitor();
      const { businessID: cheap } = await createBusiness(withStripe.app, seller, {
        companyName: 'One Cent Castings',
      });
      const event = succeeded('evt_cent', 'pi_cent', cheap, 'platinum', Math.floor(Date.now() / 1000), {
        amount: 1,
      });
      for (let i = 0; i < 2; i++) expect((await notify(event)).statusCode).toBe(200);
      expect(await levelOf(cheap)).toBe('standard');
      const payments = await withStripe.database.db
        .select()
        .from(tables.membershipPayments)
        .where(eq(tables.membershipPayments.businessID, cheap));
      expect(payments).toEqual([]);
      const { mismatches: listed } = await mismatches();
      expect(listed.filter((row) => row.businessID === cheap)).toEqual([
        {
          id: expect.any(String),
          provider: 'stripe',
          paymentID: 'pi_cent',
          businessID: cheap,
          businessName: 'One Cent Castings',
          subscription: 'platinum',
          expectedCents: MEMBERSHIP_PRICE_CENTS.platinum,
          expectedCurrency: 'usd',
          paidCents: 1,
          paidCurrency: 'usd',
          email: 'payer@example.com',
          recordedAt: expect.any(String),
        },
      ]);
    });

    it('grants nothing for the right number in another currency, or more than the price', async () => {
      const seller = await withStripe.visitor();
      const { businessID: odd } = await createBusiness(withStripe.app, seller, { companyName: 'Odd Change' });
      const now = Math.floor(Date.now() / 1000);
      await notify(succeeded('evt_yen', 'pi_yen', odd, 'gold', now, { currency: 'jpy' }));
      await notify(
        succeeded('evt_more', 'pi_more', odd, 'gold', now, { amount: MEMBERSHIP_PRICE_CENTS.platinum }),
      );
      expect(await levelOf(odd)).toBe('standard');
      const listed = (await mismatches()).mismatches.filter((row) => row.businessID === odd);
      expect(listed.map((row) => [row.paidCents, row.paidCurrency]).sort()).toEqual(
        [
          [MEMBERSHIP_PRICE_CENTS.gold, 'jpy'],
          [MEMBERSHIP_PRICE_CENTS.platinum, 'usd'],
        ].sort(),
      );
      // The exact price then grants the level as before.
      expect((await notify(succeeded('evt_exact', 'pi_exact', odd, 'gold', now))).statusCode).toBe(200);
      expect(await levelOf(odd)).toBe('gold');
    });

    it('refuses a purchase the provider charged for another amount (402), keeping the level and the mismatch', async () => {
      const seller = await withStripe.visitor();
      const { businessID: charged } = await createBusiness(withStripe.app, seller, {
        companyName: 'Short Charge Fittings',
      });
      receivedCents = 1;
      const response = await withStripe.app.inject({
        method: 'POST',
        url: '/api/subscription/subscribe',
        headers: seller.headers,
        payload: purchase(charged, 'platinum'),
      });
      expect(response.statusCode, response.body).toBe(402);
      expect(response.json<ErrorEnvelope>()).toMatchObject({
        name: 'PaymentError',
        message: PAYMENT_MISMATCH_MESSAGE,
      });
      expect(await levelOf(charged)).toBe('standard');
      const [row] = (await mismatches()).mismatches.filter((mismatch) => mismatch.businessID === charged);
      expect(row).toMatchObject({ subscription: 'platinum', paidCents: 1, email: 'owner@example.com' });

      receivedCents = MEMBERSHIP_PRICE_CENTS.gold;
      const paid = await withStripe.app.inject({
        method: 'POST',
        url: '/api/subscription/subscribe',
        headers: seller.headers,
        payload: purchase(charged, 'gold', 'pm_card_mastercard'),
      });
      expect(paid.statusCode, paid.body).toBe(200);
      expect(await levelOf(charged)).toBe('gold');
    });

    it('are listed to administrators only: anyone else finds no such address', async () => {
      const response = await withStripe.app.inject({
        method: 'GET',
        url: '/api/admin/payment-mismatches',
        headers: (await withStripe.visitor()).headers,
      });
      expect(response.statusCode).toBe(404);
      expect(
        (await withStripe.app.inject({ method: 'GET', url: '/api/admin/payment-mismatches' })).statusCode,
      ).toBe(401);
      const page = await withStripe.app.inject({
        method: 'GET',
        url: '/api/admin/payment-mismatches?size=1',
        headers: administrator.headers,
      });
      const { mismatches: one, total } = page.json<{
        data: { mismatches: PaymentMismatch[]; total: number };
      }>().data;
      expect(one).toHaveLength(1);
      expect(total).toBeGreaterThanOrEqual(4);
    });
  });
});
