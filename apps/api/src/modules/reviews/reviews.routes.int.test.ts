import {
  INQUIRY_SUBJECTS,
  LIMITS,
  REVIEW_MODERATION_LIMITS,
  REVIEW_ANSWERED_MESSAGE,
  REVIEW_BUYER_ONLY_MESSAGE,
  REVIEW_DEAL_OPEN_MESSAGE,
  REVIEW_EXISTS_MESSAGE,
  REVIEW_HIDDEN_ALREADY_MESSAGE,
  REVIEW_MISSING_MESSAGE,
  REVIEW_NOT_FOUND_MESSAGE,
  REVIEW_NOT_HIDDEN_MESSAGE,
  REVIEW_REPORTED_MESSAGE,
  REVIEW_SUPPLIER_ONLY_MESSAGE,
  type AdminReviewList,
  type ErrorEnvelope,
  type Notification,
  type Review,
  type ReviewSummary,
  type Thread,
  type ThreadDeal,
  type ThreadReview,
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

describe('reporting and moderating reviews', () => {
  let administrator: TestUser;
  beforeAll(async () => {
    administrator = await person();
    await database.db.insert(tables.administrators).values({ userID: administrator.userID });
  });

  /** A published review of a closed deal with the supplier: its id and its thread. */
  async function publishedReview(text: string) {
    const rid = await closedDeal();
    const { reviewID } = ok<{ reviewID: string }>(await review(buyer, rid, { ...GOOD, text }), 201);
    return { rid, reviewID };
  }
  const report = (user: TestUser | null, reviewID: string, body: object, businessID = supplier.id) =>
    call('POST', `/business/${businessID}/reviews/${reviewID}/report`, user, body);
  const reportsOf = (reviewID: string) =>
    database.db.select().from(tables.reviewReports).where(eq(tables.reviewReports.reviewID, reviewID));
  const moderation = async (query = '') =>
    ok<AdminReviewList>(await call('GET', `/admin/reviews${query ? `?${query}` : ''}`, administrator));
  const decide = (user: TestUser, reviewID: string, action: 'hide' | 'keep' | 'show', body?: object) =>
    call('POST', `/admin/reviews/${reviewID}/${action}`, user, body);

  it('anyone signed in reports a shown review once, saying what is wrong; the input is checked first', async () => {
    const { reviewID } = await publishedReview('Never delivered anything.');
    refused(await report(null, reviewID, { reason: 'untrue' }), 401, 'TokenNotFound');
    refused(await report(outsider, reviewID, { reason: 'rude' }), 400, 'ValidationError');
    refused(await report(outsider, reviewID, { reason: 'other', note: '  ' }), 400, 'ValidationError');
    refused(
      await report(outsider, reviewID, {
        reason: 'spam',
        note: 'x'.repeat(REVIEW_MODERATION_LIMITS.reportNoteMax + 1),
      }),
      400,
      'ValidationError',
    );
    expect(await reportsOf(reviewID)).toEqual([]);

    ok(
      await report(supplier.member, reviewID, { reason: 'untrue', note: '  No such order in our books.  ' }),
      201,
    );
    ok(await report(outsider, reviewID, { reason: 'other', note: 'Mentions a person by name.' }), 201);
    refused(await report(outsider, reviewID, { reason: 'spam' }), 409, 'Conflict', REVIEW_REPORTED_MESSAGE);
    const rows = await reportsOf(reviewID);
    expect(rows.map((r) => [r.userID, r.reason, r.note, r.resolvedAt]).sort()).toEqual(
      [
        [supplier.member.userID, 'untrue', 'No such order in our books.', null],
        [outsider.userID, 'other', 'Mentions a person by name.', null],
      ].sort(),
    );

    // Only a review the business page shows: not under another business, not an unknown one.
    refused(
      await report(outsider, reviewID, { reason: 'spam' }, buyerBusiness.id),
      404,
      'NotFound',
      REVIEW_MISSING_MESSAGE,
    );
    refused(
      await report(outsider, UNKNOWN_UUID, { reason: 'spam' }),
      404,
      'NotFound',
      REVIEW_MISSING_MESSAGE,
    );
    refused(await report(outsider, 'not-a-review', { reason: 'spam' }), 400, 'ValidationError');
  });

  it('an administrator reads the reports, hides the review with a reason both sides read, and shows it again', async () => {
    const older = await publishedReview('Bad valves, worse people.');
    const { rid, reviewID } = await publishedReview('Call Mr Li on +86 138 0000 0000 for a cheaper price.');
    ok(await report(outsider, older.reviewID, { reason: 'offensive' }), 201);
    ok(await report(outsider, reviewID, { reason: 'private', note: 'A phone number.' }), 201);
    ok(await report(supplier.owner, reviewID, { reason: 'private' }), 201);
    ok(await report(supplier.member, reviewID, { reason: 'spam', note: 'Advertises.' }), 201);

    // Hidden from everyone but the administrators.
    for (const user of [outsider, supplier.owner]) {
      refused(await call('GET', '/admin/reviews', user), 404, 'NotFound');
      refused(await decide(user, reviewID, 'hide', { reason: 'x' }), 404, 'NotFound');
    }

    const listed = await moderation();
    const ids = listed.reviews.map((item) => item.review.reviewID);
    // The longest waiting first.
    expect(ids.indexOf(older.reviewID)).toBeLessThan(ids.indexOf(reviewID));
    const item = listed.reviews.find((each) => each.review.reviewID === reviewID)!;
    expect(item).toMatchObject({
      business: { id: supplier.id, companyName: 'Ningbo Valve Works' },
      hidden: null,
      review: {
        text: 'Call Mr Li on +86 138 0000 0000 for a cheaper price.',
        reviewer: { name: 'Grace Hopper' },
      },
      reports: { count: 3 },
    });
    expect(item.reports.reasons).toEqual(
      expect.arrayContaining([
        { reason: 'private', count: 2 },
        { reason: 'spam', count: 1 },
      ]),
    );
    expect(item.reports.notes.map((n) => n.note)).toEqual(['Advertises.', 'A phone number.']);

    refused(await decide(administrator, reviewID, 'hide', { reason: ' ' }), 400, 'ValidationError');
    ok(await decide(administrator, reviewID, 'hide', { reason: 'It gives out a phone number.' }));
    refused(
      await decide(administrator, reviewID, 'hide', { reason: 'Again' }),
      409,
      'Conflict',
      REVIEW_HIDDEN_ALREADY_MESSAGE,
    );
    // Off the business page and its averages; its reports are resolved, and it cannot be reported any more.
    const page = await businessReviews(supplier.id, 'size=100');
    expect(page.reviews.map((r) => r.reviewID)).not.toContain(reviewID);
    const [counted] = await database.db
      .select({ count: sql<number>`count(*)::int` })
      .from(tables.reviews)
      .where(and(eq(tables.reviews.businessID, supplier.id), sql`${tables.reviews.hiddenAt} is null`));
    expect(page.summary.count).toBe(counted!.count);
    expect((await reportsOf(reviewID)).every((r) => r.resolvedAt !== null)).toBe(true);
    refused(await report(buyerBusiness.colleague, reviewID, { reason: 'spam' }), 404, 'NotFound');
    expect((await moderation()).reviews.map((each) => each.review.reviewID)).not.toContain(reviewID);
    // The supplier cannot answer it while it is hidden.
    refused(await answer(supplier.owner, rid, 'About that number'), 404, 'NotFound', REVIEW_MISSING_MESSAGE);
    // Both sides of the deal read it hidden, with the reason.
    for (const user of [buyer, supplier.member]) {
      expect(ok<ThreadReview>(await threadReview(user, rid))).toMatchObject({
        reviewID,
        hidden: { reason: 'It gives out a phone number.' },
      });
    }

    const hidden = await moderation('status=hidden');
    expect(hidden.reviews[0]).toMatchObject({
      review: { reviewID },
      hidden: { reason: 'It gives out a phone number.' },
      reports: { count: 0 },
    });
    ok(await decide(administrator, reviewID, 'show'));
    refused(await decide(administrator, reviewID, 'show'), 409, 'Conflict', REVIEW_NOT_HIDDEN_MESSAGE);
    expect((await businessReviews(supplier.id, 'size=100')).reviews.map((r) => r.reviewID)).toContain(
      reviewID,
    );
    expect(ok<ThreadReview>(await threadReview(buyer, rid)).hidden).toBeNull();

    // Keeping a review closes its reports and leaves it shown.
    ok(await decide(administrator, older.reviewID, 'keep'));
    expect((await reportsOf(older.reviewID)).every((r) => r.resolvedAt !== null)).toBe(true);
    expect((await moderation()).reviews.map((each) => each.review.reviewID)).not.toContain(older.reviewID);
    refused(await decide(administrator, UNKNOWN_UUID, 'keep'), 404, 'NotFound', REVIEW_MISSING_MESSAGE);
    refused(await call('GET', '/admin/reviews?status=gone', administrator), 400, 'ValidationError');
  });
});
