import {
  INQUIRY_SUBJECTS,
  LIMITS,
  REVIEW_ANSWERED_MESSAGE,
  REVIEW_BUYER_ONLY_MESSAGE,
  REVIEW_DEAL_OPEN_MESSAGE,
  REVIEW_EXISTS_MESSAGE,
  REVIEW_NOT_FOUND_MESSAGE,
  REVIEW_SUPPLIER_ONLY_MESSAGE,
  type ErrorEnvelope,
  type Notification,
  type Review,
  type ReviewSummary,
  type Thread,
  type ThreadDeal,
} from '@b2b/contracts';
import { and, eq, sql, tables } from '@b2b/db';
import { beforeAll, describe, expect, it } from 'vitest';
import { addMember, createBusiness } from '../../test/business-factory.ts';
import type { TestUser } from '../../test/test-tokens.ts';
import { useTestApp } from '../../test/use-test-app.ts';

const UNKNOWN_UUID = '00000000-0000-4000-8000-000000000000';

const { app, database, visitor: person } = await useTestApp();

/** The supplier: a business with an owner and a member. */
let supplier: { id: string; owner: TestUser; member: TestUser };
/** The buyer: a person, who also writes as their business, where a colleague works too. */
let buyer: TestUser;
let buyerBusiness: { id: string; colleague: TestUser };
let outsider: TestUser;

beforeAll(async () => {
  const [owner, member, colleague] = await Promise.all([person(), person(), person()]);
  buyer = await person({ firstName: 'Grace', lastName: 'Hopper' });
  outsider = await person();
  const { businessID } = await createBusiness(app, owner, { companyName: 'Ningbo Valve Works' });
  await addMember(app, owner, businessID, member, 'member');
  supplier = { id: businessID, owner, member };
  const { businessID: buyerBusinessID } = await createBusiness(app, buyer, { companyName: 'Hopper Imports' });
  await addMember(app, buyer, buyerBusinessID, colleague, 'member');
  buyerBusiness = { id: buyerBusinessID, colleague };
});

type Answer = Awaited<ReturnType<typeof app.inject>>;

const call = (method: 'GET' | 'POST', url: string, user: TestUser | null, payload?: object) =>
  app.inject({
    method,
    url: `/api${url}`,
    ...(user ? { headers: user.headers } : {}),
    ...(payload ? { payload } : {}),
  });

function ok<T = unknown>(response: Answer, status = 200) {
  expect(response.statusCode, response.body).toBe(status);
  return response.json<{ success: true; data: T }>().data;
}

function refused(response: Answer, status: number, name: string, message?: string) {
  expect(response.statusCode, response.body).toBe(status);
  const body = response.json<ErrorEnvelope>();
  expect(body).toMatchObject({ success: false, name, ...(message ? { message } : {}) });
  return body;
}

/** A new thread from the buyer (as themself, or `from` their business) to the supplier. */
const openThread = async (from?: string) =>
  ok<{ requestID: string }>(
    await call('POST', '/business/request', buyer, {
      to: supplier.id,
      subject: INQUIRY_SUBJECTS[4],
      message: 'Please send prices.',
      ...(from ? { from } : {}),
    }),
    201,
  ).requestID;

const bidOf = (bid?: string) => (bid ? `?bid=${bid}` : '');
const markDeal = (user: TestUser, rid: string, bid?: string) =>
  call('POST', `/business/request/${rid}/deal-closed${bidOf(bid)}`, user);
const review = (user: TestUser, rid: string, body: object, bid?: string) =>
  call('POST', `/business/request/${rid}/review${bidOf(bid)}`, user, body);
const answer = (user: TestUser, rid: string, text: string, bid?: string) =>
  call('POST', `/business/request/${rid}/review/answer${bidOf(bid)}`, user, { text });
const threadReview = (user: TestUser, rid: string) => call('GET', `/business/request/${rid}/review`, user);
const businessReviews = async (businessID: string, query = '') =>
  ok<{ summary: ReviewSummary; reviews: Review[] }>(
    await call('GET', `/business/${businessID}/reviews${query ? `?${query}` : ''}`, null),
  );

const GOOD = { quality: 5, communication: 4, delivery: 3, text: 'Valves as specified, shipped on time.' };

/** A thread whose deal both sides closed. */
async function closedDeal(from?: string) {
  const rid = await openThread(from);
  ok(await markDeal(from ? buyerBusiness.colleague : buyer, rid));
  ok(await markDeal(supplier.member, rid));
  return rid;
}

const notificationsOf = async (user: TestUser) =>
  ok<{ notifications: Notification[] }>(await call('GET', '/notifications', user)).notifications;

