import {
  BusinessQuotesAnswerSchema,
  BuyerRfqListAnswerSchema,
  LIMITS,
  MONTHLY_QUOTE_RIGHTS,
  NotificationsAnswerSchema,
  QUOTE_EDITED_MESSAGE,
  QUOTE_EXISTS_MESSAGE,
  QuoteAnswerSchema,
  QuoteAwardedAnswerSchema,
  QuoteCompareAnswerSchema,
  RFQ_CLOSED_MESSAGE,
  RFQ_OWN_MESSAGE,
  RFQ_QUOTED_MESSAGE,
  RfqAnswerSchema,
  RfqCreatedAnswerSchema,
  RfqMarketAnswerSchema,
  ThreadMessagesAnswerSchema,
  quoteRightsSpentMessage,
  utcDatePlus,
  type ErrorEnvelope,
  type QuoteCreateInput,
  type RfqCreateInput,
} from '@b2b/contracts';
import { and, eq, tables } from '@b2b/db';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  addMember,
  categoriesInTurn,
  createBusiness,
  referenceCategories,
  type ReferenceCategory,
} from '../../test/business-factory.ts';
import { createProduct, setSubscription } from '../../test/product-factory.ts';
import type { TestUser } from '../../test/test-tokens.ts';
import { useTestApp } from '../../test/use-test-app.ts';

const { app, database, visitor } = await useTestApp();
const { rfqMatches, rfqQuotes, rfqs, exchangeRates } = tables;

let categories: ReferenceCategory[];
const freshCategory = categoriesInTurn(() => categories);

beforeAll(async () => {
  categories = await referenceCategories(app);
});

const rfqBody = (category: ReferenceCategory, overrides: Partial<RfqCreateInput> = {}): RfqCreateInput => ({
  productName: 'Stainless steel ball valves DN50',
  industryID: category.industryID,
  categoryID: category.categoryID,
  quantity: 1000,
  unit: 'pieces',
  currency: 'USD',
  destinationCountry: 'DE',
  incoterm: 'FOB',
  closesOn: utcDatePlus(14),
  description: 'PN40, full bore, ISO 5211 top flange. <b>as typed</b>',
  ...overrides,
});

const quoteBody = (businessID: string, overrides: Partial<QuoteCreateInput> = {}): QuoteCreateInput => ({
  businessID,
  unitPrice: 12.5,
  currency: 'USD',
  minimumOrderQuantity: 500,
  leadTimeDays: 30,
  incoterm: 'FOB',
  namedPlace: 'Ningbo',
  paymentTerms: '30% deposit, 70% against B/L copy',
  validUntil: utcDatePlus(30),
  message: 'We make these every week.',
  ...overrides,
});

type Caller = TestUser | null;
const call = (user: Caller, method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown) =>
  app.inject({
    method,
    url: `/api${url}`,
    headers: user?.headers ?? {},
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });

async function postRfq(buyer: TestUser, body: RfqCreateInput) {
  const response = await call(buyer, 'POST', '/rfq', body);
  expect(response.statusCode, response.body).toBe(201);
  return RfqCreatedAnswerSchema.parse(response.json()).data;
}

async function quote(user: TestUser, rfqID: string, body: QuoteCreateInput) {
  const response = await call(user, 'POST', `/rfq/${rfqID}/quotes`, body);
  expect(response.statusCode, response.body).toBe(201);
  return QuoteAnswerSchema.parse(response.json()).data;
}

/** A supplier of a selling type in the category, owned by a person of its own. */
async function supplier(
  category: ReferenceCategory,
  overrides: { companyName?: string; businessType?: string } = {},
) {
  const owner = await visitor();
  const { businessID } = await createBusiness(app, owner, {
    companyName: overrides.companyName ?? 'Ningbo Valve Works',
    categories: [category.ref],
    businessType: overrides.businessType ?? 'MA',
  });
  return { owner, businessID };
}

const errorOf = (response: { json: <T>() => T }) => response.json<ErrorEnvelope>();

