import { randomUUID } from 'node:crypto';
import {
  ALREADY_BOOSTED_MESSAGE,
  BOOST_DAYS,
  BoostAllowanceAnswerSchema,
  BoostStartedAnswerSchema,
  BusinessSearchAnswerSchema,
  MONTHLY_BOOSTS,
  MembershipUsageAnswerSchema,
  ProductSearchAnswerSchema,
  SUBSCRIPTIONS,
  boostsSpentMessage,
  type ErrorEnvelope,
  type Subscription,
} from '@b2b/contracts';
import { eq, tables } from '@b2b/db';
import { beforeAll, describe, expect, it } from 'vitest';
import { addMember, createBusiness } from '../../test/business-factory.ts';
import { frequentWordSearches } from '../../test/frequent-words.ts';
import { createProduct, setSubscription } from '../../test/product-factory.ts';
import type { TestUser } from '../../test/test-tokens.ts';
import { useTestApp } from '../../test/use-test-app.ts';
import { boostMonthOf } from './boosts.service.ts';

const { app, database, visitor } = await useTestApp();
const { advertisingBoosts, membershipPayments, supportSessions } = tables;
const DAY_MS = 24 * 60 * 60 * 1000;

let owner: TestUser;
let admin: TestUser;
let member: TestUser;
let outsider: TestUser;

beforeAll(async () => {
  [owner, admin, member, outsider] = await Promise.all([visitor(), visitor(), visitor(), visitor()]);
});

/** A business of its own per test at a level, owned by `owner`, with `admin` and a plain `member`. */
async function businessAt(subscription: Subscription, companyName = `Valves ${randomUUID()}`) {
  const { businessID } = await createBusiness(app, owner, { companyName });
  await addMember(app, owner, businessID, admin, 'admin');
  await addMember(app, owner, businessID, member, 'member');
  await setSubscription(database.db, businessID, subscription);
  return businessID;
}

const boost = (user: TestUser | null, businessID: string, payload?: Record<string, unknown>) =>
  app.inject({
    method: 'POST',
    url: `/api/business/${businessID}/boosts`,
    headers: user?.headers ?? {},
    ...(payload ? { payload } : {}),
  });

async function allowanceOf(businessID: string, user = owner) {
  const response = await app.inject({
    method: 'GET',
    url: `/api/business/${businessID}/boosts`,
    headers: user.headers,
  });
  expect(response.statusCode, response.body).toBe(200);
  return BoostAllowanceAnswerSchema.parse(response.json()).data;
}

async function searchProducts(textQuery: string, extra: Record<string, unknown> = {}) {
  const response = await app.inject({
    method: 'POST',
    url: '/api/search/product',
    payload: { textQuery, ...extra },
  });
  expect(response.statusCode, response.body).toBe(200);
  return ProductSearchAnswerSchema.parse(response.json());
}

/** Moves a business's boosts back in time, as if they had been started `days` earlier. */
async function age(businessID: string, days: number) {
  const rows = await database.db
    .select()
    .from(advertisingBoosts)
    .where(eq(advertisingBoosts.businessID, businessID));
  for (const row of rows) {
    await database.db
      .update(advertisingBoosts)
      .set({
        startsAt: new Date(row.startsAt.getTime() - days * DAY_MS),
        endsAt: new Date(row.endsAt.getTime() - days * DAY_MS),
      })
      .where(eq(advertisingBoosts.id, row.id));
  }
}

describe('GET business/{id}/boosts', () => {
  it.each(SUBSCRIPTIONS)('gives %s its monthly allowance, nothing used yet', async (subscription) => {
    const businessID = await businessAt(subscription);
    const now = new Date();
    expect(await allowanceOf(businessID)).toEqual({
      allowance: MONTHLY_BOOSTS[subscription],
      used: 0,
      left: MONTHLY_BOOSTS[subscription],
      resetsAt: boostMonthOf(now).next.toISOString(),
      active: [],
    });
  });

  it('answers the owner and admins; 401 without a session, 403 to a plain member, 404 to outsiders', async () => {
    const businessID = await businessAt('gold');
    expect((await allowanceOf(businessID, admin)).allowance).toBe(3);
    const url = `/api/business/${businessID}/boosts`;
    expect((await app.inject({ method: 'GET', url })).statusCode).toBe(401);
    expect((await app.inject({ method: 'GET', url, headers: member.headers })).statusCode).toBe(403);
    const outside = await app.inject({ method: 'GET', url, headers: outsider.headers });
    expect(outside.statusCode).toBe(404);
    const bad = await app.inject({ method: 'GET', url: '/api/business/nope/boosts', headers: owner.headers });
    expect(bad.statusCode).toBe(400);
  });
});