describe('marking the deal closed', () => {
  it('each side marks it; once both have, the deal is closed at the later mark and the other side is told', async () => {
    const rid = await openThread();
    const first = ok<ThreadDeal>(await markDeal(buyer, rid));
    expect(first.buyerClosedAt).not.toBeNull();
    expect(first).toMatchObject({ supplierClosedAt: null, closedAt: null });
    // Marking again changes nothing.
    expect(ok<ThreadDeal>(await markDeal(buyer, rid))).toEqual(first);

    const told = (await notificationsOf(supplier.owner)).find(
      (n) => n.type === 'request.dealClosed' && n.link.endsWith(rid),
    );
    expect(told).toMatchObject({ actor: { firstName: 'Grace' }, subject: INQUIRY_SUBJECTS[4] });

    const both = ok<ThreadDeal>(await markDeal(supplier.member, rid));
    expect(both.buyerClosedAt).toBe(first.buyerClosedAt);
    expect(both.supplierClosedAt).not.toBeNull();
    expect(both.closedAt).toBe(both.supplierClosedAt);
    expect(
      (await notificationsOf(buyer)).some((n) => n.type === 'request.dealClosed' && n.link.endsWith(rid)),
    ).toBe(true);

    // Both sides read it with the thread, and their streams were told.
    const thread = ok<{ request: Thread }>(await call('GET', `/business/request/${rid}/get-messages`, buyer));
    expect(thread.request.deal).toEqual(both);
    const events = await database.db
      .select({ identityID: tables.liveEvents.identityID })
      .from(tables.liveEvents)
      .where(
        and(
          eq(tables.liveEvents.type, 'request.deal'),
          sql`${tables.liveEvents.data}->>'requestID' = ${rid}`,
        ),
      );
    expect(new Set(events.map((row) => row.identityID))).toEqual(new Set([buyer.userID, supplier.id]));
  });

  it('is apart from ending the conversation: an ended thread stays open to it, and marking ends nothing', async () => {
    const rid = await openThread();
    ok(await markDeal(buyer, rid));
    const thread = ok<{ request: Thread }>(await call('GET', `/business/request/${rid}/get-messages`, buyer));
    expect(thread.request.status).toBe('open');
    ok(await call('POST', `/business/request/${rid}/end-request`, supplier.owner));
    expect(ok<ThreadDeal>(await markDeal(supplier.owner, rid)).closedAt).not.toBeNull();
  });

  it('only the thread’s parties may: anyone else, or an unknown thread, gets 404', async () => {
    const rid = await openThread();
    refused(await markDeal(outsider, rid), 404, 'NotFound');
    refused(await markDeal(outsider, rid, supplier.id), 404, 'NotFound');
    refused(await markDeal(buyer, UNKNOWN_UUID), 404, 'NotFound');
    refused(await call('POST', `/business/request/${rid}/deal-closed`, null), 401, 'TokenNotFound');
    const thread = ok<{ request: Thread }>(await call('GET', `/business/request/${rid}/get-messages`, buyer));
    expect(thread.request.deal).toEqual({ buyerClosedAt: null, supplierClosedAt: null, closedAt: null });
  });
});

describe('reviewing a closed deal', () => {
  it('the buyer reviews once, after both sides closed the deal; the text is kept as typed', async () => {
    const rid = await openThread();
    ok(await markDeal(buyer, rid));
    refused(await review(buyer, rid, GOOD), 403, 'Forbidden', REVIEW_DEAL_OPEN_MESSAGE);
    ok(await markDeal(supplier.owner, rid));
    expect(ok<Review | null>(await threadReview(buyer, rid))).toBeNull();

    const text = '<b>Great</b> & <script>x</script>';
    const { reviewID } = ok<{ reviewID: string }>(await review(buyer, rid, { ...GOOD, text }), 201);
    refused(await review(buyer, rid, GOOD), 409, 'Conflict', REVIEW_EXISTS_MESSAGE);

    const shown = ok<Review>(await threadReview(supplier.member, rid));
    const deal = ok<{ request: Thread }>(await call('GET', `/business/request/${rid}/get-messages`, buyer))
      .request.deal;
    expect(shown).toMatchObject({
      reviewID,
      reviewer: { id: buyer.userID, type: 'user', name: 'Grace Hopper' },
      quality: 5,
      communication: 4,
      delivery: 3,
      text,
      dealClosedAt: deal.closedAt,
      answer: null,
    });
    expect(
      (await notificationsOf(supplier.owner)).some(
        (n) => n.type === 'request.reviewed' && n.link.endsWith(rid),
      ),
    ).toBe(true);
  });

  it('a person of the sending business may review it, shown as the business', async () => {
    const rid = await closedDeal(buyerBusiness.id);
    ok(await review(buyerBusiness.colleague, rid, GOOD), 201);
    expect(ok<Review>(await threadReview(buyer, rid)).reviewer).toMatchObject({
      id: buyerBusiness.id,
      type: 'business',
      name: 'Hopper Imports',
    });
  });

  it('the supplier cannot review its own deal (403); anyone else hears the thread does not exist (404)', async () => {
    const rid = await closedDeal();
    refused(await review(supplier.owner, rid, GOOD), 403, 'Forbidden', REVIEW_BUYER_ONLY_MESSAGE);
    refused(await review(supplier.member, rid, GOOD, supplier.id), 403, 'Forbidden');
    refused(await review(outsider, rid, GOOD), 404, 'NotFound');
    refused(await threadReview(outsider, rid), 404, 'NotFound');
    refused(await review(buyer, UNKNOWN_UUID, GOOD), 404, 'NotFound');
    refused(await review(buyer, rid, GOOD, buyerBusiness.id), 404, 'NotFound');
    refused(await call('POST', `/business/request/${rid}/review`, null, GOOD), 401, 'TokenNotFound');
  });

  it('every rating is a whole number of stars from 1 to 5, and the text is required and bounded', async () => {
    const rid = await closedDeal();
    for (const bad of [
      { ...GOOD, quality: 0 },
      { ...GOOD, communication: 6 },
      { ...GOOD, delivery: 2.5 },
      { ...GOOD, quality: '5' },
      { quality: 5, communication: 5, text: 'No delivery rating' },
      { ...GOOD, text: '   ' },
      { ...GOOD, text: 'x'.repeat(LIMITS.reviewTextMax + 1) },
    ]) {
      refused(await review(buyer, rid, bad), 400, 'ValidationError');
    }
    expect(ok<Review | null>(await threadReview(buyer, rid))).toBeNull();
    ok(await review(buyer, rid, { ...GOOD, quality: 1, text: 'x'.repeat(LIMITS.reviewTextMax) }), 201);
  });
});