describe('POST rfq', () => {
  it('sends the RFQ to every selling business of its category, best category match and membership first', async () => {
    const category = freshCategory();
    const other = freshCategory();
    const buyer = await visitor();
    const standard = await supplier(category);
    const platinum = await supplier(category);
    await setSubscription(database.db, platinum.businessID, 'platinum');
    // Its second category: a weaker match than the others' first, whatever its membership.
    const owner = await visitor();
    const secondary = await createBusiness(app, owner, {
      companyName: 'Hebei Pipe Fittings',
      categories: [other.ref, category.ref],
      businessType: 'DI',
    });
    await setSubscription(database.db, secondary.businessID, 'platinum');
    // Not matched: a consultant, a business of another category, and the buyer's own business.
    await supplier(category, { businessType: 'CO' });
    await supplier(other);
    const own = await createBusiness(app, buyer, { categories: [category.ref], businessType: 'MA' });

    const { rfqID, matched } = await postRfq(buyer, rfqBody(category));
    expect(matched).toBe(3);
    const rows = await database.db
      .select({ businessID: rfqMatches.businessID, rank: rfqMatches.rank })
      .from(rfqMatches)
      .where(eq(rfqMatches.rfqID, rfqID))
      .orderBy(rfqMatches.rank);
    expect(rows).toEqual([
      { businessID: platinum.businessID, rank: 1 },
      { businessID: standard.businessID, rank: 2 },
      { businessID: secondary.businessID, rank: 3 },
    ]);
    expect(rows.map((row) => row.businessID)).not.toContain(own.businessID);
  });

  it('tells each matched business through its notifications, without the name of an anonymous buyer', async () => {
    const category = freshCategory();
    const buyer = await visitor({ firstName: 'Quillon', lastName: 'Marbeck' });
    const seller = await supplier(category);
    const { rfqID } = await postRfq(buyer, rfqBody(category, { productName: 'Brass gate valves' }));
    const named = await postRfq(
      buyer,
      rfqBody(category, { productName: 'Bronze gate valves', identity: 'named' }),
    );

    const response = await call(seller.owner, 'GET', '/notifications');
    expect(response.statusCode, response.body).toBe(200);
    const { notifications } = NotificationsAnswerSchema.parse(response.json()).data;
    expect(notifications.map((n) => [n.type, n.subject, n.link, n.actor?.lastName ?? null])).toEqual([
      ['rfq.received', 'Bronze gate valves', `/rfq/${named.rfqID}?bid=${seller.businessID}`, 'Marbeck'],
      ['rfq.received', 'Brass gate valves', `/rfq/${rfqID}?bid=${seller.businessID}`, null],
    ]);

    // A quote tells the buyer, named as the supplier, linking to the compare table.
    const sent = await quote(seller.owner, rfqID, quoteBody(seller.businessID));
    const toBuyer = NotificationsAnswerSchema.parse((await call(buyer, 'GET', '/notifications')).json()).data
      .notifications;
    expect(toBuyer.map((n) => [n.type, n.subject, n.link, n.actor?.businessID ?? null])).toEqual([
      ['quote.received', 'Brass gate valves', `/rfq/${rfqID}/quotes`, seller.businessID],
    ]);

    // So does its one change: the buyer may have compared it already.
    const changed = await call(seller.owner, 'PUT', `/rfq/${rfqID}/quotes/${sent.quoteID}`, {
      unitPrice: 9.5,
    });
    expect(changed.statusCode, changed.body).toBe(200);
    const afterChange = NotificationsAnswerSchema.parse((await call(buyer, 'GET', '/notifications')).json())
      .data.notifications;
    expect(afterChange.map((n) => [n.type, n.link, n.actor?.businessID ?? null])).toEqual([
      ['quote.changed', `/rfq/${rfqID}/quotes`, seller.businessID],
      ['quote.received', `/rfq/${rfqID}/quotes`, seller.businessID],
    ]);
  });

  it('refuses bad input with 400 naming the field, and writes nothing', async () => {
    const category = freshCategory();
    const buyer = await visitor();
    const wrongIndustry = categories.find((c) => c.industryID !== category.industryID)!;
    const cases: [Partial<RfqCreateInput> & Record<string, unknown>, string][] = [
      [{ quantity: 0 }, 'quantity'],
      [{ quantity: -5 }, 'quantity'],
      [{ closesOn: utcDatePlus(-1) }, 'closesOn'],
      [{ closesOn: utcDatePlus(0) }, 'closesOn'],
      [{ closesOn: utcDatePlus(LIMITS.rfqCloseDaysMax + 1) }, 'closesOn'],
      [{ currency: 'XYZ' as never }, 'currency'],
      [{ incoterm: 'FAS' as never }, 'incoterm'],
      [{ unit: 'buckets' as never }, 'unit'],
      [{ targetUnitPrice: 0 }, 'targetUnitPrice'],
      [{ description: 'x'.repeat(LIMITS.rfqDescriptionMax + 1) }, 'description'],
      [{ categoryID: wrongIndustry.categoryID }, 'categoryID'],
      [{ destinationCountry: 'QQ' }, 'destinationCountry'],
      [{ identity: 'secret' as never }, 'identity'],
    ];
    for (const [overrides, path] of cases) {
      const response = await call(buyer, 'POST', '/rfq', rfqBody(category, overrides));
      expect(response.statusCode, `${path}: ${response.body}`).toBe(400);
      expect(errorOf(response).errors?.map((e) => e.path)).toContain(path);
    }
    expect((await call(null, 'POST', '/rfq', rfqBody(category))).statusCode).toBe(401);
    expect(await database.db.$count(rfqs, eq(rfqs.buyerUserID, buyer.userID))).toBe(0);
  });

  it('takes only pictures the buyer uploaded', async () => {
    const category = freshCategory();
    const buyer = await visitor();
    const response = await call(
      buyer,
      'POST',
      '/rfq',
      rfqBody(category, { pictures: [{ url: 'https://elsewhere.example/valve.jpg', versions: [] }] }),
    );
    expect(response.statusCode, response.body).toBe(403);
  });

  it(`allows ${LIMITS.rfqsPerDay} new RFQs a day per person, counted in the database, then 429`, async () => {
    const category = freshCategory();
    const buyer = await visitor();
    const own = await createBusiness(app, buyer, { businessType: 'IM' });
    for (let n = 0; n < LIMITS.rfqsPerDay; n += 1) {
      // As themself and as their business: one count.
      await postRfq(buyer, rfqBody(category, n % 2 ? { from: own.businessID } : {}));
    }
    const refused = await call(buyer, 'POST', '/rfq', rfqBody(category));
    expect(refused.statusCode).toBe(429);
    expect(errorOf(refused).name).toBe('RateLimited');
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    // A day later the oldest leave the count.
    await database.db
      .update(rfqs)
      .set({ createdAt: new Date(Date.now() - 25 * 60 * 60 * 1000) })
      .where(eq(rfqs.buyerUserID, buyer.userID));
    await postRfq(buyer, rfqBody(category));
  });
});

