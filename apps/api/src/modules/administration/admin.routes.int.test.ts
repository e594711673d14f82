import {
  VERIFICATION_DECIDED_MESSAGE,
  type AdminVerificationDetail,
  type AdminVerificationSummary,
  type ErrorEnvelope,
  type Subscription,
  type SupportSummary,
  type VerificationState,
} from '@b2b/contracts';
import { eq, tables } from '@b2b/db';
import { beforeAll, describe, expect, it } from 'vitest';
import { createBusiness } from '../../test/business-factory.ts';
import type { TestUser } from '../../test/test-tokens.ts';
import { uploadPicture } from '../../test/uploads.ts';
import { useTestApp } from '../../test/use-test-app.ts';

const { app, database, visitor: person } = await useTestApp();
const { businesses, administrators, membershipPayments } = tables;

let administrator: TestUser;
let owner: TestUser;
let stranger: TestUser;

beforeAll(async () => {
  [administrator, owner, stranger] = await Promise.all([person(), person(), person()]);
  await database.db.insert(administrators).values({ userID: administrator.userID });
});

type Response = Awaited<ReturnType<typeof app.inject>>;
const call = (user: TestUser | null, method: 'GET' | 'POST', url: string, payload?: object) =>
  app.inject({ method, url: `/api${url}`, headers: user?.headers ?? {}, ...(payload ? { payload } : {}) });

function refused(response: Response, status: number, name: string) {
  expect(response.statusCode, response.body).toBe(status);
  const body = response.json<ErrorEnvelope>();
  expect(body).toMatchObject({ success: false, name });
  return body;
}

async function business(subscription: Subscription, validUntil: Date | null = null) {
  const { businessID } = await createBusiness(app, owner, { companyName: `Pumps ${crypto.randomUUID()}` });
  await database.db
    .update(businesses)
    .set({ subscription, subscriptionValidUntil: validUntil })
    .where(eq(businesses.id, businessID));
  return businessID;
}

/** A Gold business of `owner` with a waiting request; answers both ids. */
async function waitingRequest() {
  const businessID = await business('gold');
  const document = await uploadPicture(app, owner, 'business', { businessID });
  const response = await call(owner, 'POST', `/business/${businessID}/verification`, {
    registrationNumber: 'REG-2026-001',
    documents: [document],
  });
  expect(response.statusCode, response.body).toBe(201);
  return { businessID, requestID: response.json<{ data: { requestID: string } }>().data.requestID, document };
}

const verified = async (businessID: string) =>
  (
    await database.db.select({ v: businesses.verified }).from(businesses).where(eq(businesses.id, businessID))
  )[0]!.v;

describe('the administration guard', () => {
  it('answers 401 without a session and, to anyone not an administrator, the 404 of an unknown address', async () => {
    const { requestID, businessID } = await waitingRequest();
    const routes: ['GET' | 'POST', string, object?][] = [
      ['GET', '/admin/verification-requests'],
      ['GET', `/admin/verification-requests/${requestID}`],
      ['POST', `/admin/verification-requests/${requestID}/approve`],
      ['POST', `/admin/verification-requests/${requestID}/reject`, { reason: 'No' }],
      ['GET', `/admin/businesses/${businessID}/support`],
      ['POST', `/admin/businesses/${businessID}/support`, { minutes: 15, topic: 'x', givenOn: '2026-01-01' }],
      // Bad input too: the guard answers before validation reads it.
      ['GET', '/admin/verification-requests/not-a-uuid'],
      ['POST', `/admin/verification-requests/${requestID}/reject`, { reason: 7 }],
    ];
    const unknown = await call(stranger, 'GET', '/admin/no-such-page');
    expect(unknown.statusCode).toBe(404);
    for (const [method, url, payload] of routes) {
      refused(await call(null, method, url, payload), 401, 'TokenNotFound');
      for (const user of [stranger, owner]) {
        const body = refused(await call(user, method, url, payload), 404, 'NotFound');
        expect(body.message).toBe(`There is no route ${method} /api${url}.`);
        expect(Object.keys(body).sort()).toEqual(Object.keys(unknown.json<object>()).sort());
      }
    }
    expect(await verified(businessID)).toBe(false);
  });

  it('user/administrator tells each person whether they are one', async () => {
    const answer = async (user: TestUser) =>
      (await call(user, 'GET', '/user/administrator')).json<{ data: { administrator: boolean } }>().data;
    expect(await answer(administrator)).toEqual({ administrator: true });
    expect(await answer(stranger)).toEqual({ administrator: false });
    refused(await call(null, 'GET', '/user/administrator'), 401, 'TokenNotFound');
  });
});