describe('answering a review', () => {
  it('the supplier’s people answer once; the buyer side cannot, outsiders get 404', async () => {
    const rid = await closedDeal();
    refused(await answer(supplier.owner, rid, 'Thank you'), 404, 'NotFound', REVIEW_NOT_FOUND_MESSAGE);
    ok(await review(buyer, rid, GOOD), 201);
    refused(await answer(buyer, rid, 'Thank me'), 403, 'Forbidden', REVIEW_SUPPLIER_ONLY_MESSAGE);
    refused(await answer(outsider, rid, 'Hello'), 404, 'NotFound');
    refused(await answer(supplier.member, rid, ' '), 400, 'ValidationError');
    ok(await answer(supplier.member, rid, 'Thank you, <i>Grace</i>.'), 201);
    refused(await answer(supplier.owner, rid, 'Again'), 409, 'Conflict', REVIEW_ANSWERED_MESSAGE);
    expect(ok<Review>(await threadReview(buyer, rid)).answer).toMatchObject({
      text: 'Thank you, <i>Grace</i>.',
    });
    expect(
      (await notificationsOf(buyer)).some((n) => n.type === 'request.reviewAnswered' && n.link.endsWith(rid)),
    ).toBe(true);
  });
});

describe('a business’s reviews', () => {
  it('lists them newest first with the averages of each aspect and overall, paged; public', async () => {
    const { businessID } = await createBusiness(app, supplier.owner, { companyName: 'Reviewed Works' });
    const empty = await businessReviews(businessID);
    expect(empty).toEqual({
      summary: { count: 0, quality: null, communication: null, delivery: null, overall: null },
      reviews: [],
    });

    const ratings = [
      { quality: 5, communication: 4, delivery: 3 },
      { quality: 4, communication: 4, delivery: 4 },
      { quality: 2, communication: 5, delivery: 1 },
    ];
    for (const [i, stars] of ratings.entries()) {
      const rid = ok<{ requestID: string }>(
        await call('POST', '/business/request', buyer, {
          to: businessID,
          subject: INQUIRY_SUBJECTS[4],
          message: `Order ${i}`,
        }),
        201,
      ).requestID;
      ok(await markDeal(buyer, rid));
      ok(await markDeal(supplier.owner, rid));
      ok(await review(buyer, rid, { ...stars, text: `Review ${i}` }), 201);
      if (i === 0) ok(await answer(supplier.owner, rid, 'We are glad'), 201);
    }

    const all = await businessReviews(businessID);
    expect(all.summary).toEqual({ count: 3, quality: 3.7, communication: 4.3, delivery: 2.7, overall: 3.6 });
    expect(all.reviews.map((r) => r.text)).toEqual(['Review 2', 'Review 1', 'Review 0']);
    expect(all.reviews[2]).toMatchObject({
      reviewer: { name: 'Grace Hopper', type: 'user' },
      answer: { text: 'We are glad' },
    });
    expect(all.reviews.every((r) => r.dealClosedAt <= r.createdAt)).toBe(true);

    const second = await businessReviews(businessID, 'skip=1&size=1');
    expect(second.summary.count).toBe(3);
    expect(second.reviews.map((r) => r.text)).toEqual(['Review 1']);
    // Another business's reviews are not these.
    expect((await businessReviews(supplier.id)).reviews.some((r) => r.text.startsWith('Review '))).toBe(
      false,
    );
  });

  it('an unknown business is 404; bad paging is 400', async () => {
    refused(await call('GET', `/business/${UNKNOWN_UUID}/reviews`, null), 404, 'NotFound');
    refused(await call('GET', `/business/not-an-id/reviews`, null), 400, 'ValidationError');
    refused(await call('GET', `/business/${supplier.id}/reviews?skip=-1`, null), 400, 'ValidationError');
  });
});