describe('reading RFQs', () => {
  it('lists the buyer’s RFQs by status with their quote counts and time left', async () => {
    const category = freshCategory();
    const buyer = await visitor();
    const seller = await supplier(category);
    const first = await postRfq(buyer, rfqBody(category, { productName: 'First' }));
    const second = await postRfq(
      buyer,
      rfqBody(category, { productName: 'Second', closesOn: utcDatePlus(2) }),
    );
    await quote(seller.owner, first.rfqID, quoteBody(seller.businessID));
    expect((await call(buyer, 'POST', `/rfq/${second.rfqID}/close`)).statusCode).toBe(200);

    const list = async (query = '') => {
      const response = await call(buyer, 'GET', `/rfq${query}`);
      expect(response.statusCode, response.body).toBe(200);
      return BuyerRfqListAnswerSchema.parse(response.json()).data;
    };
    const all = await list();
    expect(all.map((r) => [r.productName, r.status, r.quoteCount])).toEqual([
      ['Second', 'closed', 0],
      ['First', 'open', 1],
    ]);
    expect(all[1]!.secondsLeft).toBeGreaterThan(13 * 24 * 3600);
    expect((await list('?status=open')).map((r) => r.rfqID)).toEqual([first.rfqID]);
    expect((await list('?status=closed')).map((r) => r.rfqID)).toEqual([second.rfqID]);
    expect(await list('?status=awarded')).toEqual([]);
    expect((await call(null, 'GET', '/rfq')).statusCode).toBe(401);
  });

  it('shows an RFQ to its buyer and matched suppliers only; anyone else gets 404', async () => {
    const category = freshCategory();
    const buyer = await visitor();
    const seller = await supplier(category);
    const unmatched = await supplier(freshCategory());
    const outsider = await visitor();
    const { rfqID } = await postRfq(buyer, rfqBody(category));

    const asBuyer = await call(buyer, 'GET', `/rfq/${rfqID}`);
    expect(asBuyer.statusCode, asBuyer.body).toBe(200);
    expect(RfqAnswerSchema.parse(asBuyer.json()).data).toMatchObject({
      quoteCount: 0,
      buyer: { userID: buyer.userID },
    });
    const asSeller = await call(seller.owner, 'GET', `/rfq/${rfqID}`);
    expect(RfqAnswerSchema.parse(asSeller.json()).data).toMatchObject({ buyer: null, myQuote: null });

    for (const user of [outsider, unmatched.owner]) {
      expect((await call(user, 'GET', `/rfq/${rfqID}`)).statusCode).toBe(404);
      expect((await call(user, 'GET', `/rfq/${rfqID}/quotes`)).statusCode).toBe(404);
    }
    expect((await call(seller.owner, 'GET', `/rfq/${rfqID}/quotes`)).statusCode).toBe(404);
    expect((await call(outsider, 'GET', `/business/${seller.businessID}/rfq`)).statusCode).toBe(404);
    expect((await call(outsider, 'GET', `/business/${seller.businessID}/quotes`)).statusCode).toBe(404);
    expect((await call(buyer, 'GET', '/rfq/not-an-id')).statusCode).toBe(400);
  });

  it('lists a business’s market newest first for its owners, admins and members, filtered by category, country, quantity', async () => {
    const category = freshCategory();
    const other = freshCategory();
    const buyer = await visitor();
    const owner = await visitor();
    const member = await visitor();
    const { businessID } = await createBusiness(app, owner, { categories: [category.ref, other.ref] });
    await addMember(app, owner, businessID, member, 'member');
    const small = await postRfq(buyer, rfqBody(category, { quantity: 10, destinationCountry: 'FR' }));
    const large = await postRfq(buyer, rfqBody(other, { quantity: 5000 }));
    const closed = await postRfq(buyer, rfqBody(category));
    await call(buyer, 'POST', `/rfq/${closed.rfqID}/close`);

    const market = async (query = '') => {
      const response = await call(member, 'GET', `/business/${businessID}/rfq${query}`);
      expect(response.statusCode, response.body).toBe(200);
      return RfqMarketAnswerSchema.parse(response.json()).data;
    };
    const all = await market();
    expect(all.rfqs.map((r) => r.rfqID)).toEqual([large.rfqID, small.rfqID]);
    expect(all.quoteRights).toMatchObject({ allowance: MONTHLY_QUOTE_RIGHTS.standard, used: 0 });
    expect((await market(`?categoryID=${category.categoryID}`)).rfqs.map((r) => r.rfqID)).toEqual([
      small.rfqID,
    ]);
    expect((await market('?country=fr')).rfqs.map((r) => r.rfqID)).toEqual([small.rfqID]);
    expect((await market('?minQuantity=100')).rfqs.map((r) => r.rfqID)).toEqual([large.rfqID]);
    expect((await market('?maxQuantity=100')).rfqs.map((r) => r.rfqID)).toEqual([small.rfqID]);
    expect((await call(member, 'GET', `/business/${businessID}/rfq?minQuantity=-1`)).statusCode).toBe(400);
  });
});

