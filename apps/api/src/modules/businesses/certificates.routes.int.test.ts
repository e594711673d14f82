import type { BusinessProfile, Certificate, ErrorEnvelope } from '@b2b/contracts';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/use-test-app.ts';
import { addMember, createBusiness } from '../../test/business-factory.ts';
import type { TestUser } from '../../test/test-tokens.ts';
import { uploadPicture } from '../../test/uploads.ts';

const UNKNOWN_UUID = '00000000-0000-4000-8000-000000000000';

const { app, tokens } = await useTestApp();

const urlOf = (businessID: string, certificateID?: string) =>
  `/api/business/profile/${businessID}/certificates${certificateID ? `/${certificateID}` : ''}`;

async function list(businessID: string): Promise<Certificate[]> {
  const response = await app.inject({ method: 'GET', url: urlOf(businessID) });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ data: Certificate[] }>().data;
}

function send(
  method: 'POST' | 'PUT' | 'DELETE',
  user: TestUser,
  url: string,
  payload?: Record<string, unknown>,
) {
  return app.inject({ method, url, headers: user.headers, ...(payload ? { payload } : {}) });
}

async function add(user: TestUser, businessID: string, payload: Record<string, unknown>) {
  const response = await send('POST', user, urlOf(businessID), payload);
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{ success: true; data: Certificate }>().data;
}

describe('business certificates', () => {
  it('adds, lists (newest issue first, also in the profile), changes and removes certificates', async () => {
    const owner = await tokens.signIn();
    const { businessID } = await createBusiness(app, owner);
    const photo = await uploadPicture(app, owner, 'business', { businessID });
    const iso = await add(owner, businessID, {
      name: ' ISO 9001 ',
      issueDate: '2020-03-01',
      expireDate: '2026-03-01',
      photo: { ...photo, versions: [] },
    });
    expect(iso).toEqual({
      id: expect.any(String),
      name: 'ISO 9001',
      issueDate: '2020-03-01',
      expireDate: '2026-03-01',
      photo,
    });
    const ce = await add(owner, businessID, { name: 'CE', issueDate: '2022-07-15' });
    expect(ce).toMatchObject({ expireDate: null, photo: null });
    expect(await list(businessID)).toEqual([ce, iso]);
    const profile = await app.inject({ method: 'GET', url: `/api/business/profile/${businessID}` });
    expect(profile.json<{ data: BusinessProfile }>().data.certificates).toEqual([ce, iso]);

    // A missing expire date or photo stays; null clears.
    const renamed = await send('PUT', owner, urlOf(businessID, iso.id), {
      name: 'ISO 9001:2015',
      issueDate: '2021-03-01',
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(renamed.json<{ data: Certificate }>().data).toEqual({
      ...iso,
      name: 'ISO 9001:2015',
      issueDate: '2021-03-01',
    });
    const cleared = await send('PUT', owner, urlOf(businessID, iso.id), {
      name: 'ISO 9001:2015',
      issueDate: '2021-03-01',
      expireDate: null,
      photo: null,
    });
    expect(cleared.json<{ data: Certificate }>().data).toMatchObject({ expireDate: null, photo: null });

    const removed = await send('DELETE', owner, urlOf(businessID, ce.id));
    expect(removed.statusCode).toBe(200);
    expect(removed.json()).toEqual({ success: true });
    expect((await list(businessID)).map((c) => c.id)).toEqual([iso.id]);
  });

  it('checks the fields and the dates, also against a kept expire date', async () => {
    const owner = await tokens.signIn();
    const { businessID } = await createBusiness(app, owner);
    const empty = await send('POST', owner, urlOf(businessID), {});
    expect(empty.statusCode).toBe(400);
    expect(
      empty
        .json<ErrorEnvelope>()
        .errors?.map((e) => e.path)
        .sort(),
    ).toEqual(['issueDate', 'name']);
    const backwards = await send('POST', owner, urlOf(businessID), {
      name: 'CE',
      issueDate: '2022-01-01',
      expireDate: '2021-01-01',
    });
    expect(backwards.json<ErrorEnvelope>().errors?.map((e) => e.path)).toEqual(['expireDate']);
    const badDate = await send('POST', owner, urlOf(businessID), { name: 'CE', issueDate: '01/02/2022' });
    expect(badDate.json<ErrorEnvelope>().errors?.map((e) => e.path)).toEqual(['issueDate']);

    const ce = await add(owner, businessID, {
      name: 'CE',
      issueDate: '2020-01-01',
      expireDate: '2023-01-01',
    });
    const afterKeptExpiry = await send('PUT', owner, urlOf(businessID, ce.id), {
      name: 'CE',
      issueDate: '2024-01-01',
    });
    expect(afterKeptExpiry.statusCode).toBe(400);
    expect(afterKeptExpiry.json<ErrorEnvelope>().errors?.map((e) => e.path)).toEqual(['expireDate']);
    expect(await list(businessID)).toEqual([ce]);
  });

  it("takes only the editor's own pictures", async () => {
    const owner = await tokens.signIn();
    const stranger = await tokens.signIn();
    const { businessID } = await createBusiness(app, owner);
    const theirs = await uploadPicture(app, stranger);
    const response = await send('POST', owner, urlOf(businessID), {
      name: 'CE',
      issueDate: '2020-01-01',
      photo: theirs,
    });
    expect(response.statusCode).toBe(403);
    expect(response.json<ErrorEnvelope>().name).toBe('Forbidden');
    expect(await list(businessID)).toEqual([]);
  });

  it('keeps the photo a certificate shows when an admin saves it back unchanged', async () => {
    const owner = await tokens.signIn();
    const admin = await tokens.signIn();
    const { businessID } = await createBusiness(app, owner);
    await addMember(app, owner, businessID, admin, 'admin');
    const photo = await uploadPicture(app, owner, 'business', { businessID });
    const { id } = await add(owner, businessID, { name: 'CE', issueDate: '2020-01-01', photo });
    const saved = await send('PUT', admin, urlOf(businessID, id), {
      name: 'CE marking',
      issueDate: '2020-01-01',
      photo,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json<{ data: Certificate }>().data).toMatchObject({ name: 'CE marking', photo });
  });

  it('answers 404 for an unknown business and for a certificate of another business', async () => {
    const owner = await tokens.signIn();
    const { businessID } = await createBusiness(app, owner);
    const other = await createBusiness(app, owner, { companyName: 'Other Works' });
    const theirs = await add(owner, other.businessID, { name: 'CE', issueDate: '2020-01-01' });
    const unknownList = await app.inject({ method: 'GET', url: urlOf(UNKNOWN_UUID) });
    expect(unknownList.statusCode).toBe(404);
    const attempts = [
      send('POST', owner, urlOf(UNKNOWN_UUID), { name: 'CE', issueDate: '2020-01-01' }),
      send('PUT', owner, urlOf(businessID, theirs.id), { name: 'Taken', issueDate: '2020-01-01' }),
      send('DELETE', owner, urlOf(businessID, theirs.id)),
      send('DELETE', owner, urlOf(businessID, UNKNOWN_UUID)),
    ];
    for (const response of await Promise.all(attempts)) {
      expect(response.statusCode, response.body).toBe(404);
      expect(response.json<ErrorEnvelope>().name).toBe('NotFound');
    }
    expect(await list(other.businessID)).toEqual([theirs]);
    expect((await app.inject({ method: 'GET', url: urlOf('nope') })).statusCode).toBe(400);
  });
});