describe('POST business/{id}/boosts', () => {
  it('boosts products and the business for seven days, up to the allowance, then refuses with PlanLimitReached', async () => {
    const businessID = await businessAt('gold');
    const [first, second] = [
      await createProduct(app, owner, businessID, { name: 'Gate valve' }),
      await createProduct(app, owner, businessID, { name: 'Check valve' }),
    ];
    const started = await boost(owner, businessID, { productID: first });
    expect(started.statusCode, started.body).toBe(201);
    const { data } = BoostStartedAnswerSchema.parse(started.json());
    expect(data.productID).toBe(first);
    expect(new Date(data.endsAt).getTime() - new Date(data.startsAt).getTime()).toBe(BOOST_DAYS * DAY_MS);
    expect((await boost(admin, businessID, { productID: second })).statusCode).toBe(201);
    expect((await boost(owner, businessID)).statusCode).toBe(201);

    const allowance = await allowanceOf(businessID);
    expect(allowance).toMatchObject({ allowance: 3, used: 3, left: 0 });
    expect(allowance.active.map((b) => b.productID).sort()).toEqual([first, second, null].sort());

    const third = await createProduct(app, owner, businessID, { name: 'Plug valve' });
    const spent = await boost(owner, businessID, { productID: third });
    expect(spent.statusCode).toBe(403);
    expect(spent.json<ErrorEnvelope>()).toMatchObject({
      name: 'PlanLimitReached',
      message: boostsSpentMessage('gold'),
    });
  });

  it('refuses Standard, which has no boosts, and writes nothing', async () => {
    const businessID = await businessAt('standard');
    const productID = await createProduct(app, owner, businessID);
    const refused = await boost(owner, businessID, { productID });
    expect(refused.statusCode).toBe(403);
    expect(refused.json<ErrorEnvelope>().message).toBe(boostsSpentMessage('standard'));
    expect(await database.db.$count(advertisingBoosts, eq(advertisingBoosts.businessID, businessID))).toBe(0);
  });

  it('counts the calendar month only: boosts of last month leave this month’s allowance whole', async () => {
    const businessID = await businessAt('gold');
    const lastMonth = new Date(boostMonthOf(new Date()).start.getTime() - DAY_MS);
    for (let n = 0; n < 3; n += 1) {
      await database.db.insert(advertisingBoosts).values({
        id: randomUUID(),
        businessID,
        productID: null,
        startsAt: lastMonth,
        endsAt: new Date(lastMonth.getTime() + BOOST_DAYS * DAY_MS),
      });
    }
    expect(await allowanceOf(businessID)).toMatchObject({ allowance: 3, used: 0, left: 3 });
    const productID = await createProduct(app, owner, businessID);
    expect((await boost(owner, businessID, { productID })).statusCode).toBe(201);
    expect(await allowanceOf(businessID)).toMatchObject({ used: 1, left: 2 });
  });

  it('refuses a second boost of what is promoted already with 409, and allows it once the first ended', async () => {
    const businessID = await businessAt('premium');
    const productID = await createProduct(app, owner, businessID);
    expect((await boost(owner, businessID, { productID })).statusCode).toBe(201);
    const again = await boost(admin, businessID, { productID });
    expect(again.statusCode).toBe(409);
    expect(again.json<ErrorEnvelope>()).toMatchObject({ name: 'Conflict', message: ALREADY_BOOSTED_MESSAGE });
    await age(businessID, BOOST_DAYS);
    expect((await allowanceOf(businessID)).active).toEqual([]);
    expect((await boost(admin, businessID, { productID })).statusCode).toBe(201);
  });

  it('never passes the allowance when many boosts are asked for at once', async () => {
    const businessID = await businessAt('gold');
    const productIDs: string[] = [];
    for (let n = 0; n < 8; n += 1) productIDs.push(await createProduct(app, owner, businessID));
    const answers = await Promise.all(productIDs.map((productID) => boost(owner, businessID, { productID })));
    const codes = answers.map((answer) => answer.statusCode).sort();
    expect(codes).toEqual([201, 201, 201, 403, 403, 403, 403, 403]);
    expect(await database.db.$count(advertisingBoosts, eq(advertisingBoosts.businessID, businessID))).toBe(3);
  });

  it('answers 401, 404 to outsiders, 403 to a plain member, 404 for another business’s product, 400 for bad ids', async () => {
    const businessID = await businessAt('platinum');
    const other = await businessAt('platinum');
    const productID = await createProduct(app, owner, businessID);
    const foreign = await createProduct(app, owner, other);
    expect((await boost(null, businessID, { productID })).statusCode).toBe(401);
    expect((await boost(outsider, businessID, { productID })).statusCode).toBe(404);
    expect((await boost(member, businessID, { productID })).statusCode).toBe(403);
    expect((await boost(owner, businessID, { productID: foreign })).statusCode).toBe(404);
    expect((await boost(owner, businessID, { productID: randomUUID() })).statusCode).toBe(404);
    const badProduct = await boost(owner, businessID, { productID: 'nope' });
    expect(badProduct.statusCode).toBe(400);
    expect(badProduct.json<ErrorEnvelope>().name).toBe('ValidationError');
    expect((await boost(owner, 'nope', { productID })).statusCode).toBe(400);
    expect((await boost(owner, randomUUID(), { productID })).statusCode).toBe(404);
    expect(await database.db.$count(advertisingBoosts, eq(advertisingBoosts.businessID, businessID))).toBe(0);
  });
});