describe('changing and closing an RFQ', () => {
  it('lets the buyer edit it until its first quote, then answers 409', async () => {
    const category = freshCategory();
    const buyer = await visitor();
    const seller = await supplier(category);
    const { rfqID } = await postRfq(buyer, rfqBody(category));
    const edited = await call(buyer, 'PUT', `/rfq/${rfqID}`, { quantity: 2000, description: 'Now 2000.' });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(RfqAnswerSchema.parse(edited.json()).data).toMatchObject({
      quantity: 2000,
      identity: 'anonymous',
    });
    expect((await call(seller.owner, 'PUT', `/rfq/${rfqID}`, { quantity: 1 })).statusCode).toBe(404);
    expect((await call(buyer, 'PUT', `/rfq/${rfqID}`, { quantity: 0 })).statusCode).toBe(400);
    expect((await call(buyer, 'PUT', `/rfq/${rfqID}`, {})).statusCode).toBe(400);

    await quote(seller.owner, rfqID, quoteBody(seller.businessID));
    const late = await call(buyer, 'PUT', `/rfq/${rfqID}`, { quantity: 3000 });
    expect(late.statusCode).toBe(409);
    expect(errorOf(late).message).toBe(RFQ_QUOTED_MESSAGE);
  });

  it('closes early: the RFQ leaves the market and takes no quote (409)', async () => {
    const category = freshCategory();
    const buyer = await visitor();
    const seller = await supplier(category);
    const { rfqID } = await postRfq(buyer, rfqBody(category));
    expect((await call(seller.owner, 'POST', `/rfq/${rfqID}/close`)).statusCode).toBe(404);
    expect((await call(buyer, 'POST', `/rfq/${rfqID}/close`)).statusCode).toBe(200);
    const refused = await call(seller.owner, 'POST', `/rfq/${rfqID}/quotes`, quoteBody(seller.businessID));
    expect(refused.statusCode).toBe(409);
    expect(errorOf(refused).message).toBe(RFQ_CLOSED_MESSAGE);
    const market = await call(seller.owner, 'GET', `/business/${seller.businessID}/rfq`);
    expect(RfqMarketAnswerSchema.parse(market.json()).data.rfqs).toEqual([]);
  });

  it('closes by itself when its date passes', async () => {
    const category = freshCategory();
    const buyer = await visitor();
    const seller = await supplier(category);
    const { rfqID } = await postRfq(buyer, rfqBody(category));
    await database.db
      .update(rfqs)
      .set({ closesAt: new Date(Date.now() - 1000) })
      .where(eq(rfqs.id, rfqID));
    const refused = await call(seller.owner, 'POST', `/rfq/${rfqID}/quotes`, quoteBody(seller.businessID));
    expect(refused.statusCode).toBe(409);
    const view = await call(buyer, 'GET', `/rfq/${rfqID}`);
    expect(RfqAnswerSchema.parse(view.json()).data).toMatchObject({ status: 'closed', secondsLeft: 0 });
  });
});

