import {
  ALREADY_MEMBER_MESSAGE,
  INVITATION_ANSWERED_MESSAGE,
  type ErrorEnvelope,
  type Invitation,
  type Member,
  type MyBusinessItem,
} from '@b2b/contracts';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/use-test-app.ts';
import { addMember, createBusiness } from '../../test/business-factory.ts';
import { createProduct } from '../../test/product-factory.ts';
import type { TestUser } from '../../test/test-tokens.ts';

/** Invitations (decision 0008): an invitation grants nothing until the person signed in with its email accepts it. */

const UNKNOWN_UUID = '00000000-0000-4000-8000-000000000000';

const { app, tokens, visitor } = await useTestApp();

function send(method: 'GET' | 'POST' | 'DELETE', user: TestUser | null, url: string, payload?: object) {
  return app.inject({
    method,
    url: `/api${url}`,
    ...(user ? { headers: user.headers } : {}),
    ...(payload ? { payload } : {}),
  });
}

async function data<T>(user: TestUser, url: string): Promise<T> {
  const response = await send('GET', user, url);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ data: T }>().data;
}

async function invite(owner: TestUser, businessID: string, payload: object): Promise<Invitation> {
  const response = await send('POST', owner, `/business/${businessID}/members`, payload);
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{ data: Invitation }>().data;
}

const mine = (user: TestUser) => data<Invitation[]>(user, '/business/invitations/my-list');
const pendingOf = (owner: TestUser, businessID: string) =>
  data<Invitation[]>(owner, `/business/${businessID}/invitations`);
const myBusinesses = async (user: TestUser) =>
  (await data<MyBusinessItem[]>(user, '/business/profile/my-list')).map((i) => [i.businessID, i.access]);
const answer = (user: TestUser, invitationID: string, verb: 'accept' | 'decline') =>
  send('POST', user, `/business/invitations/${invitationID}/${verb}`);

function expectRefusal(
  response: Awaited<ReturnType<typeof send>>,
  status: number,
  name: string,
  message?: string,
) {
  expect(response.statusCode, response.body).toBe(status);
  expect(response.json<ErrorEnvelope>()).toMatchObject({
    success: false,
    name,
    ...(message ? { message } : {}),
  });
}