describe('promoted search results', () => {
  it('puts a boosted product first among its matches, labelled promoted, until its seven days end', async () => {
    const paid = await businessAt('platinum');
    const boosted = await businessAt('gold');
    await createProduct(app, owner, paid, { name: 'Quorvane centrifugal pump' });
    const productID = await createProduct(app, owner, boosted, {
      name: 'Industrial pump',
      description: 'A pump for quorvane lines.',
    });
    const before = await searchProducts('quorvane');
    expect(before.results.map((r) => [r.name, r.promoted])).toEqual([
      ['Quorvane centrifugal pump', false],
      ['Industrial pump', false],
    ]);

    expect((await boost(owner, boosted, { productID })).statusCode).toBe(201);
    const after = await searchProducts('quorvane');
    expect(after.results.map((r) => [r.name, r.promoted])).toEqual([
      ['Industrial pump', true],
      ['Quorvane centrifugal pump', false],
    ]);
    expect(after.total_results).toBe(2);
    // Only the searches it matches: it is not promoted in another.
    expect((await searchProducts('centrifugal')).results.map((r) => r.promoted)).toEqual([false]);
    // Paging keeps every match once.
    const pages = [
      await searchProducts('quorvane', { skip: 0, size: 1 }),
      await searchProducts('quorvane', { skip: 1, size: 1 }),
    ];
    expect(pages.map((page) => page.results[0]!.name)).toEqual([
      'Industrial pump',
      'Quorvane centrifugal pump',
    ]);

    await age(boosted, BOOST_DAYS);
    expect((await searchProducts('quorvane')).results.map((r) => [r.name, r.promoted])).toEqual([
      ['Quorvane centrifugal pump', false],
      ['Industrial pump', false],
    ]);
  });

  it('puts a boosted business first in business search, labelled promoted', async () => {
    const paid = await businessAt('platinum', 'Zelvaro Hydraulics');
    const boosted = await businessAt('gold', 'Industrial Zelvaro Supply');
    const search = async () => {
      const response = await app.inject({
        method: 'POST',
        url: '/api/search/business',
        payload: { textQuery: 'zelvaro' },
      });
      expect(response.statusCode, response.body).toBe(200);
      return BusinessSearchAnswerSchema.parse(response.json()).results.map((r) => [
        r.businessProfile.businessID,
        r.promoted,
      ]);
    };
    expect(await search()).toEqual([
      [paid, false],
      [boosted, false],
    ]);
    expect((await boost(admin, boosted)).statusCode).toBe(201);
    expect(await search()).toEqual([
      [boosted, true],
      [paid, false],
    ]);
  });

  it('puts a boosted product first when the word is searched from its list of frequent words', async () => {
    const businessID = await businessAt('platinum');
    const lowest = await businessAt('standard');
    for (let n = 0; n < 6; n += 1) {
      await createProduct(app, owner, businessID, { name: `Brimvex valve ${n}` });
    }
    const productID = await createProduct(app, owner, lowest, {
      name: 'Plain valve',
      description: 'Fits brimvex lines.',
    });
    const lists = frequentWordSearches(app, database.db, 'product', 'brimvex');
    await lists.refresh();
    expect(await lists.listed()).not.toContain(productID);
    await setSubscription(database.db, lowest, 'gold');
    expect((await boost(owner, lowest, { productID })).statusCode).toBe(201);

    const fromLists = await lists.searches();
    expect(fromLists.all[0]!.ids[0]).toBe(productID);
    const everyID = fromLists.all.flatMap((page) => page.ids);
    expect(everyID).toHaveLength(7);
    expect(new Set(everyID).size).toBe(7);
    expect(fromLists.all[0]!.total).toBe(7);
    // The same pages as ranking every match.
    await lists.expectSameAsRankingEveryMatch(fromLists);
  });
});