describe('quotes', () => {
  it('takes one quote per business, changed once until the buyer decides, and withdrawn', async () => {
    const category = freshCategory();
    const buyer = await visitor();
    const seller = await supplier(category);
    const member = await visitor();
    await addMember(app, seller.owner, seller.businessID, member, 'member');
    const { rfqID } = await postRfq(buyer, rfqBody(category));

    const sent = await quote(member, rfqID, quoteBody(seller.businessID));
    expect(sent).toMatchObject({ status: 'submitted', edited: false, unitPrice: 12.5 });
    const again = await call(seller.owner, 'POST', `/rfq/${rfqID}/quotes`, quoteBody(seller.businessID));
    expect(again.statusCode).toBe(409);
    expect(errorOf(again).message).toBe(QUOTE_EXISTS_MESSAGE);

    const url = `/rfq/${rfqID}/quotes/${sent.quoteID}`;
    expect((await call(buyer, 'PUT', url, { unitPrice: 1 })).statusCode).toBe(404);
    const changed = await call(seller.owner, 'PUT', url, { unitPrice: 11.75, leadTimeDays: 25 });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(QuoteAnswerSchema.parse(changed.json()).data).toMatchObject({ unitPrice: 11.75, edited: true });
    const twice = await call(seller.owner, 'PUT', url, { unitPrice: 11 });
    expect(twice.statusCode).toBe(409);
    expect(errorOf(twice).message).toBe(QUOTE_EDITED_MESSAGE);

    const withdrawn = await call(member, 'POST', `${url}/withdraw`);
    expect(withdrawn.statusCode, withdrawn.body).toBe(200);
    expect(QuoteAnswerSchema.parse(withdrawn.json()).data.status).toBe('withdrawn');
    const mine = await call(member, 'GET', `/business/${seller.businessID}/quotes`);
    expect(BusinessQuotesAnswerSchema.parse(mine.json()).data.map((q) => q.status)).toEqual(['withdrawn']);
  });

  it('refuses bad quotes with 400, a business quoting its own buyer’s RFQ included', async () => {
    const category = freshCategory();
    const buyer = await visitor();
    const seller = await supplier(category);
    const own = await createBusiness(app, buyer, { categories: [category.ref] });
    const { rfqID } = await postRfq(buyer, rfqBody(category, { from: own.businessID }));

    const ownQuote = await call(buyer, 'POST', `/rfq/${rfqID}/quotes`, quoteBody(own.businessID));
    expect(ownQuote.statusCode).toBe(400);
    expect(errorOf(ownQuote).message).toBe(RFQ_OWN_MESSAGE);
    const cases: [Partial<QuoteCreateInput>, string][] = [
      [{ unitPrice: 0 }, 'unitPrice'],
      [{ minimumOrderQuantity: -1 }, 'minimumOrderQuantity'],
      [{ currency: 'ABC' as never }, 'currency'],
      [{ incoterm: 'XYZ' as never }, 'incoterm'],
      [{ validUntil: utcDatePlus(-1) }, 'validUntil'],
      [{ leadTimeDays: 1.5 }, 'leadTimeDays'],
      [{ message: '' }, 'message'],
    ];
    for (const [overrides, path] of cases) {
      const response = await call(
        seller.owner,
        'POST',
        `/rfq/${rfqID}/quotes`,
        quoteBody(seller.businessID, overrides),
      );
      expect(response.statusCode, `${path}: ${response.body}`).toBe(400);
      expect(errorOf(response).errors?.map((e) => e.path)).toContain(path);
    }
    // A product of another business.
    const otherOwner = await visitor();
    const other = await createBusiness(app, otherOwner);
    const foreign = await createProduct(app, otherOwner, other.businessID);
    const badProduct = await call(
      seller.owner,
      'POST',
      `/rfq/${rfqID}/quotes`,
      quoteBody(seller.businessID, { productID: foreign }),
    );
    expect(badProduct.statusCode).toBe(400);
    // Someone outside the business, and a business the RFQ was not sent to.
    const outsider = await visitor();
    expect(
      (await call(outsider, 'POST', `/rfq/${rfqID}/quotes`, quoteBody(seller.businessID))).statusCode,
    ).toBe(404);
    expect(
      (await call(otherOwner, 'POST', `/rfq/${rfqID}/quotes`, quoteBody(other.businessID))).statusCode,
    ).toBe(404);
    expect(await database.db.$count(rfqQuotes, eq(rfqQuotes.rfqID, rfqID))).toBe(0);
  });

  it('spends the month’s quote rights of the level, gives them back for declined and withdrawn quotes', async () => {
    const category = freshCategory();
    const buyer = await visitor();
    const seller = await supplier(category);
    const cap = MONTHLY_QUOTE_RIGHTS.standard;
    const rfqIDs: string[] = [];
    for (let n = 0; n <= cap + 1; n += 1) rfqIDs.push((await postRfq(buyer, rfqBody(category))).rfqID);
    const quoteIDs: string[] = [];
    for (const rfqID of rfqIDs.slice(0, cap))
      quoteIDs.push((await quote(seller.owner, rfqID, quoteBody(seller.businessID))).quoteID);

    const spent = await call(
      seller.owner,
      'POST',
      `/rfq/${rfqIDs[cap]}/quotes`,
      quoteBody(seller.businessID),
    );
    expect(spent.statusCode).toBe(403);
    expect(errorOf(spent)).toMatchObject({
      name: 'PlanLimitReached',
      message: quoteRightsSpentMessage('standard'),
    });

    // Declined by the buyer: the right comes back.
    const declined = await call(buyer, 'POST', `/rfq/${rfqIDs[0]}/quotes/${quoteIDs[0]}/decline`, {
      reason: 'price-too-high',
    });
    expect(declined.statusCode, declined.body).toBe(200);
    await quote(seller.owner, rfqIDs[cap]!, quoteBody(seller.businessID));
    // Withdrawn by the business: the right comes back too.
    expect(
      (await call(seller.owner, 'POST', `/rfq/${rfqIDs[1]}/quotes/${quoteIDs[1]}/withdraw`)).statusCode,
    ).toBe(200);
    await quote(seller.owner, rfqIDs[cap + 1]!, quoteBody(seller.businessID));

    // A higher level has more.
    await setSubscription(database.db, seller.businessID, 'gold');
    const market = await call(seller.owner, 'GET', `/business/${seller.businessID}/rfq`);
    expect(RfqMarketAnswerSchema.parse(market.json()).data.quoteRights).toMatchObject({
      allowance: MONTHLY_QUOTE_RIGHTS.gold,
      used: cap,
      left: MONTHLY_QUOTE_RIGHTS.gold - cap,
    });
  });

  it('never passes the rights when many quotes are sent at once', async () => {
    const category = freshCategory();
    const buyers = [await visitor(), await visitor()];
    const seller = await supplier(category);
    const rfqIDs: string[] = [];
    for (let n = 0; n < MONTHLY_QUOTE_RIGHTS.standard + 3; n += 1) {
      rfqIDs.push((await postRfq(buyers[n % 2]!, rfqBody(category))).rfqID);
    }
    const answers = await Promise.all(
      rfqIDs.map((rfqID) => call(seller.owner, 'POST', `/rfq/${rfqID}/quotes`, quoteBody(seller.businessID))),
    );
    expect(answers.filter((a) => a.statusCode === 201)).toHaveLength(MONTHLY_QUOTE_RIGHTS.standard);
    expect(answers.filter((a) => a.statusCode === 403)).toHaveLength(3);
  });
});

