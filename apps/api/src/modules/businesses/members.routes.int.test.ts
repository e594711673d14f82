import { OWNER_STAYS_MESSAGE, type ErrorEnvelope, type Member } from '@b2b/contracts';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/use-test-app.ts';
import { addMember, createBusiness } from '../../test/business-factory.ts';
import type { TestUser } from '../../test/test-tokens.ts';
import { uploadPicture } from '../../test/uploads.ts';

const UNKNOWN_UUID = '00000000-0000-4000-8000-000000000000';

const { app, visitor } = await useTestApp();

const urlOf = (businessID: string, userID?: string) =>
  `/api/business/${businessID}/members${userID ? `/${userID}` : ''}`;

function send(
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  user: TestUser,
  url: string,
  payload?: Record<string, unknown>,
) {
  return app.inject({ method, url, headers: user.headers, ...(payload ? { payload } : {}) });
}

async function members(user: TestUser, businessID: string): Promise<Member[]> {
  const response = await send('GET', user, urlOf(businessID));
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ data: Member[] }>().data;
}

const accessOf = (list: Member[]) => list.map((m) => [m.userID, m.access]);

describe('business members', () => {
  it('lists the owner first, then members in the order they joined, with their names, emails and photos', async () => {
    const owner = await visitor({ firstName: 'Olga', lastName: 'Owner' });
    const photo = await uploadPicture(app, owner, 'user');
    await send('PUT', owner, '/api/user/profile', { profilePhoto: photo });
    const admin = await visitor({ firstName: 'Ada', lastName: 'Admin' });
    const member = await visitor({ firstName: 'Max', lastName: 'Member' });
    const { businessID } = await createBusiness(app, owner);
    await addMember(app, owner, businessID, admin, 'admin');
    await addMember(app, owner, businessID, member, 'member');

    const list = await members(member, businessID);
    expect(list).toEqual([
      {
        userID: owner.userID,
        firstName: 'Olga',
        lastName: 'Owner',
        email: owner.email,
        profilePhoto: photo,
        access: 'owner',
        addedAt: expect.any(String),
      },
      expect.objectContaining({
        userID: admin.userID,
        firstName: 'Ada',
        access: 'admin',
        profilePhoto: null,
      }),
      expect.objectContaining({ userID: member.userID, email: member.email, access: 'member' }),
    ]);
    expect(await members(owner, businessID)).toEqual(list);
    expect(await members(admin, businessID)).toEqual(list);
  });

  it('checks the body: an email or an id, and access admin or member (never owner)', async () => {
    const owner = await visitor();
    const { businessID } = await createBusiness(app, owner);
    const cases: [Record<string, unknown>, string[]][] = [
      [{}, ['access']],
      [{ access: 'member' }, ['email']],
      [{ email: 'not-an-email', access: 'owner' }, ['access', 'email']],
      [{ userID: 'abc', access: 'member' }, ['userID']],
    ];
    for (const [payload, paths] of cases) {
      const response = await send('POST', owner, urlOf(businessID), payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(
        response
          .json<ErrorEnvelope>()
          .errors?.map((e) => e.path)
          .sort(),
      ).toEqual(paths);
    }
    const member = await visitor();
    await addMember(app, owner, businessID, member, 'member');
    const toOwner = await send('PUT', owner, urlOf(businessID, member.userID), { access: 'owner' });
    expect(toOwner.statusCode).toBe(400);
  });

  it("changes a member's access and removes members; the owner can be neither demoted nor removed", async () => {
    const owner = await visitor();
    const member = await visitor();
    const { businessID } = await createBusiness(app, owner);
    await addMember(app, owner, businessID, member, 'member');

    const promoted = await send('PUT', owner, urlOf(businessID, member.userID), { access: 'admin' });
    expect(promoted.statusCode, promoted.body).toBe(200);
    expect(promoted.json<{ data: Member }>().data).toMatchObject({ userID: member.userID, access: 'admin' });

    for (const response of [
      await send('PUT', owner, urlOf(businessID, owner.userID), { access: 'admin' }),
      await send('DELETE', owner, urlOf(businessID, owner.userID)),
    ]) {
      expect(response.statusCode).toBe(409);
      expect(response.json<ErrorEnvelope>()).toMatchObject({
        name: 'Conflict',
        message: OWNER_STAYS_MESSAGE,
      });
    }

    const removed = await send('DELETE', owner, urlOf(businessID, member.userID));
    expect(removed.statusCode).toBe(200);
    expect(removed.json()).toEqual({ success: true });
    expect(accessOf(await members(owner, businessID))).toEqual([[owner.userID, 'owner']]);
    // A former member sees neither the list (an outsider is told there is no such business) nor the business in their own.
    expect((await send('GET', member, urlOf(businessID))).statusCode).toBe(404);
    const mine = await send('GET', member, '/api/business/profile/my-list');
    expect(mine.json()).toEqual({ success: true, data: [] });
  });

  it('lets a member or an admin leave on their own', async () => {
    const owner = await visitor();
    const admin = await visitor();
    const member = await visitor();
    const { businessID } = await createBusiness(app, owner);
    await addMember(app, owner, businessID, admin, 'admin');
    await addMember(app, owner, businessID, member, 'member');
    for (const leaving of [member, admin]) {
      const response = await send('DELETE', leaving, urlOf(businessID, leaving.userID));
      expect(response.statusCode, response.body).toBe(200);
    }
    expect(accessOf(await members(owner, businessID))).toEqual([[owner.userID, 'owner']]);
  });

  it('answers 404 for an unknown business and for a person who is not a member', async () => {
    const owner = await visitor();
    const outsider = await visitor();
    const { businessID } = await createBusiness(app, owner);
    const responses = [
      await send('GET', owner, urlOf(UNKNOWN_UUID)),
      await send('POST', owner, urlOf(UNKNOWN_UUID), { userID: outsider.userID, access: 'member' }),
      await send('PUT', owner, urlOf(businessID, outsider.userID), { access: 'admin' }),
      await send('DELETE', owner, urlOf(businessID, outsider.userID)),
    ];
    for (const response of responses) {
      expect(response.statusCode, response.body).toBe(404);
      expect(response.json<ErrorEnvelope>().name).toBe('NotFound');
    }
  });
});