describe('inviting a person to a business', () => {
  it('invites an email nobody has signed in with yet; the invitation waits for that email, normalised', async () => {
    const owner = await visitor({ firstName: 'Olga', lastName: 'Owner' });
    const { businessID } = await createBusiness(app, owner, { companyName: 'Harbour Hydraulics' });
    const invitation = await invite(owner, businessID, {
      email: '  New.Comer@Example.COM ',
      access: 'admin',
    });
    expect(invitation).toEqual({
      invitationID: expect.any(String),
      businessID,
      companyName: 'Harbour Hydraulics',
      email: 'new.comer@example.com',
      access: 'admin',
      invitedBy: { userID: owner.userID, firstName: 'Olga', lastName: 'Owner' },
      createdAt: expect.any(String),
    });
    expect(await pendingOf(owner, businessID)).toEqual([invitation]);

    // They come later, their account's email in any case: the invitation is theirs.
    const newcomer = await tokens.signIn({ email: 'New.Comer@example.com' });
    expect(await mine(newcomer)).toEqual([invitation]);
    expect(await mine(await visitor())).toEqual([]);
  });

  it('grants nothing before acceptance and membership with the invited access after it', async () => {
    const owner = await visitor();
    const invited = await visitor({ firstName: 'Ivy', lastName: 'Invited' });
    const { businessID } = await createBusiness(app, owner);
    const productID = await createProduct(app, owner, businessID);
    const members = `/business/${businessID}/members`;
    const commentAsBusiness = () =>
      send('POST', invited, '/social/comments/make-comment', {
        resourceID: productID,
        resourceType: 'product',
        content: 'Speaking for the business',
        businessID,
      });
    const invitation = await invite(owner, businessID, { email: invited.email, access: 'member' });

    // Until they accept they are an outsider: the business's private side does not exist for them.
    expectRefusal(await send('GET', invited, members), 404, 'NotFound');
    expectRefusal(await commentAsBusiness(), 403, 'Forbidden');
    expectRefusal(await send('GET', invited, `/business/${businessID}/invitations`), 404, 'NotFound');
    expect(await myBusinesses(invited)).toEqual([]);
    const before = await send('GET', invited, `/business/profile/${businessID}`);
    expect(before.json<{ session: unknown }>().session).toBeNull();

    const accepted = await answer(invited, invitation.invitationID, 'accept');
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json()).toEqual({ success: true, data: { businessID, access: 'member' } });

    expect((await data<Member[]>(invited, members)).map((m) => [m.userID, m.access])).toEqual([
      [owner.userID, 'owner'],
      [invited.userID, 'member'],
    ]);
    expect((await commentAsBusiness()).statusCode).toBe(201);
    expect(await myBusinesses(invited)).toEqual([[businessID, 'member']]);
    expect(await mine(invited)).toEqual([]);
    expect(await pendingOf(owner, businessID)).toEqual([]);
    expectRefusal(
      await answer(invited, invitation.invitationID, 'accept'),
      409,
      'Conflict',
      INVITATION_ANSWERED_MESSAGE,
    );
  });

  it('lets nobody else see, accept or decline an invitation: 404, and it stays pending', async () => {
    const owner = await visitor();
    const invited = await visitor();
    const { businessID } = await createBusiness(app, owner);
    const admin = await visitor();
    await addMember(app, owner, businessID, admin, 'admin');
    const invitation = await invite(owner, businessID, { email: invited.email, access: 'admin' });

    for (const someone of [await visitor(), owner, admin]) {
      expect(await mine(someone)).toEqual([]);
      for (const verb of ['accept', 'decline'] as const) {
        expectRefusal(await answer(someone, invitation.invitationID, verb), 404, 'NotFound');
      }
    }
    expect(await myBusinesses(await visitor())).toEqual([]);
    expect(await mine(invited)).toEqual([invitation]);
    expect(await pendingOf(owner, businessID)).toEqual([invitation]);
  });

  it('declining removes the invitation without access; it cannot be accepted afterwards', async () => {
    const owner = await visitor();
    const invited = await visitor();
    const { businessID } = await createBusiness(app, owner);
    const invitation = await invite(owner, businessID, { userID: invited.userID, access: 'admin' });
    expect(invitation.email).toBe(invited.email);

    const declined = await answer(invited, invitation.invitationID, 'decline');
    expect(declined.statusCode, declined.body).toBe(200);
    expect(declined.json()).toEqual({ success: true });
    expect(await mine(invited)).toEqual([]);
    expect(await pendingOf(owner, businessID)).toEqual([]);
    expectRefusal(await answer(invited, invitation.invitationID, 'accept'), 409, 'Conflict');
    expect(await myBusinesses(invited)).toEqual([]);
    expectRefusal(await send('GET', invited, `/business/${businessID}/members`), 404, 'NotFound');
  });

  it('the owner withdraws an invitation: it can no longer be accepted, and a new one may follow', async () => {
    const owner = await visitor();
    const invited = await visitor();
    const { businessID } = await createBusiness(app, owner);
    const invitation = await invite(owner, businessID, { email: invited.email, access: 'member' });
    const url = `/business/${businessID}/invitations/${invitation.invitationID}`;

    const withdrawn = await send('DELETE', owner, url);
    expect(withdrawn.statusCode, withdrawn.body).toBe(200);
    expect(await pendingOf(owner, businessID)).toEqual([]);
    expect(await mine(invited)).toEqual([]);
    expectRefusal(
      await answer(invited, invitation.invitationID, 'accept'),
      409,
      'Conflict',
      INVITATION_ANSWERED_MESSAGE,
    );
    expect(await myBusinesses(invited)).toEqual([]);
    expectRefusal(await send('DELETE', owner, url), 404, 'NotFound');
    expectRefusal(
      await send('DELETE', owner, `/business/${businessID}/invitations/${UNKNOWN_UUID}`),
      404,
      'NotFound',
    );

    const again = await invite(owner, businessID, { email: invited.email, access: 'admin' });
    expect(again.invitationID).not.toBe(invitation.invitationID);
    expect(await mine(invited)).toEqual([again]);
  });

  it('inviting the same email again changes the pending invitation instead of adding one', async () => {
    const owner = await visitor();
    const { businessID } = await createBusiness(app, owner);
    const first = await invite(owner, businessID, { email: 'twice@example.com', access: 'member' });
    const second = await invite(owner, businessID, { email: 'TWICE@example.com', access: 'admin' });
    expect(second).toMatchObject({ invitationID: first.invitationID, access: 'admin' });
    expect(await pendingOf(owner, businessID)).toEqual([second]);
  });

  it('refuses to invite someone who already belongs to the business (409), by email or by id', async () => {
    const owner = await visitor({ email: 'Owner.Case@example.com' });
    const member = await visitor();
    const { businessID } = await createBusiness(app, owner);
    await addMember(app, owner, businessID, member, 'member');
    for (const payload of [
      { userID: member.userID, access: 'admin' },
      { email: member.email.toUpperCase(), access: 'admin' },
      { email: 'owner.case@example.com', access: 'member' },
    ]) {
      expectRefusal(
        await send('POST', owner, `/business/${businessID}/members`, payload),
        409,
        'Conflict',
        ALREADY_MEMBER_MESSAGE,
      );
    }
    expect(await pendingOf(owner, businessID)).toEqual([]);
  });

  it('answers 404 for an unknown profile id or business, 400 for a bad id and 401 without a token', async () => {
    const owner = await visitor();
    const { businessID } = await createBusiness(app, owner);
    expectRefusal(
      await send('POST', owner, `/business/${businessID}/members`, { userID: UNKNOWN_UUID, access: 'admin' }),
      404,
      'NotFound',
    );
    expectRefusal(await send('GET', owner, `/business/${UNKNOWN_UUID}/invitations`), 404, 'NotFound');
    expectRefusal(await answer(owner, UNKNOWN_UUID, 'accept'), 404, 'NotFound');
    expectRefusal(await answer(owner, 'not-an-id', 'accept'), 400, 'ValidationError');
    expectRefusal(await send('GET', null, '/business/invitations/my-list'), 401, 'TokenNotFound');
    expectRefusal(
      await send('POST', null, `/business/invitations/${UNKNOWN_UUID}/decline`),
      401,
      'TokenNotFound',
    );
  });
});