describe('comparing and deciding', () => {
  it('lists every quote to the buyer only, sorted, with totals and the newest rate’s conversion', async () => {
    const category = freshCategory();
    const buyer = await visitor();
    const [usd, eur, chf] = [await supplier(category), await supplier(category), await supplier(category)];
    const { rfqID } = await postRfq(buyer, rfqBody(category, { quantity: 100 }));
    await database.db.insert(exchangeRates).values([
      { baseCurrency: 'EUR', quoteCurrency: 'USD', rateDate: '2026-01-02', rate: 1.5 },
      { baseCurrency: 'EUR', quoteCurrency: 'USD', rateDate: '2026-02-01', rate: 1.1 },
      // Kept the other way round: USD in EUR; the conversion inverts it.
    ]);
    await quote(
      usd.owner,
      rfqID,
      quoteBody(usd.businessID, {
        unitPrice: 12,
        leadTimeDays: 40,
        minimumOrderQuantity: 10,
        incoterm: 'CIF',
      }),
    );
    await quote(
      eur.owner,
      rfqID,
      quoteBody(eur.businessID, {
        unitPrice: 10,
        currency: 'EUR',
        leadTimeDays: 20,
        minimumOrderQuantity: 50,
        incoterm: 'EXW',
      }),
    );
    await quote(
      chf.owner,
      rfqID,
      quoteBody(chf.businessID, { unitPrice: 1, currency: 'CHF', leadTimeDays: 30, minimumOrderQuantity: 5 }),
    );

    const compare = async (sort: string) => {
      const response = await call(buyer, 'GET', `/rfq/${rfqID}/quotes?sort=${sort}`);
      expect(response.statusCode, response.body).toBe(200);
      return QuoteCompareAnswerSchema.parse(response.json()).data;
    };
    const byPrice = await compare('unitPrice');
    expect(byPrice.map((q) => q.businessID)).toEqual([eur.businessID, usd.businessID, chf.businessID]);
    expect(byPrice[0]).toMatchObject({
      unitPrice: 10,
      currency: 'EUR',
      total: 1000,
      converted: { currency: 'USD', unitPrice: 11, total: 1100, rate: 1.1, rateDate: '2026-02-01' },
    });
    expect(byPrice[1]).toMatchObject({ total: 1200, converted: null });
    expect(byPrice[2]).toMatchObject({ currency: 'CHF', converted: null });
    expect((await compare('total')).map((q) => q.businessID)).toEqual([
      eur.businessID,
      usd.businessID,
      chf.businessID,
    ]);
    expect((await compare('leadTime')).map((q) => q.leadTimeDays)).toEqual([20, 30, 40]);
    expect((await compare('moq')).map((q) => q.minimumOrderQuantity)).toEqual([5, 10, 50]);

    // The other way round: a CHF rate kept as USD → CHF converts by its inverse.
    await database.db
      .insert(exchangeRates)
      .values({ baseCurrency: 'USD', quoteCurrency: 'CHF', rateDate: '2026-03-01', rate: 0.5 });
    const withChf = await compare('unitPrice');
    expect(withChf.map((q) => q.currency)).toEqual(['CHF', 'EUR', 'USD']);
    expect(withChf[0]!.converted).toMatchObject({ unitPrice: 2, rate: 2, rateDate: '2026-03-01' });
    // Of a pair kept both ways round, the newer rate converts; of two of one day, the one kept this way round.
    const eurConverted = async () =>
      (await compare('unitPrice')).find((q) => q.currency === 'EUR')!.converted;
    await database.db
      .insert(exchangeRates)
      .values({ baseCurrency: 'USD', quoteCurrency: 'EUR', rateDate: '2026-02-15', rate: 0.8 });
    expect(await eurConverted()).toMatchObject({ unitPrice: 12.5, rate: 1.25, rateDate: '2026-02-15' });
    await database.db
      .insert(exchangeRates)
      .values({ baseCurrency: 'EUR', quoteCurrency: 'USD', rateDate: '2026-02-15', rate: 1.15 });
    expect(await eurConverted()).toMatchObject({
      unitPrice: 11.5,
      total: 1150,
      rate: 1.15,
      rateDate: '2026-02-15',
    });
    expect((await call(buyer, 'GET', `/rfq/${rfqID}/quotes?sort=colour`)).statusCode).toBe(400);

    // Orders of kinds: Incoterms in the list's order, verified and higher levels first, cheaper first among equals.
    await database.db
      .update(tables.businesses)
      .set({ verified: true })
      .where(eq(tables.businesses.id, usd.businessID));
    await setSubscription(database.db, chf.businessID, 'gold');
    expect((await compare('verification')).map((q) => q.businessID)).toEqual([
      usd.businessID,
      chf.businessID,
      eur.businessID,
    ]);
    const byLevel = await compare('membership');
    expect(byLevel.map((q) => q.subscription)).toEqual(['gold', 'standard', 'standard']);
    expect(byLevel.map((q) => q.businessID)).toEqual([chf.businessID, eur.businessID, usd.businessID]);
    expect((await compare('incoterm')).map((q) => q.incoterm)).toEqual(['EXW', 'FOB', 'CIF']);
    // The supplier answering the most within 48 hours first; a new supplier (under 5 cases) last.
    for (const [businessID, cases, repliedWithin48h] of [
      [usd.businessID, 10, 9],
      [eur.businessID, 10, 5],
      [chf.businessID, 2, 2],
    ] as const) {
      await database.db
        .insert(tables.businessResponseMetrics)
        .values({
          businessID,
          cases,
          repliedWithin48h,
          medianFirstReplySeconds: 3600,
          computedAt: new Date(),
        })
        .onConflictDoUpdate({
          target: tables.businessResponseMetrics.businessID,
          set: { cases, repliedWithin48h, medianFirstReplySeconds: 3600, staleAt: null },
        });
    }
    const byAnswers = await compare('responseRate');
    expect(byAnswers.map((q) => q.businessID)).toEqual([usd.businessID, eur.businessID, chf.businessID]);
    expect(byAnswers.map((q) => q.responseMetrics.replyRate)).toEqual([0.9, 0.5, null]);
    // An anonymous RFQ shows the buyer to no supplier until they reveal themself to one.
    expect(byLevel.every((q) => !q.revealed)).toBe(true);
    await call(buyer, 'POST', `/rfq/${rfqID}/reveal`, { businessID: eur.businessID });
    expect((await compare('unitPrice')).map((q) => [q.businessID, q.revealed])).toEqual([
      [chf.businessID, false],
      [eur.businessID, true],
      [usd.businessID, false],
    ]);
  });

  it('shortlists, declines with a reason the supplier sees and is told of, and awards', async () => {
    const category = freshCategory();
    const buyer = await visitor({ firstName: 'Ysolde', lastName: 'Brandqvist' });
    const [chosen, declined, other] = [
      await supplier(category),
      await supplier(category),
      await supplier(category),
    ];
    const { rfqID } = await postRfq(buyer, rfqBody(category, { productName: 'Forged flanges' }));
    const q1 = await quote(
      chosen.owner,
      rfqID,
      quoteBody(chosen.businessID, { message: 'Best forged flanges.' }),
    );
    const q2 = await quote(declined.owner, rfqID, quoteBody(declined.businessID));
    const q3 = await quote(other.owner, rfqID, quoteBody(other.businessID));

    const shortlisted = await call(buyer, 'POST', `/rfq/${rfqID}/quotes/${q1.quoteID}/shortlist`);
    expect(QuoteAnswerSchema.parse(shortlisted.json()).data.status).toBe('shortlisted');
    expect(
      (await call(chosen.owner, 'POST', `/rfq/${rfqID}/quotes/${q1.quoteID}/shortlist`)).statusCode,
    ).toBe(404);
    const bad = await call(buyer, 'POST', `/rfq/${rfqID}/quotes/${q2.quoteID}/decline`, {
      reason: 'too-blue',
    });
    expect(bad.statusCode).toBe(400);
    const refused = await call(buyer, 'POST', `/rfq/${rfqID}/quotes/${q2.quoteID}/decline`, {
      reason: 'lead-time-too-long',
    });
    expect(refused.statusCode, refused.body).toBe(200);
    const theirs = await call(declined.owner, 'GET', `/business/${declined.businessID}/quotes`);
    // Named by what the RFQ asks for, in the business's own list.
    expect(BusinessQuotesAnswerSchema.parse(theirs.json()).data[0]).toMatchObject({
      productName: 'Forged flanges',
      status: 'declined',
      declineReason: 'lead-time-too-long',
    });
    // A declined quote cannot be changed any more.
    expect(
      (await call(declined.owner, 'PUT', `/rfq/${rfqID}/quotes/${q2.quoteID}`, { unitPrice: 1 })).statusCode,
    ).toBe(409);

    const awarded = await call(buyer, 'POST', `/rfq/${rfqID}/quotes/${q1.quoteID}/award`);
    expect(awarded.statusCode, awarded.body).toBe(200);
    const { requestID } = QuoteAwardedAnswerSchema.parse(awarded.json()).data;
    expect((await call(buyer, 'POST', `/rfq/${rfqID}/quotes/${q3.quoteID}/award`)).statusCode).toBe(409);

    const [rfqRow] = await database.db.select().from(rfqs).where(eq(rfqs.id, rfqID));
    expect(rfqRow).toMatchObject({ status: 'awarded', awardInquiryID: requestID });
    const statuses = await database.db
      .select({ id: rfqQuotes.id, status: rfqQuotes.status, reason: rfqQuotes.declineReason })
      .from(rfqQuotes)
      .where(eq(rfqQuotes.rfqID, rfqID));
    expect(new Map(statuses.map((s) => [s.id, [s.status, s.reason]]))).toEqual(
      new Map([
        [q1.quoteID, ['awarded', null]],
        [q2.quoteID, ['declined', 'lead-time-too-long']],
        [q3.quoteID, ['declined', 'another-supplier-chosen']],
      ]),
    );

    // The thread opens with the quote at its top, the buyer named to that supplier only.
    const thread = await call(
      chosen.owner,
      'GET',
      `/business/request/${requestID}/get-messages?bid=${chosen.businessID}`,
    );
    expect(thread.statusCode, thread.body).toBe(200);
    const { request, messages } = ThreadMessagesAnswerSchema.parse(thread.json()).data;
    expect(request.from).toMatchObject({ id: buyer.userID, name: 'Ysolde Brandqvist' });
    expect(messages[0]!.content).toContain('Best forged flanges.');
    expect(messages[0]!.content).toContain('12.5 USD');
    const seen = await call(chosen.owner, 'GET', `/rfq/${rfqID}`);
    expect(RfqAnswerSchema.parse(seen.json()).data.buyer).toMatchObject({ userID: buyer.userID });
    const unseen = await call(other.owner, 'GET', `/rfq/${rfqID}`);
    expect(RfqAnswerSchema.parse(unseen.json()).data.buyer).toBeNull();

    // The declined suppliers are told, without the buyer's name.
    for (const told of [declined, other]) {
      const response = await call(told.owner, 'GET', '/notifications');
      const kinds = NotificationsAnswerSchema.parse(response.json()).data.notifications.map((n) => [
        n.type,
        n.actor,
      ]);
      expect(kinds).toContainEqual(['quote.declined', null]);
      expect(response.body).not.toContain('Brandqvist');
    }
    // An awarded RFQ takes no more quotes.
    const late = await supplier(category);
    await database.db.insert(rfqMatches).values({ rfqID, businessID: late.businessID, rank: 9 });
    expect(
      (await call(late.owner, 'POST', `/rfq/${rfqID}/quotes`, quoteBody(late.businessID))).statusCode,
    ).toBe(409);
  });
});

