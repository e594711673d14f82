import {
  INVALID_DATE_MESSAGE,
  INVALID_PHONE_MESSAGE,
  PROFILE_UPDATED_MESSAGE,
  type Country,
  type ErrorEnvelope,
  type Industry,
  type JobPosition,
  type PublicUserProfile,
  type State,
  type UserProfile,
} from '@b2b/contracts';
import { eq, tables } from '@b2b/db';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/use-test-app.ts';
import type { TestUser } from '../../test/test-tokens.ts';

const UNKNOWN_UUID = '00000000-0000-4000-8000-000000000000';

const { app, database, tokens } = await useTestApp();

let usStates: State[];
let cnStates: State[];
let industry: Industry;
let jobPosition: JobPosition;

async function refData<T>(url: string): Promise<T> {
  return (await app.inject({ method: 'GET', url })).json<{ data: T }>().data;
}

beforeAll(async () => {
  usStates = await refData<State[]>('/api/ref-data/country/US/state');
  cnStates = await refData<State[]>('/api/ref-data/country/CN/state');
  industry = (await refData<Industry[]>('/api/catsys/industry'))[0]!;
  jobPosition = (await refData<JobPosition[]>('/api/ref-data/job-position'))[0]!;
});

async function getProfile(user: TestUser): Promise<UserProfile> {
  const response = await app.inject({ method: 'GET', url: '/api/user/profile', headers: user.headers });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ success: true; data: UserProfile }>().data;
}

function putProfile(user: TestUser, payload: Record<string, unknown>) {
  return app.inject({ method: 'PUT', url: '/api/user/profile', headers: user.headers, payload });
}

async function update(user: TestUser, payload: Record<string, unknown>): Promise<UserProfile> {
  const response = await putProfile(user, payload);
  expect(response.statusCode, response.body).toBe(200);
  expect(response.json()).toEqual({ success: true, message: PROFILE_UPDATED_MESSAGE });
  return getProfile(user);
}

async function refused(user: TestUser, payload: Record<string, unknown>, status = 400) {
  const response = await putProfile(user, payload);
  expect(response.statusCode, response.body).toBe(status);
  return response.json<ErrorEnvelope>();
}

const updatedAtOf = async (id: string) =>
  (
    await database.db
      .select({ updatedAt: tables.users.updatedAt })
      .from(tables.users)
      .where(eq(tables.users.id, id))
  )[0]!.updatedAt;

describe('GET /api/user/profile', () => {
  it("makes the profile from the token's claims on the first call, with reference names", async () => {
    const user = await tokens.signIn({
      firstName: 'Wei',
      lastName: 'Zhang',
      email: 'wei.zhang@example.com',
      country: 'CN',
      businessType: 'DI',
    });
    expect(await getProfile(user)).toEqual({
      userID: user.userID,
      firstName: 'Wei',
      lastName: 'Zhang',
      email: 'wei.zhang@example.com',
      city: null,
      country: { code: 'CN', countryName: 'China' },
      state: null,
      gender: null,
      preferredLanguage: null,
      mobilePhone: null,
      briefPresentation: null,
      birthDate: null,
      showBirthDate: false,
      profession: null,
      showProfession: true,
      companyName: null,
      industry: null,
      jobPosition: null,
      businessType: { code: 'DI', name: 'Distributors' },
      profilePhoto: null,
      coverPhoto: null,
    });
    const rows = await database.db.select().from(tables.users).where(eq(tables.users.id, user.userID));
    expect(rows).toHaveLength(1);
  });

  it('makes one profile when the first calls come together, and keeps it afterwards', async () => {
    const user = await tokens.signIn();
    const [a, b] = await Promise.all([getProfile(user), getProfile(user)]);
    expect(a).toEqual(b);
    await update(user, { city: 'Shenzhen' });
    expect((await getProfile(user)).city).toBe('Shenzhen');
    const rows = await database.db.select().from(tables.users).where(eq(tables.users.id, user.userID));
    expect(rows).toHaveLength(1);
  });

  it('follows the account when its email changes, since the email is not the portal’s to edit', async () => {
    const user = await tokens.signIn({ email: 'old@example.com' });
    await getProfile(user);
    const renamed = await tokens.signIn({ userID: user.userID, email: 'new@example.com' });
    expect((await getProfile(renamed)).email).toBe('new@example.com');
  });

  it('leaves out a country or business type the reference data does not know', async () => {
    const user = await tokens.signIn({ country: 'ZZ', businessType: 'PR' });
    const profile = await getProfile(user);
    expect(profile.country).toBeNull();
    expect(profile.businessType).toBeNull();
  });

  it('answers 401 to a visitor on both profile routes', async () => {
    for (const method of ['GET', 'PUT'] as const) {
      const response = await app.inject({
        method,
        url: '/api/user/profile',
        ...(method === 'PUT' ? { payload: { city: 'X' } } : {}),
      });
      expect(response.statusCode).toBe(401);
      expect(response.json<ErrorEnvelope>().name).toBe('TokenNotFound');
    }
  });
});

