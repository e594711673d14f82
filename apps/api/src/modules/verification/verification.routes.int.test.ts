import {
  VERIFICATION_PAID_ONLY_MESSAGE,
  VERIFICATION_PENDING_MESSAGE,
  type ErrorEnvelope,
  type Image,
  type Subscription,
  type VerificationRequest,
  type VerificationState,
} from '@b2b/contracts';
import { eq, tables } from '@b2b/db';
import { beforeAll, describe, expect, it } from 'vitest';
import { addMember, createBusiness } from '../../test/business-factory.ts';
import type { TestUser } from '../../test/test-tokens.ts';
import { uploadPicture } from '../../test/uploads.ts';
import { useTestApp } from '../../test/use-test-app.ts';

const { app, database, visitor: person } = await useTestApp();
const limited = await useTestApp({ env: { USER_RATE_LIMIT_VERIFICATIONS: '2/1h' } });

let owner: TestUser;
let admin: TestUser;
let member: TestUser;
let outsider: TestUser;

beforeAll(async () => {
  [owner, admin, member, outsider] = await Promise.all([person(), person(), person(), person()]);
});

async function setLevel(businessID: string, subscription: Subscription, db = database.db) {
  await db.update(tables.businesses).set({ subscription }).where(eq(tables.businesses.id, businessID));
}

/** A business of `owner` at this level, with `admin` and `member` among its people. */
async function business(subscription: Subscription = 'gold') {
  const { businessID } = await createBusiness(app, owner, { companyName: `Valves ${crypto.randomUUID()}` });
  await addMember(app, owner, businessID, admin, 'admin');
  await addMember(app, owner, businessID, member, 'member');
  await setLevel(businessID, subscription);
  return businessID;
}

const url = (businessID: string) => `/api/business/${businessID}/verification`;
const ask = (user: TestUser | null, businessID: string, payload: unknown, target = app) =>
  target.inject({
    method: 'POST',
    url: url(businessID),
    headers: user?.headers ?? {},
    payload: payload as object,
  });
const read = (user: TestUser | null, businessID: string) =>
  app.inject({ method: 'GET', url: url(businessID), headers: user?.headers ?? {} });

async function evidence(user: TestUser, businessID: string, target = app) {
  return {
    registrationNumber: '91440300MA5F 12/34-X',
    documents: [await uploadPicture(target, user, 'business', { businessID })],
    note: '  Issued by the Shenzhen market regulator.  ',
  };
}

function refused(response: Awaited<ReturnType<typeof read>>, status: number, name: string) {
  expect(response.statusCode, response.body).toBe(status);
  const body = response.json<ErrorEnvelope>();
  expect(body).toMatchObject({ success: false, name });
  return body;
}

async function requestCount(businessID: string) {
  return database.db.$count(
    tables.verificationRequests,
    eq(tables.verificationRequests.businessID, businessID),
  );
}

