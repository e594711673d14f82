import { randomUUID } from 'node:crypto';
import {
  PAYMENT_TYPES,
  type BusinessProfile,
  type Certificate,
  type ErrorEnvelope,
  type Invitation,
  type Member,
} from '@b2b/contracts';
import type { LightMyRequestResponse } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/use-test-app.ts';
import { addMember, createBusiness } from '../../test/business-factory.ts';
import type { TestUser } from '../../test/test-tokens.ts';

/**
 * Every write of a business against every kind of caller: the owner, an admin, a member, another signed-in person and
 * a visitor without a token. A refused write must leave no trace.
 */

const { app, tokens, visitor } = await useTestApp();
let businessID: string;
const people = {} as Record<'owner' | 'admin' | 'member' | 'other', TestUser>;

beforeAll(async () => {
  for (const role of ['owner', 'admin', 'member', 'other'] as const) people[role] = await tokens.signIn();
  ({ businessID } = await createBusiness(app, people.owner));
  await addMember(app, people.owner, businessID, people.admin, 'admin');
  await addMember(app, people.owner, businessID, people.member, 'member');
  await app.inject({ method: 'GET', url: '/api/user/profile', headers: people.other.headers });
});

/** A new value on every call, so a refused write can never look applied because an earlier one set the same. */
let counter = 0;
const next = () => ++counter;

type Method = 'POST' | 'PUT' | 'DELETE';
const call = (method: Method, url: string, actor: TestUser | null, payload?: object) =>
  app.inject({
    method,
    url: `/api${url}`,
    ...(actor ? { headers: actor.headers } : {}),
    ...(payload ? { payload } : {}),
  });

async function read<T>(url: string, as: TestUser = people.owner): Promise<T> {
  const response = await app.inject({ method: 'GET', url: `/api${url}`, headers: as.headers });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ data: T }>().data;
}
const profile = () => read<BusinessProfile>(`/business/profile/${businessID}`);
const certificates = () => read<Certificate[]>(`/business/profile/${businessID}/certificates`);
const members = () => read<Member[]>(`/business/${businessID}/members`);
const invited = () => read<Invitation[]>(`/business/${businessID}/invitations`);