describe('GET business/{id}/membership/usage', () => {
  it('answers the level, its end, the boosts and the support minutes of the paid period', async () => {
    const businessID = await businessAt('standard');
    const now = Date.now();
    const periodStart = new Date(now - 30 * DAY_MS);
    const periodEnd = new Date(now + 335 * DAY_MS);
    await database.db.insert(membershipPayments).values({
      id: randomUUID(),
      businessID,
      paidByUserID: null,
      subscription: 'premium',
      amountCents: 265_000,
      provider: 'sandbox',
      providerPaymentID: `pi_${randomUUID()}`,
      email: 'owner@example.com',
      periodStart,
      periodEnd,
    });
    await database.db
      .update(tables.businesses)
      .set({ subscription: 'premium', subscriptionValidUntil: periodEnd })
      .where(eq(tables.businesses.id, businessID));
    const session = (minutes: number, daysAgo: number) => ({
      id: randomUUID(),
      businessID,
      minutes,
      topic: 'Export paperwork',
      givenAt: new Date(now - daysAgo * DAY_MS),
    });
    // Two in the paid period, one before it.
    await database.db.insert(supportSessions).values([session(45, 2), session(90, 10), session(60, 40)]);
    const started = await boost(owner, businessID);
    expect(started.statusCode, started.body).toBe(201);

    const url = `/api/business/${businessID}/membership/usage`;
    const response = await app.inject({ method: 'GET', url, headers: admin.headers });
    expect(response.statusCode, response.body).toBe(200);
    const { data } = MembershipUsageAnswerSchema.parse(response.json());
    expect(data).toMatchObject({
      subscription: 'premium',
      validUntil: periodEnd.toISOString(),
      boosts: { allowance: 10, used: 1, left: 9 },
      support: {
        hoursPerYear: 6,
        minutesUsed: 135,
        periodStart: periodStart.toISOString(),
        periodEnd: periodEnd.toISOString(),
      },
    });
    expect((await app.inject({ method: 'GET', url })).statusCode).toBe(401);
    expect((await app.inject({ method: 'GET', url, headers: outsider.headers })).statusCode).toBe(404);
    expect((await app.inject({ method: 'GET', url, headers: member.headers })).statusCode).toBe(403);
  });

  it('answers Standard with nothing to use', async () => {
    const businessID = await businessAt('standard');
    const response = await app.inject({
      method: 'GET',
      url: `/api/business/${businessID}/membership/usage`,
      headers: owner.headers,
    });
    expect(MembershipUsageAnswerSchema.parse(response.json()).data).toMatchObject({
      subscription: 'standard',
      validUntil: null,
      boosts: { allowance: 0, used: 0, left: 0 },
      support: { hoursPerYear: 0, minutesUsed: 0, periodStart: null, periodEnd: null },
    });
  });
});