describe('PUT /api/user/profile', () => {
  it('saves every field, reads each back with its reference names, and sets updatedAt', async () => {
    const user = await tokens.signIn({ country: 'US', businessType: 'MA' });
    await getProfile(user);
    const before = await updatedAtOf(user.userID);
    const state = usStates.find((s) => s.stateName === 'California')!;
    const profile = await update(user, {
      firstName: ' Grace ',
      lastName: 'Hopper',
      city: 'Arlington',
      state: state.stateID,
      gender: 'F',
      preferredLanguage: 'en',
      mobilePhone: { countryCode: '1', phoneNumber: '202 555-0147' },
      briefPresentation: 'Compilers and COBOL.',
      birthDate: '1906-12-09',
      showBirthDate: true,
      profession: 'Rear admiral',
      showProfession: false,
      companyName: 'US Navy',
      industry: industry.id,
      jobPosition: jobPosition.jobPositionID,
      businessType: 'CO',
    });
    expect(profile).toMatchObject({
      firstName: 'Grace',
      lastName: 'Hopper',
      city: 'Arlington',
      country: { code: 'US', countryName: 'United States' },
      state: { stateID: state.stateID, stateName: 'California' },
      gender: { code: 'F', name: 'Female' },
      preferredLanguage: { code: 'en', languageName: 'English' },
      mobilePhone: { countryCode: '+1', phoneNumber: '2025550147' },
      briefPresentation: 'Compilers and COBOL.',
      birthDate: '1906-12-09',
      showBirthDate: true,
      profession: 'Rear admiral',
      showProfession: false,
      companyName: 'US Navy',
      industry: { id: industry.id, name: industry.name },
      jobPosition: { jobPositionID: jobPosition.jobPositionID, name: jobPosition.name },
      businessType: { code: 'CO', name: 'Consultants' },
    });
    expect((await updatedAtOf(user.userID)).getTime()).toBeGreaterThan(before.getTime());
  });

  it('leaves missing fields as they are and clears those sent as null', async () => {
    const user = await tokens.signIn({ country: 'US' });
    await update(user, {
      city: 'Boston',
      state: usStates[0]!.stateID,
      gender: 'M',
      preferredLanguage: 'en',
      mobilePhone: { countryCode: '+1', phoneNumber: '61755501234' },
      briefPresentation: 'Hello',
      birthDate: '1980-01-02',
      profession: 'Engineer',
      companyName: 'Acme',
      industry: industry.id,
      jobPosition: jobPosition.jobPositionID,
      businessType: 'IM',
    });
    const kept = await update(user, { companyName: 'Acme Two' });
    expect(kept).toMatchObject({ city: 'Boston', companyName: 'Acme Two', gender: { code: 'M' } });

    const cleared = await update(user, {
      city: null,
      state: null,
      gender: null,
      preferredLanguage: null,
      mobilePhone: null,
      briefPresentation: null,
      birthDate: null,
      profession: null,
      companyName: '',
      industry: null,
      jobPosition: null,
      businessType: null,
      profilePhoto: null,
      coverPhoto: null,
    });
    expect(cleared).toMatchObject({
      city: null,
      country: { code: 'US' },
      state: null,
      gender: null,
      preferredLanguage: null,
      mobilePhone: null,
      briefPresentation: null,
      birthDate: null,
      profession: null,
      companyName: null,
      industry: null,
      jobPosition: null,
      businessType: null,
      profilePhoto: null,
      coverPhoto: null,
    });
  });

  it('ignores an email in the body', async () => {
    const user = await tokens.signIn({ email: 'mine@example.com' });
    const profile = await update(user, { email: 'someone-else@example.com', city: 'Lima' });
    expect(profile.email).toBe('mine@example.com');
    expect(profile.city).toBe('Lima');
  });

  it('clears the state when the country changes, unless a state of the new country comes with it', async () => {
    const user = await tokens.signIn({ country: 'US' });
    await update(user, { state: usStates[0]!.stateID });
    const moved = await update(user, { country: 'cn' });
    expect(moved.country).toEqual({ code: 'CN', countryName: 'China' });
    expect(moved.state).toBeNull();

    const withState = await update(user, { country: 'US', state: usStates[1]!.stateID });
    expect(withState.state?.stateID).toBe(usStates[1]!.stateID);

    const sameCountry = await update(user, { country: 'US' });
    expect(sameCountry.state?.stateID).toBe(usStates[1]!.stateID);
  });

  it('refuses a state of another country, naming state, and changes nothing', async () => {
    const user = await tokens.signIn({ country: 'US' });
    await update(user, { state: usStates[0]!.stateID });
    const body = await refused(user, { state: cnStates[0]!.stateID });
    expect(body.name).toBe('ValidationError');
    expect(body.errors).toEqual([{ path: 'state', message: expect.any(String) }]);

    const alsoWrong = await refused(user, { country: 'CN', state: usStates[2]!.stateID, city: 'X' });
    expect(alsoWrong.errors?.map((e) => e.path)).toEqual(['state']);
    const profile = await getProfile(user);
    expect(profile.country?.code).toBe('US');
    expect(profile.state?.stateID).toBe(usStates[0]!.stateID);
    expect(profile.city).toBeNull();

    expect((await refused(user, { state: UNKNOWN_UUID })).errors?.[0]?.path).toBe('state');
  });

  it('names each unknown reference', async () => {
    const user = await tokens.signIn();
    const body = await refused(user, {
      country: 'ZZ',
      gender: 'Q',
      preferredLanguage: 'xx',
      industry: UNKNOWN_UUID,
      jobPosition: UNKNOWN_UUID,
    });
    expect(body.errors?.map((e) => e.path).sort()).toEqual(
      ['country', 'gender', 'industry', 'jobPosition', 'preferredLanguage'].sort(),
    );
    expect((await refused(user, { businessType: 'PR' })).errors?.[0]?.path).toBe('businessType');
    expect((await refused(user, { industry: 'not-a-uuid' })).errors?.[0]?.path).toBe('industry');
  });

  it('checks the mobile phone: a known dial code and at least 8 digits', async () => {
    const countries = await refData<Country[]>('/api/ref-data/country');
    expect(countries.some((c) => c.dialCode === '999')).toBe(false);
    const user = await tokens.signIn();

    const badDialCode = await refused(user, {
      mobilePhone: { countryCode: '+999', phoneNumber: '12345678' },
    });
    expect(badDialCode).toMatchObject({ name: 'ValidationError', message: INVALID_PHONE_MESSAGE });
    expect(badDialCode.errors).toEqual([{ path: 'mobilePhone.countryCode', message: INVALID_PHONE_MESSAGE }]);

    const sevenDigits = await refused(user, { mobilePhone: { countryCode: '+86', phoneNumber: '1234567' } });
    expect(sevenDigits.errors).toEqual([{ path: 'mobilePhone.phoneNumber', message: INVALID_PHONE_MESSAGE }]);
    const empty = await refused(user, { mobilePhone: { countryCode: '+86', phoneNumber: '' } });
    expect(empty.errors?.[0]?.path).toBe('mobilePhone.phoneNumber');

    expect(
      (await update(user, { mobilePhone: { countryCode: '86', phoneNumber: '13812345678' } })).mobilePhone,
    ).toEqual({
      countryCode: '+86',
      phoneNumber: '13812345678',
    });
    expect((await update(user, { mobilePhone: null })).mobilePhone).toBeNull();
  });

  it('accepts birth dates written with -, /, . or a space and keeps YYYY-MM-DD', async () => {
    const user = await tokens.signIn();
    for (const form of ['1970-10-24', '1970/10/24', '1970.10.24', '1970 10 24']) {
      expect((await update(user, { birthDate: form })).birthDate, form).toBe('1970-10-24');
    }
    for (const form of ['1870-10-24', '1970-13-01', '24-10-1970']) {
      const body = await refused(user, { birthDate: form });
      expect(body.errors, form).toEqual([{ path: 'birthDate', message: INVALID_DATE_MESSAGE }]);
    }
    expect((await getProfile(user)).birthDate).toBe('1970-10-24');
  });

  it('takes a brief presentation of 512 characters and refuses 513', async () => {
    const user = await tokens.signIn();
    expect((await update(user, { briefPresentation: 'a'.repeat(512) })).briefPresentation).toHaveLength(512);
    const body = await refused(user, { briefPresentation: 'a'.repeat(513) });
    expect(body.errors?.[0]?.path).toBe('briefPresentation');
  });

  it('refuses a picture that was never uploaded here', async () => {
    const user = await tokens.signIn();
    const body = await refused(
      user,
      { profilePhoto: { url: 'https://elsewhere.example/cat.png', versions: [] } },
      403,
    );
    expect(body.name).toBe('Forbidden');
    expect((await getProfile(user)).profilePhoto).toBeNull();
  });
});