async function ownersInvitation(): Promise<Invitation> {
  const response = await call('POST', `/business/${businessID}/members`, people.owner, {
    email: `invited-${randomUUID()}@example.com`,
    access: 'member',
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{ data: Invitation }>().data;
}

async function ownersCertificate(): Promise<Certificate> {
  const response = await call('POST', `/business/profile/${businessID}/certificates`, people.owner, {
    name: `Kept ${randomUUID()}`,
    issueDate: '2020-01-01',
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{ data: Certificate }>().data;
}

/** A person with a portal profile who, unless `as` is given, belongs to no business. */
async function person(as?: 'member'): Promise<TestUser> {
  const user = await visitor();
  if (as) await addMember(app, people.owner, businessID, user, as);
  return user;
}

interface Attempt {
  response: LightMyRequestResponse;
  /** Whether the change is there afterwards. */
  applied(): Promise<boolean>;
}
interface Write {
  name: string;
  /** Owner and admin (`edit`), or the owner alone (`manage`). */
  rule: 'edit' | 'manage';
  /** Members and invitations are private: an outsider is told the business does not exist. */
  private?: true;
  status: number;
  attempt(actor: TestUser | null): Promise<Attempt>;
}

function groupUpdate(
  group: string,
  field: string,
  value: () => unknown,
  readBack: (p: BusinessProfile) => unknown,
) {
  return {
    name: `update the ${group} group`,
    rule: 'edit',
    status: 200,
    async attempt(actor) {
      const marker = value();
      const response = await call('PUT', `/business/profile/${businessID}`, actor, {
        [group]: { [field]: marker },
      });
      return {
        response,
        applied: async () => JSON.stringify(readBack(await profile())) === JSON.stringify(marker),
      };
    },
  } satisfies Write;
}

const WRITES: Write[] = [
  groupUpdate(
    'general',
    'companyName',
    () => `Works ${randomUUID()}`,
    (p) => p.general.companyName,
  ),
  groupUpdate(
    'contactInfo',
    'city',
    () => `City ${randomUUID()}`,
    (p) => p.contactInfo.city,
  ),
  groupUpdate(
    'factory',
    'zipcode',
    () => randomUUID().slice(0, 8),
    (p) => p.factory.zipcode,
  ),
  groupUpdate(
    'tradeCapabilities',
    'averageLeadTime',
    () => next(),
    (p) => p.tradeCapabilities.averageLeadTime,
  ),
  groupUpdate(
    'businessTerms',
    'acceptedPaymentTypes',
    () => [PAYMENT_TYPES[next() % PAYMENT_TYPES.length]!.code],
    (p) => p.businessTerms.acceptedPaymentTypes,
  ),
  {
    name: 'add a certificate',
    rule: 'edit',
    status: 201,
    async attempt(actor) {
      const name = `Added ${randomUUID()}`;
      const response = await call('POST', `/business/profile/${businessID}/certificates`, actor, {
        name,
        issueDate: '2021-05-05',
      });
      return { response, applied: async () => (await certificates()).some((c) => c.name === name) };
    },
  },
  {
    name: 'edit a certificate',
    rule: 'edit',
    status: 200,
    async attempt(actor) {
      const { id } = await ownersCertificate();
      const name = `Edited ${randomUUID()}`;
      const response = await call('PUT', `/business/profile/${businessID}/certificates/${id}`, actor, {
        name,
        issueDate: '2021-05-05',
      });
      return {
        response,
        applied: async () => (await certificates()).find((c) => c.id === id)?.name === name,
      };
    },
  },
  {
    name: 'delete a certificate',
    rule: 'edit',
    status: 200,
    async attempt(actor) {
      const { id } = await ownersCertificate();
      const response = await call('DELETE', `/business/profile/${businessID}/certificates/${id}`, actor);
      return { response, applied: async () => !(await certificates()).some((c) => c.id === id) };
    },
  },
  {
    name: 'ask to upload a picture of the business',
    rule: 'edit',
    status: 200,
    async attempt(actor) {
      const response = await call('POST', '/files/upload-request/business', actor, {
        contentType: 'image/png',
        fileSize: 1000,
        extras: { businessID, slot: 'cover' },
      });
      return { response, applied: () => Promise.resolve(response.statusCode === 200) };
    },
  },
  {
    name: 'invite a member',
    rule: 'manage',
    private: true,
    status: 201,
    async attempt(actor) {
      const target = await person();
      const response = await call('POST', `/business/${businessID}/members`, actor, {
        userID: target.userID,
        access: 'member',
      });
      return { response, applied: async () => (await invited()).some((i) => i.email === target.email) };
    },
  },
  {
    name: 'withdraw an invitation',
    rule: 'manage',
    private: true,
    status: 200,
    async attempt(actor) {
      const invitation = await ownersInvitation();
      const response = await call(
        'DELETE',
        `/business/${businessID}/invitations/${invitation.invitationID}`,
        actor,
      );
      return {
        response,
        applied: async () => !(await invited()).some((i) => i.invitationID === invitation.invitationID),
      };
    },
  },
  {
    name: "change a member's access",
    rule: 'manage',
    private: true,
    status: 200,
    async attempt(actor) {
      const target = await person('member');
      const response = await call('PUT', `/business/${businessID}/members/${target.userID}`, actor, {
        access: 'admin',
      });
      return {
        response,
        applied: async () => (await members()).find((m) => m.userID === target.userID)?.access === 'admin',
      };
    },
  },
  {
    name: 'remove another member',
    rule: 'manage',
    private: true,
    status: 200,
    async attempt(actor) {
      const target = await person('member');
      const response = await call('DELETE', `/business/${businessID}/members/${target.userID}`, actor);
      return { response, applied: async () => !(await members()).some((m) => m.userID === target.userID) };
    },
  },
];

const ALLOWED = { edit: ['owner', 'admin'], manage: ['owner'] } as const;
/** What an outsider hears of a business's private side: the answer for a business that does not exist. */
const NO_SUCH_BUSINESS = { success: false, name: 'NotFound', message: 'There is no business with this id.' };

describe.each(WRITES)('$name', (write) => {
  it.each(['owner', 'admin', 'member', 'other'] as const)('as %s', async (role) => {
    const { response, applied } = await write.attempt(people[role]);
    if ((ALLOWED[write.rule] as readonly string[]).includes(role)) {
      expect(response.statusCode, response.body).toBe(write.status);
      expect(await applied()).toBe(true);
    } else if (role === 'other' && write.private) {
      expect(response.statusCode, response.body).toBe(404);
      expect(response.json<ErrorEnvelope>()).toMatchObject(NO_SUCH_BUSINESS);
      expect(await applied()).toBe(false);
    } else {
      expect(response.statusCode, response.body).toBe(403);
      expect(response.json<ErrorEnvelope>().name).toBe('Forbidden');
      expect(await applied()).toBe(false);
    }
  });

  it('as a visitor without a token', async () => {
    const { response, applied } = await write.attempt(null);
    expect(response.statusCode).toBe(401);
    expect(response.json<ErrorEnvelope>().name).toBe('TokenNotFound');
    expect(await applied()).toBe(false);
  });
});

const getAs = (url: string, actor: TestUser | null) =>
  app.inject({ method: 'GET', url: `/api${url}`, ...(actor ? { headers: actor.headers } : {}) });

describe.each([
  { list: 'members', url: () => `/business/${businessID}/members`, open: ['owner', 'admin', 'member'] },
  { list: 'invitations', url: () => `/business/${businessID}/invitations`, open: ['owner'] },
])('reading the $list', ({ url, open }) => {
  it.each(['owner', 'admin', 'member'] as const)('as the %s', async (role) => {
    const response = await getAs(url(), people[role]);
    if (open.includes(role)) {
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json<{ data: unknown }>().data).toEqual(await read(url()));
    } else {
      expect(response.statusCode, response.body).toBe(403);
      expect(response.json<ErrorEnvelope>().name).toBe('Forbidden');
    }
  });

  it('is hidden from others (404, as for no business) and closed to visitors (401)', async () => {
    const other = await getAs(url(), people.other);
    expect(other.statusCode, other.body).toBe(404);
    expect(other.json<ErrorEnvelope>()).toEqual(
      (await getAs(url().replace(businessID, randomUUID()), people.other)).json(),
    );
    expect(other.json<ErrorEnvelope>()).toMatchObject(NO_SUCH_BUSINESS);
    const visitor = await getAs(url(), null);
    expect(visitor.statusCode).toBe(401);
    expect(visitor.json<ErrorEnvelope>().name).toBe('TokenNotFound');
  });
});