describe('the buyer’s identity', () => {
  it('never appears in any answer to a supplier before it is revealed, on every route that returns an RFQ or quote', async () => {
    const category = freshCategory();
    const buyer = await visitor({
      firstName: 'Oriel',
      lastName: 'Kastellanos',
      email: 'oriel.kastellanos@example.com',
    });
    const buyerBusiness = await createBusiness(app, buyer, {
      companyName: 'Kastellanos Trading',
      businessType: 'IM',
    });
    const seller = await supplier(category);
    const rival = await supplier(category);
    const secrets = [buyer.userID, 'Oriel', 'Kastellanos', buyer.email, buyerBusiness.businessID];
    const { rfqID } = await postRfq(buyer, rfqBody(category, { from: buyerBusiness.businessID }));
    const rivalQuote = await quote(rival.owner, rfqID, quoteBody(rival.businessID));

    const answers: { route: string; body: string }[] = [];
    const record = async (route: string, response: Awaited<ReturnType<typeof call>>) => {
      expect(response.statusCode, `${route}: ${response.body}`).toBeLessThan(300);
      answers.push({ route, body: response.body });
      return response;
    };
    await record('rfqGet', await call(seller.owner, 'GET', `/rfq/${rfqID}`));
    await record('rfqGet bid', await call(seller.owner, 'GET', `/rfq/${rfqID}?bid=${seller.businessID}`));
    await record('rfqMarket', await call(seller.owner, 'GET', `/business/${seller.businessID}/rfq`));
    const created = await record(
      'quoteCreate',
      await call(seller.owner, 'POST', `/rfq/${rfqID}/quotes`, quoteBody(seller.businessID)),
    );
    const { quoteID } = QuoteAnswerSchema.parse(created.json()).data;
    const url = `/rfq/${rfqID}/quotes/${quoteID}`;
    await record('quoteUpdate', await call(seller.owner, 'PUT', url, { unitPrice: 12 }));
    await record('businessQuotes', await call(seller.owner, 'GET', `/business/${seller.businessID}/quotes`));
    await call(buyer, 'POST', `${url}/decline`, { reason: 'price-too-high' });
    await record('quoteWithdraw', await call(seller.owner, 'POST', `${url}/withdraw`));
    await record('notifications', await call(seller.owner, 'GET', '/notifications'));
    await record('rfqGet after', await call(seller.owner, 'GET', `/rfq/${rfqID}`));
    for (const { route, body } of answers) {
      for (const secret of secrets) expect(body, `${route} shows ${secret}`).not.toContain(secret);
    }
    // Routes only the buyer may call answer a supplier 404, with nothing of the RFQ.
    for (const [method, path] of [
      ['GET', `/rfq/${rfqID}/quotes`],
      ['POST', `/rfq/${rfqID}/quotes/${rivalQuote.quoteID}/shortlist`],
      ['POST', `/rfq/${rfqID}/close`],
    ] as const) {
      const response = await call(seller.owner, method, path);
      expect(response.statusCode).toBe(404);
      for (const secret of secrets) expect(response.body).not.toContain(secret);
    }

    // Revealed to one supplier: it alone sees the buyer.
    expect(
      (await call(seller.owner, 'POST', `/rfq/${rfqID}/reveal`, { businessID: seller.businessID }))
        .statusCode,
    ).toBe(404);
    expect(
      (await call(buyer, 'POST', `/rfq/${rfqID}/reveal`, { businessID: seller.businessID })).statusCode,
    ).toBe(200);
    const shown = await call(seller.owner, 'GET', `/rfq/${rfqID}`);
    expect(RfqAnswerSchema.parse(shown.json()).data.buyer).toEqual({
      userID: buyer.userID,
      name: 'Oriel Kastellanos',
      email: buyer.email,
      businessID: buyerBusiness.businessID,
      companyName: 'Kastellanos Trading',
    });
    const market = await call(seller.owner, 'GET', `/business/${seller.businessID}/rfq`);
    expect(market.body).toContain('Kastellanos Trading');
    const hidden = await call(rival.owner, 'GET', `/rfq/${rfqID}`);
    for (const secret of secrets) expect(hidden.body).not.toContain(secret);
    const notRevealed = await database.db
      .select({ revealedAt: rfqMatches.revealedAt })
      .from(rfqMatches)
      .where(and(eq(rfqMatches.rfqID, rfqID), eq(rfqMatches.businessID, rival.businessID)));
    expect(notRevealed[0]?.revealedAt).toBeNull();
  });
});