describe('GET /api/user/public-profile/{id}', () => {
  it('shows the profile without email or phone, and the birth date and profession only when shown', async () => {
    const user = await tokens.signIn({ firstName: 'Lin', lastName: 'Hui', country: 'CN' });
    await update(user, {
      mobilePhone: { countryCode: '+86', phoneNumber: '13812345678' },
      birthDate: '1990-05-06',
      showBirthDate: false,
      profession: 'Buyer',
      showProfession: true,
      city: 'Ningbo',
    });
    const read = async () => {
      const response = await app.inject({ method: 'GET', url: `/api/user/public-profile/${user.userID}` });
      expect(response.statusCode).toBe(200);
      const body = response.json<{ success: true; profile: PublicUserProfile }>();
      expect(body.success).toBe(true);
      expect(response.body).not.toContain('@example.com');
      expect(response.body).not.toContain('13812345678');
      return body.profile;
    };
    const hidden = await read();
    expect(hidden).toMatchObject({
      userID: user.userID,
      firstName: 'Lin',
      lastName: 'Hui',
      city: 'Ningbo',
      country: { code: 'CN', countryName: 'China' },
      birthDate: null,
      profession: 'Buyer',
      reactions: { reactionCount: { like: 0 } },
    });
    expect(hidden).not.toHaveProperty('email');
    expect(hidden).not.toHaveProperty('mobilePhone');

    await update(user, { showBirthDate: true, showProfession: false });
    expect(await read()).toMatchObject({ birthDate: '1990-05-06', showBirthDate: true, profession: null });
  });

  it('answers 404 to an unknown id and 400 to one that is not a UUID', async () => {
    const unknown = await app.inject({ method: 'GET', url: `/api/user/public-profile/${UNKNOWN_UUID}` });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json<ErrorEnvelope>().name).toBe('NotFound');
    const bad = await app.inject({ method: 'GET', url: '/api/user/public-profile/12345' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json<ErrorEnvelope>()).toMatchObject({ name: 'ValidationError', errors: [{ path: 'id' }] });
  });
});
