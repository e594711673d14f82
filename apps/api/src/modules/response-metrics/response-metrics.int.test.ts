import { randomUUID } from 'node:crypto';
import {
  BusinessProfileAnswerSchema,
  QuoteCompareAnswerSchema,
  RfqCreatedAnswerSchema,
  utcDatePlus,
  type ResponseMetrics,
} from '@b2b/contracts';
import { eq, inArray, sql, tables } from '@b2b/db';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  categoriesInTurn,
  createBusiness,
  referenceCategories,
  type ReferenceCategory,
} from '../../test/business-factory.ts';
import { setSubscription } from '../../test/product-factory.ts';
import type { TestUser } from '../../test/test-tokens.ts';
import { useTestApp } from '../../test/use-test-app.ts';
import { recomputeResponseMetrics, responseMetricsRepository } from './response-metrics.repository.ts';

const { app, database, visitor } = await useTestApp();
const { db } = database;
const { businessResponseMetrics, inquiries, inquiryMessages, rfqs, rfqMatches, rfqQuotes } = tables;

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const ago = (ms: number) => new Date(Date.now() - ms);

let categories: ReferenceCategory[];
let buyer: TestUser;
const freshCategory = categoriesInTurn(() => categories);

beforeAll(async () => {
  categories = await referenceCategories(app);
  buyer = await visitor();
});

/** What an RFQ of these tests asks, as posted and as stored. */
const rfqFields = (category: ReferenceCategory) => ({
  productName: 'Ball valves',
  industryID: category.industryID,
  categoryID: category.categoryID,
  quantity: 100,
  unit: 'pieces' as const,
  currency: 'USD',
  destinationCountry: 'DE',
  incoterm: 'FOB' as const,
  description: 'DN50',
});
const rfqBody = (category: ReferenceCategory) => ({ ...rfqFields(category), closesOn: utcDatePlus(14) });

async function postRfq(category: ReferenceCategory): Promise<string> {
  const posted = await app.inject({
    method: 'POST',
    url: '/api/rfq',
    headers: buyer.headers,
    payload: rfqBody(category),
  });
  expect(posted.statusCode, posted.body).toBe(201);
  return RfqCreatedAnswerSchema.parse(posted.json()).data.rfqID;
}

async function business(category = categories[0]!) {
  const owner = await visitor();
  const { businessID } = await createBusiness(app, owner, { categories: [category.ref], businessType: 'MA' });
  return { owner, businessID };
}

/**
 * A request received `age` ago, which the business first answered `reply` after it came (none when left out), and
 * which its sender ended `endedBySender` after it came.
 */
async function thread(
  businessID: string,
  age: number,
  { reply, endedBySender }: { reply?: number; endedBySender?: number } = {},
) {
  const id = randomUUID();
  const createdAt = ago(age);
  const closedAt = endedBySender === undefined ? null : new Date(createdAt.getTime() + endedBySender);
  await db.insert(inquiries).values({
    id,
    senderID: randomUUID(),
    receiverBusinessID: businessID,
    subject: 'Prices',
    createdAt,
    lastMessageAt: createdAt,
    receiverRepliedAt: reply === undefined ? null : new Date(createdAt.getTime() + reply),
    ...(closedAt ? { status: 'closed' as const, closedBy: 'S' as const, closedAt } : {}),
  });
  const messages: { side: 'S' | 'R'; at: Date }[] = [{ side: 'S', at: createdAt }];
  if (reply !== undefined) {
    messages.push({ side: 'R', at: new Date(createdAt.getTime() + reply) });
    // A second reply later does not move the first.
    messages.push({ side: 'R', at: new Date(createdAt.getTime() + reply + HOUR) });
  }
  await db
    .insert(inquiryMessages)
    .values(
      messages.map((m) => ({ id: randomUUID(), inquiryID: id, side: m.side, content: 'x', createdAt: m.at })),
    );
  return id;
}