describe('POST business/{id}/verification', () => {
  it.each(['gold', 'premium', 'platinum'] as const)(
    '%s: the owner requests with the evidence; the request waits and the business is not verified yet',
    async (level) => {
      const businessID = await business(level);
      const input = await evidence(owner, businessID);
      const response = await ask(owner, businessID, input);
      expect(response.statusCode, response.body).toBe(201);
      const { data } = response.json<{ data: VerificationRequest }>();
      expect(data).toEqual({
        requestID: expect.any(String),
        status: 'pending',
        registrationNumber: '91440300MA5F 12/34-X',
        documents: input.documents,
        note: 'Issued by the Shenzhen market regulator.',
        createdAt: expect.any(String),
        decidedAt: null,
        reason: null,
      });
      const state = await read(owner, businessID);
      expect(state.json<{ data: VerificationState }>().data).toEqual({
        verified: false,
        subscription: level,
        eligible: true,
        latest: data,
      });
    },
  );

  it('an admin of the business may request too, and sees the status', async () => {
    const businessID = await business();
    const response = await ask(admin, businessID, await evidence(admin, businessID));
    expect(response.statusCode, response.body).toBe(201);
    const state = await read(admin, businessID);
    expect(state.statusCode).toBe(200);
    expect(state.json<{ data: VerificationState }>().data.latest?.status).toBe('pending');
  });

  it('a Standard business is refused 403 PlanLimitReached, nothing recorded', async () => {
    const businessID = await business('standard');
    const body = refused(
      await ask(owner, businessID, await evidence(owner, businessID)),
      403,
      'PlanLimitReached',
    );
    expect(body.message).toBe(VERIFICATION_PAID_ONLY_MESSAGE);
    expect(await requestCount(businessID)).toBe(0);
    const state = await read(owner, businessID);
    expect(state.json<{ data: VerificationState }>().data).toMatchObject({ eligible: false, latest: null });
  });

  it('a second request while one waits is 409 Conflict', async () => {
    const businessID = await business();
    expect((await ask(owner, businessID, await evidence(owner, businessID))).statusCode).toBe(201);
    const body = refused(await ask(admin, businessID, await evidence(admin, businessID)), 409, 'Conflict');
    expect(body.message).toBe(VERIFICATION_PENDING_MESSAGE);
    expect(await requestCount(businessID)).toBe(1);
  });

  it('two requests at once record one', async () => {
    const businessID = await business();
    const input = await evidence(owner, businessID);
    const answers = await Promise.all(Array.from({ length: 6 }, () => ask(owner, businessID, input)));
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 409, 409, 409, 409, 409]);
    expect(await requestCount(businessID)).toBe(1);
  });

  it('outsiders get 404 as for no business; a member 403; nobody signed in 401; nothing recorded', async () => {
    const businessID = await business();
    const input = await evidence(owner, businessID);
    refused(await ask(outsider, businessID, input), 404, 'NotFound');
    refused(await read(outsider, businessID), 404, 'NotFound');
    refused(await ask(member, businessID, input), 403, 'Forbidden');
    refused(await read(member, businessID), 403, 'Forbidden');
    refused(await ask(null, businessID, input), 401, 'TokenNotFound');
    refused(await read(null, businessID), 401, 'TokenNotFound');
    refused(await ask(owner, crypto.randomUUID(), input), 404, 'NotFound');
    refused(await read(owner, 'not-a-uuid'), 400, 'ValidationError');
    expect(await requestCount(businessID)).toBe(0);
  });

  it('validates the evidence: registration number, at least one document, at most five, the note’s length', async () => {
    const businessID = await business();
    const good = await evidence(owner, businessID);
    const cases: [unknown, string][] = [
      [{ ...good, registrationNumber: undefined }, 'registrationNumber'],
      [{ ...good, registrationNumber: ' 1 ' }, 'registrationNumber'],
      [{ ...good, registrationNumber: 'x'.repeat(51) }, 'registrationNumber'],
      [{ ...good, registrationNumber: 'AB<script>' }, 'registrationNumber'],
      [{ ...good, documents: [] }, 'documents'],
      [{ ...good, documents: Array.from({ length: 6 }, () => good.documents[0]) }, 'documents'],
      [{ ...good, documents: [{ url: 3 }] }, 'documents.0.url'],
      [{ ...good, note: 'n'.repeat(1001) }, 'note'],
    ];
    for (const [payload, path] of cases) {
      const body = refused(await ask(owner, businessID, payload), 400, 'ValidationError');
      expect(
        body.errors?.map((e) => e.path),
        JSON.stringify(payload).slice(0, 200),
      ).toContain(path);
    }
    expect(await requestCount(businessID)).toBe(0);
  });

  it('takes only the caller’s own uploads as documents', async () => {
    const businessID = await business();
    const someoneElses: Image = await uploadPicture(app, outsider, 'user');
    refused(
      await ask(owner, businessID, { ...(await evidence(owner, businessID)), documents: [someoneElses] }),
      403,
      'Forbidden',
    );
    const invented = { url: 'https://elsewhere.example/forged.png', versions: [] };
    refused(
      await ask(owner, businessID, { ...(await evidence(owner, businessID)), documents: [invented] }),
      403,
      'Forbidden',
    );
    expect(await requestCount(businessID)).toBe(0);
  });

  it('is limited per person: past the allowance 429 RateLimited', async () => {
    const { businessID } = await createBusiness(limited.app, owner, { companyName: 'Rate Limited Valves' });
    await setLevel(businessID, 'standard', limited.database.db);
    const input = await evidence(owner, businessID, limited.app);
    for (let i = 0; i < 2; i++) {
      expect((await ask(owner, businessID, input, limited.app)).statusCode).toBe(403);
    }
    const answer = await ask(owner, businessID, input, limited.app);
    refused(answer, 429, 'RateLimited');
    expect(answer.headers['retry-after']).toBeDefined();
  });
});