describe('deciding verification requests', () => {
  it('shows a request with its documents, its business and who asked', async () => {
    const { requestID, businessID, document } = await waitingRequest();
    const response = await call(administrator, 'GET', `/admin/verification-requests/${requestID}`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<{ data: AdminVerificationDetail }>().data).toMatchObject({
      requestID,
      status: 'pending',
      registrationNumber: 'REG-2026-001',
      documents: [document],
      business: { businessID, subscription: 'gold', verified: false, country: 'CN' },
      requestedBy: { userID: owner.userID, email: owner.email },
    });
    refused(
      await call(administrator, 'GET', `/admin/verification-requests/${crypto.randomUUID()}`),
      404,
      'NotFound',
    );
    refused(await call(administrator, 'GET', '/admin/verification-requests/nope'), 400, 'ValidationError');
  });

  it('approval makes the business verified; its people see it approved; deciding again is 409', async () => {
    const { requestID, businessID } = await waitingRequest();
    const response = await call(administrator, 'POST', `/admin/verification-requests/${requestID}/approve`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<{ data: AdminVerificationDetail }>().data).toMatchObject({
      status: 'approved',
      decidedAt: expect.any(String),
      business: { verified: true },
    });
    expect(await verified(businessID)).toBe(true);
    const profile = await call(null, 'GET', `/business/profile/${businessID}`);
    expect(profile.json<{ data: { verified: boolean } }>().data.verified).toBe(true);
    const state = await call(owner, 'GET', `/business/${businessID}/verification`);
    expect(state.json<{ data: VerificationState }>().data).toMatchObject({
      verified: true,
      latest: { requestID, status: 'approved', reason: null },
    });
    const again = refused(
      await call(administrator, 'POST', `/admin/verification-requests/${requestID}/reject`, {
        reason: 'Late',
      }),
      409,
      'Conflict',
    );
    expect(again.message).toBe(VERIFICATION_DECIDED_MESSAGE);
    expect(await verified(businessID)).toBe(true);
    refused(
      await call(owner, 'POST', `/business/${businessID}/verification`, {
        registrationNumber: 'REG-2026-002',
        documents: [await uploadPicture(app, owner, 'business', { businessID })],
      }),
      409,
      'Conflict',
    );
  });

  it('rejection keeps the business unverified and shows its people the reason; they may ask again', async () => {
    const { requestID, businessID } = await waitingRequest();
    refused(
      await call(administrator, 'POST', `/admin/verification-requests/${requestID}/reject`, {
        reason: '   ',
      }),
      400,
      'ValidationError',
    );
    const reason = 'The registration certificate is unreadable; send a sharper picture.';
    const response = await call(administrator, 'POST', `/admin/verification-requests/${requestID}/reject`, {
      reason,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(await verified(businessID)).toBe(false);
    const state = await call(owner, 'GET', `/business/${businessID}/verification`);
    expect(state.json<{ data: VerificationState }>().data).toMatchObject({
      verified: false,
      latest: { requestID, status: 'rejected', reason },
    });
    refused(
      await call(administrator, 'POST', `/admin/verification-requests/${requestID}/approve`),
      409,
      'Conflict',
    );
    expect(await verified(businessID)).toBe(false);
    const retry = await call(owner, 'POST', `/business/${businessID}/verification`, {
      registrationNumber: 'REG-2026-001',
      documents: [await uploadPicture(app, owner, 'business', { businessID })],
    });
    expect(retry.statusCode, retry.body).toBe(201);
  });

  it('pages the queue: waiting requests first, oldest first, then decided ones, newest first; every request once', async () => {
    const made: string[] = [];
    for (let i = 0; i < 5; i++) made.push((await waitingRequest()).requestID);
    await call(administrator, 'POST', `/admin/verification-requests/${made[1]}/approve`);
    await call(administrator, 'POST', `/admin/verification-requests/${made[3]}/reject`, { reason: 'No' });
    const seen: AdminVerificationSummary[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const query: string = cursor ? `?size=2&cursor=${cursor}` : '?size=2';
      const response = await call(administrator, 'GET', `/admin/verification-requests${query}`);
      expect(response.statusCode, response.body).toBe(200);
      const { data } = response.json<{
        data: { requests: AdminVerificationSummary[]; next: string | null };
      }>();
      expect(data.requests.length).toBeLessThanOrEqual(2);
      seen.push(...data.requests);
      cursor = data.next;
      pages++;
    } while (cursor && pages < 100);
    const ids = seen.map((r) => r.requestID);
    expect(new Set(ids).size).toBe(ids.length);
    const statuses = seen.map((r) => r.status);
    const firstDecided = statuses.findIndex((s) => s !== 'pending');
    expect(statuses.slice(firstDecided).every((s) => s !== 'pending')).toBe(true);
    const mine = (status: string) => seen.filter((r) => made.includes(r.requestID) && r.status === status);
    expect(mine('pending').map((r) => r.requestID)).toEqual([made[0], made[2], made[4]]);
    expect(
      seen.filter((r) => made.includes(r.requestID) && r.status !== 'pending').map((r) => r.requestID),
    ).toEqual([made[3], made[1]]);
    const pending = seen.filter((r) => r.status === 'pending').map((r) => Date.parse(r.createdAt));
    expect(pending).toEqual([...pending].sort((a, b) => a - b));
    refused(
      await call(administrator, 'GET', '/admin/verification-requests?cursor=bad!'),
      400,
      'ValidationError',
    );
    refused(
      await call(administrator, 'GET', '/admin/verification-requests?cursor=Zm9v'),
      400,
      'ValidationError',
    );
    refused(await call(administrator, 'GET', '/admin/verification-requests?size=0'), 400, 'ValidationError');
  });
});

describe('recording support', () => {
  const today = () => new Date().toISOString().slice(0, 10);
  const record = (businessID: string, payload: object) =>
    call(administrator, 'POST', `/admin/businesses/${businessID}/support`, payload);

  it('Premium: six hours over the paid period, then 403 PlanLimitReached; the summary counts them', async () => {
    const businessID = await business('premium');
    const start = new Date(Date.now() - 30 * 86_400_000);
    const end = new Date(start.getTime() + 365 * 86_400_000);
    await database.db.insert(membershipPayments).values({
      id: crypto.randomUUID(),
      businessID,
      paidByUserID: owner.userID,
      subscription: 'premium',
      amountCents: 265_000,
      provider: 'sandbox',
      providerPaymentID: `pi_${crypto.randomUUID()}`,
      email: 'owner@example.com',
      periodStart: start,
      periodEnd: end,
    });
    await database.db
      .update(businesses)
      .set({ subscriptionValidUntil: end })
      .where(eq(businesses.id, businessID));
    // Before the period began: counted in none of this year's hours, and refused.
    const before = new Date(start.getTime() - 86_400_000).toISOString().slice(0, 10);
    refused(await record(businessID, { minutes: 60, topic: 'Old', givenOn: before }), 400, 'ValidationError');
    const first = await record(businessID, { minutes: 300, topic: 'Export pricing', givenOn: today() });
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json<{ data: SupportSummary }>().data).toMatchObject({
      allowanceMinutes: 360,
      usedMinutes: 300,
      periodStart: start.toISOString().slice(0, 10),
      sessions: [{ minutes: 300, topic: 'Export pricing', givenOn: today() }],
    });
    const over = refused(
      await record(businessID, { minutes: 75, topic: 'More', givenOn: today() }),
      403,
      'PlanLimitReached',
    );
    expect(over.message).toContain('1 hour');
    expect((await record(businessID, { minutes: 60, topic: 'Contracts', givenOn: today() })).statusCode).toBe(
      201,
    );
    refused(
      await record(businessID, { minutes: 15, topic: 'One more', givenOn: today() }),
      403,
      'PlanLimitReached',
    );
    const summary = await call(administrator, 'GET', `/admin/businesses/${businessID}/support`);
    expect(summary.json<{ data: SupportSummary }>().data).toMatchObject({
      allowanceMinutes: 360,
      usedMinutes: 360,
    });
  });

  it('a period paid for today takes support given today', async () => {
    const businessID = await business('premium');
    const start = new Date();
    await database.db.insert(membershipPayments).values({
      id: crypto.randomUUID(),
      businessID,
      paidByUserID: owner.userID,
      subscription: 'premium',
      amountCents: 265_000,
      provider: 'sandbox',
      providerPaymentID: `pi_${crypto.randomUUID()}`,
      email: 'owner@example.com',
      periodStart: start,
      periodEnd: new Date(start.getTime() + 365 * 86_400_000),
    });
    const answer = await record(businessID, { minutes: 45, topic: 'Onboarding', givenOn: today() });
    expect(answer.statusCode, answer.body).toBe(201);
    expect(answer.json<{ data: SupportSummary }>().data).toMatchObject({
      usedMinutes: 45,
      periodStart: today(),
    });
  });

  it('concurrent sessions never pass the hours', async () => {
    const businessID = await business('premium');
    const answers = await Promise.all(
      Array.from({ length: 8 }, () =>
        record(businessID, { minutes: 60, topic: 'Parallel', givenOn: today() }),
      ),
    );
    expect(answers.filter((a) => a.statusCode === 201)).toHaveLength(6);
    expect(answers.filter((a) => a.statusCode === 403)).toHaveLength(2);
  });

  it('Platinum has twelve hours; Gold, Standard and a lapsed Platinum none', async () => {
    const platinum = await business('platinum');
    expect((await record(platinum, { minutes: 480, topic: 'Audit', givenOn: today() })).statusCode).toBe(201);
    expect((await record(platinum, { minutes: 240, topic: 'Audit', givenOn: today() })).statusCode).toBe(201);
    refused(
      await record(platinum, { minutes: 15, topic: 'Audit', givenOn: today() }),
      403,
      'PlanLimitReached',
    );
    for (const businessID of [
      await business('gold'),
      await business('standard'),
      await business('platinum', new Date(Date.now() - 1000)),
    ]) {
      refused(
        await record(businessID, { minutes: 15, topic: 'Help', givenOn: today() }),
        403,
        'PlanLimitReached',
      );
    }
  });

  it('validates the session: steps of 15 minutes, a topic, a date not in the future; an unknown business 404', async () => {
    const businessID = await business('platinum');
    const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
    const cases: [object, string][] = [
      [{ minutes: 20, topic: 'x', givenOn: today() }, 'minutes'],
      [{ minutes: 0, topic: 'x', givenOn: today() }, 'minutes'],
      [{ minutes: 495, topic: 'x', givenOn: today() }, 'minutes'],
      [{ minutes: 15, topic: ' ', givenOn: today() }, 'topic'],
      [{ minutes: 15, topic: 'x', givenOn: '27/11/2026' }, 'givenOn'],
      [{ minutes: 15, topic: 'x', givenOn: tomorrow }, 'givenOn'],
    ];
    for (const [payload, path] of cases) {
      const body = refused(await record(businessID, payload), 400, 'ValidationError');
      expect(body.errors?.map((e) => e.path)).toContain(path);
    }
    refused(
      await record(crypto.randomUUID(), { minutes: 15, topic: 'x', givenOn: today() }),
      404,
      'NotFound',
    );
    const summary = await call(administrator, 'GET', `/admin/businesses/${businessID}/support`);
    expect(summary.json<{ data: SupportSummary }>().data).toMatchObject({ usedMinutes: 0, sessions: [] });
  });
});