/** An RFQ matched to the business `age` ago, quoted `quote` after (none when left out), closing `closesIn` after the match. */
async function match(
  businessID: string,
  age: number,
  {
    quote,
    closesIn = 30 * DAY,
    closedEarly,
  }: { quote?: number; closesIn?: number; closedEarly?: number } = {},
) {
  const category = categories[0]!;
  const rfqID = randomUUID();
  const createdAt = ago(age);
  const at = (offset: number) => new Date(createdAt.getTime() + offset);
  await db.insert(rfqs).values({
    id: rfqID,
    buyerUserID: buyer.userID,
    ...rfqFields(category),
    closesAt: at(closesIn),
    createdAt,
    ...(closedEarly === undefined ? {} : { status: 'closed' as const, closedAt: at(closedEarly) }),
  });
  await db.insert(rfqMatches).values({ rfqID, businessID, rank: 1, createdAt });
  if (quote !== undefined) {
    await db.insert(rfqQuotes).values({
      id: randomUUID(),
      rfqID,
      businessID,
      unitPrice: 10,
      currency: 'USD',
      minimumOrderQuantity: 10,
      leadTimeDays: 10,
      incoterm: 'FOB',
      namedPlace: 'Ningbo',
      paymentTerms: 'T/T',
      validUntil: utcDatePlus(30),
      message: 'Quote',
      createdAt: at(quote),
    });
  }
  return rfqID;
}

/** The figures the business page answers, after a recomputation. */
async function metricsOf(businessID: string, recompute = true): Promise<ResponseMetrics> {
  if (recompute) await recomputeResponseMetrics(db, businessID);
  const response = await app.inject({ method: 'GET', url: `/api/business/profile/${businessID}` });
  expect(response.statusCode, response.body).toBe(200);
  return BusinessProfileAnswerSchema.parse(response.json()).data.responseMetrics;
}

async function storedRow(businessID: string) {
  const [row] = await db
    .select()
    .from(businessResponseMetrics)
    .where(eq(businessResponseMetrics.businessID, businessID));
  return row;
}

