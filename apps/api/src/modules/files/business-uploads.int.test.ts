import type { ErrorEnvelope } from '@b2b/contracts';
import { describe, expect, it } from 'vitest';
import { addMember, createBusiness } from '../../test/business-factory.ts';
import type { TestUser } from '../../test/test-tokens.ts';
import { uploadPicture } from '../../test/uploads.ts';
import { useTestApp } from '../../test/use-test-app.ts';

const UNKNOWN_UUID = '00000000-0000-4000-8000-000000000000';

const { app, tokens } = await useTestApp();

const requestBusinessUpload = (user: TestUser, extras?: Record<string, string>) =>
  app.inject({
    method: 'POST',
    url: '/api/files/upload-request/business',
    headers: user.headers,
    payload: { contentType: 'image/png', fileSize: 1000, ...(extras ? { extras } : {}) },
  });

describe('POST /api/files/upload-request/business', () => {
  it('grants anyone signed in a picture for a business not made yet, which the new business then takes', async () => {
    const founder = await tokens.signIn();
    const response = await requestBusinessUpload(founder, { slot: 'profile' });
    expect(response.statusCode, response.body).toBe(200);
    const profilePhoto = await uploadPicture(app, founder, 'business', { slot: 'profile' });
    const { businessID } = await createBusiness(app, founder, { profilePhoto });
    const profile = await app.inject({ method: 'GET', url: `/api/business/profile/${businessID}` });
    expect(
      profile.json<{ data: { general: { profilePhoto: unknown } } }>().data.general.profilePhoto,
    ).toEqual(profilePhoto);
  });

  it('grants a picture of an existing business to its owner and admins only', async () => {
    const owner = await tokens.signIn();
    const admin = await tokens.signIn();
    const member = await tokens.signIn();
    const { businessID } = await createBusiness(app, owner);
    await addMember(app, owner, businessID, admin, 'admin');
    await addMember(app, owner, businessID, member, 'member');
    expect((await requestBusinessUpload(owner, { businessID })).statusCode).toBe(200);
    expect((await requestBusinessUpload(admin, { businessID })).statusCode).toBe(200);
    for (const refused of [member, await tokens.signIn()]) {
      const response = await requestBusinessUpload(refused, { businessID });
      expect(response.statusCode).toBe(403);
      expect(response.json<ErrorEnvelope>().name).toBe('Forbidden');
    }
  });

  it('answers 404 for an unknown business and 400 for a business id that is not one', async () => {
    const user = await tokens.signIn();
    const unknown = await requestBusinessUpload(user, { businessID: UNKNOWN_UUID });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json<ErrorEnvelope>().name).toBe('NotFound');
    const malformed = await requestBusinessUpload(user, { businessID: 'my-company' });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json<ErrorEnvelope>()).toMatchObject({
      name: 'ValidationError',
      errors: [{ path: 'extras.businessID' }],
    });
  });
});