describe('exchange rates', () => {
  it('are kept by administrators only, one per pair and day, the newest listed', async () => {
    const administrator = await visitor();
    const stranger = await visitor();
    await database.db.insert(tables.administrators).values({ userID: administrator.userID });
    const put = (user: TestUser, body: Record<string, unknown>) =>
      call(user, 'PUT', '/admin/exchange-rates', body);
    const rate = { baseCurrency: 'GBP', quoteCurrency: 'JPY', rateDate: utcDatePlus(-2), rate: 190.5 };
    expect((await put(stranger, rate)).statusCode).toBe(404);
    expect((await put(administrator, rate)).statusCode).toBe(200);
    expect((await put(administrator, { ...rate, rate: 191 })).statusCode).toBe(200);
    expect((await put(administrator, { ...rate, rateDate: utcDatePlus(-1), rate: 192.25 })).statusCode).toBe(
      200,
    );
    for (const bad of [
      { ...rate, rate: 0 },
      { ...rate, quoteCurrency: 'GBP' },
      { ...rate, baseCurrency: 'XXX' },
      { ...rate, rateDate: utcDatePlus(1) },
    ]) {
      expect((await put(administrator, bad)).statusCode).toBe(400);
    }
    const list = await call(administrator, 'GET', '/admin/exchange-rates');
    expect(list.statusCode, list.body).toBe(200);
    const pairs = list.json<{ data: { baseCurrency: string; rate: number; rateDate: string }[] }>().data;
    expect(pairs.filter((p) => p.baseCurrency === 'GBP')).toEqual([
      { baseCurrency: 'GBP', quoteCurrency: 'JPY', rateDate: utcDatePlus(-1), rate: 192.25 },
    ]);
    expect(await database.db.$count(exchangeRates, eq(exchangeRates.baseCurrency, 'GBP'))).toBe(2);
  });
});