describe('response metrics', () => {
  it('count requests and matched RFQs: the share answered within 48 hours and the median first reply', async () => {
    const { businessID } = await business();
    await thread(businessID, 10 * DAY, { reply: 1 * HOUR });
    await thread(businessID, 20 * DAY, { reply: 2 * HOUR });
    await thread(businessID, 30 * DAY, { reply: 3 * HOUR });
    await thread(businessID, 40 * DAY, { reply: 50 * HOUR }); // answered late
    await thread(businessID, 60 * HOUR); // never answered: a case against it
    await thread(businessID, 10 * HOUR); // still within its 48 hours: not counted yet
    await match(businessID, 5 * DAY, { quote: 4 * HOUR });
    await match(businessID, 3 * DAY); // no quote, RFQ still open: against it

    // 7 cases; answered within 48 hours: 1, 2, 3, 4 hours; the median of 1, 2, 3, 4, 50 hours is 3.
    expect(await metricsOf(businessID)).toEqual({
      cases: 7,
      replyRate: 4 / 7,
      medianFirstReplySeconds: 3 * 3600,
    });
  });

  it('take a reply at 48 hours as within them and a second later as late; an unanswered case counts from 48 hours', async () => {
    const { businessID } = await business();
    for (let i = 0; i < 4; i += 1) await thread(businessID, 5 * DAY, { reply: 48 * HOUR });
    await match(businessID, 5 * DAY, { quote: 48 * HOUR + 1000 });
    expect(await metricsOf(businessID)).toEqual({
      cases: 5,
      replyRate: 4 / 5,
      medianFirstReplySeconds: 48 * 3600,
    });

    await thread(businessID, 47 * HOUR + 50 * 60_000); // 10 minutes short of 48 hours
    expect((await metricsOf(businessID)).cases).toBe(5);
    await thread(businessID, 48 * HOUR + 60_000);
    expect(await metricsOf(businessID)).toMatchObject({ cases: 6, replyRate: 4 / 6 });
  });

  it('look at the last 90 days only', async () => {
    const { businessID } = await business();
    for (let i = 0; i < 5; i += 1) await thread(businessID, 89 * DAY, { reply: 2 * HOUR });
    await thread(businessID, 91 * DAY); // unanswered, but out of the window
    await match(businessID, 91 * DAY);
    expect(await metricsOf(businessID)).toEqual({ cases: 5, replyRate: 1, medianFirstReplySeconds: 7200 });
  });

  it('show a business under 5 cases as a new supplier, without figures', async () => {
    const { businessID } = await business();
    expect(await metricsOf(businessID, false)).toEqual({
      cases: 0,
      replyRate: null,
      medianFirstReplySeconds: null,
    });
    for (let i = 0; i < 4; i += 1) await thread(businessID, 3 * DAY, { reply: HOUR });
    expect(await metricsOf(businessID)).toEqual({ cases: 4, replyRate: null, medianFirstReplySeconds: null });
    await thread(businessID, 3 * DAY);
    expect(await metricsOf(businessID)).toEqual({
      cases: 5,
      replyRate: 4 / 5,
      medianFirstReplySeconds: 3600,
    });
  });

  it('leave out what could not be answered in time and the threads awards opened', async () => {
    const { businessID } = await business();
    await thread(businessID, 5 * DAY, { endedBySender: 10 * HOUR }); // its sender ended it first
    await match(businessID, 5 * DAY, { closedEarly: 10 * HOUR }); // closed by its buyer
    await match(businessID, 5 * DAY, { closesIn: 20 * HOUR }); // closed by its date
    const awarded = await match(businessID, 5 * DAY, { quote: HOUR });
    const awardThread = await thread(businessID, 4 * DAY);
    await db.update(rfqs).set({ awardInquiryID: awardThread }).where(eq(rfqs.id, awarded));
    // Still cases: a thread its sender ended after 48 hours unanswered, and an RFQ closed after them.
    await thread(businessID, 5 * DAY, { endedBySender: 50 * HOUR });
    await match(businessID, 5 * DAY, { closedEarly: 49 * HOUR });
    expect((await metricsOf(businessID)).cases).toBe(3);
  });

  it('are recomputed by the business’s first reply in a thread and by its quote, through the API', async () => {
    const category = freshCategory();
    const { owner, businessID } = await business(category);
    const sender = await visitor();
    const requestIDs: string[] = [];
    for (let i = 0; i < 5; i += 1) {
      const sent = await app.inject({
        method: 'POST',
        url: '/api/business/request',
        headers: sender.headers,
        payload: { to: businessID, subject: `Prices ${i}`, message: 'Please send prices.' },
      });
      expect(sent.statusCode, sent.body).toBe(201);
      requestIDs.push(sent.json<{ data: { requestID: string } }>().data.requestID);
    }
    // New requests wait their 48 hours: the job looks at the business then.
    const noted = await storedRow(businessID);
    expect(noted?.cases).toBe(0);
    expect(noted?.staleAt!.getTime()).toBeGreaterThan(Date.now() + 47 * HOUR);

    const reply = (rid: string) =>
      app.inject({
        method: 'POST',
        url: `/api/business/request/${rid}/send-message?bid=${businessID}`,
        headers: owner.headers,
        payload: { content: 'Here they are.' },
      });
    for (const rid of requestIDs.slice(0, 4)) expect((await reply(rid)).statusCode).toBe(201);
    expect(await metricsOf(businessID, false)).toEqual({
      cases: 4,
      replyRate: null,
      medianFirstReplySeconds: null,
    });
    // The sender's message in the thread changes nothing.
    const fromSender = await app.inject({
      method: 'POST',
      url: `/api/business/request/${requestIDs[4]}/send-message`,
      headers: sender.headers,
      payload: { content: 'Any news?' },
    });
    expect(fromSender.statusCode).toBe(201);
    expect((await metricsOf(businessID, false)).cases).toBe(4);

    const rfqID = await postRfq(category);
    const quoted = await app.inject({
      method: 'POST',
      url: `/api/rfq/${rfqID}/quotes`,
      headers: owner.headers,
      payload: {
        businessID,
        unitPrice: 12.5,
        currency: 'USD',
        minimumOrderQuantity: 50,
        leadTimeDays: 20,
        incoterm: 'FOB',
        namedPlace: 'Ningbo',
        paymentTerms: 'T/T',
        validUntil: utcDatePlus(30),
        message: 'We can.',
      },
    });
    expect(quoted.statusCode, quoted.body).toBe(201);
    const metrics = await metricsOf(businessID, false);
    expect(metrics).toMatchObject({ cases: 5, replyRate: 1 });
    expect(metrics.medianFirstReplySeconds).toBeLessThan(60);

    // The buyer's compare table shows the supplier's figures.
    const compared = await app.inject({
      method: 'GET',
      url: `/api/rfq/${rfqID}/quotes`,
      headers: buyer.headers,
    });
    expect(compared.statusCode, compared.body).toBe(200);
    expect(QuoteCompareAnswerSchema.parse(compared.json()).data[0]!.responseMetrics).toEqual(metrics);
  });

  it('are recomputed by the job once a case passes 48 hours unanswered, and keep when the window next moves', async () => {
    const { businessID } = await business();
    const answered: string[] = [];
    for (let i = 0; i < 5; i += 1) answered.push(await thread(businessID, 10 * DAY, { reply: HOUR }));
    const waiting = await thread(businessID, 47 * HOUR);
    expect(await metricsOf(businessID)).toMatchObject({ cases: 5, replyRate: 1 });
    // Due when the waiting request passes its 48 hours, an hour from now.
    const near = (at: Date | null | undefined, expected: number) =>
      expect(Math.abs(at!.getTime() - expected)).toBeLessThan(5 * 60_000);
    near((await storedRow(businessID))?.staleAt, Date.now() + HOUR);

    // Two hours pass: every time of the business moves two hours back, and nothing recomputes it but the job.
    const twoHours = sql`interval '2 hours'`;
    const ids = [...answered, waiting];
    await db
      .update(inquiries)
      .set({
        createdAt: sql`${inquiries.createdAt} - ${twoHours}`,
        receiverRepliedAt: sql`${inquiries.receiverRepliedAt} - ${twoHours}`,
      })
      .where(inArray(inquiries.id, ids));
    await db
      .update(inquiryMessages)
      .set({ createdAt: sql`${inquiryMessages.createdAt} - ${twoHours}` })
      .where(inArray(inquiryMessages.inquiryID, ids));
    await db
      .update(businessResponseMetrics)
      .set({ staleAt: sql`${businessResponseMetrics.staleAt} - ${twoHours}` })
      .where(eq(businessResponseMetrics.businessID, businessID));
    expect((await metricsOf(businessID, false)).cases).toBe(5);

    expect(await responseMetricsRepository(db).recomputeDue(500)).toBeGreaterThanOrEqual(1);
    expect(await metricsOf(businessID, false)).toMatchObject({ cases: 6, replyRate: 5 / 6 });
    // Next due when the oldest requests leave the 90 days.
    near((await storedRow(businessID))?.staleAt, Date.now() - 10 * DAY - 2 * HOUR + 90 * DAY);
    expect(await responseMetricsRepository(db).recomputeDue(500)).toBe(0);
  });

  it('rank an RFQ’s matches after category and membership: reply rate, then median, new suppliers last', async () => {
    const category = freshCategory();
    const figures = async (businessID: string, cases: number, replied: number, median: number | null) => {
      await db.insert(businessResponseMetrics).values({
        businessID,
        cases,
        repliedWithin48h: replied,
        medianFirstReplySeconds: median,
      });
    };
    const newcomer = await business(category);
    const slow = await business(category);
    await figures(slow.businessID, 10, 10, 7200);
    const fast = await business(category);
    await figures(fast.businessID, 10, 10, 3600);
    const fewCases = await business(category); // all answered, but only 4: a new supplier too
    await figures(fewCases.businessID, 4, 4, 60);
    const seldom = await business(category);
    await figures(seldom.businessID, 10, 6, 600);
    const gold = await business(category); // membership comes before the figures
    await setSubscription(db, gold.businessID, 'gold');

    const rfqID = await postRfq(category);
    const ranked = await db
      .select({ businessID: rfqMatches.businessID })
      .from(rfqMatches)
      .where(eq(rfqMatches.rfqID, rfqID))
      .orderBy(rfqMatches.rank);
    expect(ranked.map((row) => row.businessID)).toEqual(
      [gold, fast, slow, seldom, newcomer, fewCases].map((b) => b.businessID),
    );
  });
});
