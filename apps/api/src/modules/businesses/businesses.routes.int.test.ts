import {
  businessSlug,
  type BusinessProfile,
  type ErrorEnvelope,
  type MyBusinessItem,
  type State,
} from '@b2b/contracts';
import { eq, sql, tables } from '@b2b/db';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/use-test-app.ts';
import {
  addMember,
  createBusiness,
  referenceCategories,
  type ReferenceCategory,
} from '../../test/business-factory.ts';
import type { TestUser } from '../../test/test-tokens.ts';
import { uploadPicture } from '../../test/uploads.ts';

const UNKNOWN_UUID = '00000000-0000-4000-8000-000000000000';

const { app, database, tokens } = await useTestApp();

let categories: ReferenceCategory[];
/** Two categories of one industry, then one of another industry. */
let sameIndustry: [ReferenceCategory, ReferenceCategory];
let otherIndustry: ReferenceCategory;
let cnStates: State[];
let usStates: State[];
/** A country the reference data has no states for. */
let stateless: string;

async function refData<T>(url: string): Promise<T> {
  return (await app.inject({ method: 'GET', url })).json<{ data: T }>().data;
}

beforeAll(async () => {
  categories = await referenceCategories(app);
  const first = categories[0]!;
  sameIndustry = [first, categories.find((c) => c.industryID === first.industryID && c !== first)!];
  otherIndustry = categories.find((c) => c.industryID !== first.industryID)!;
  cnStates = await refData<State[]>('/api/ref-data/country/CN/state');
  usStates = await refData<State[]>('/api/ref-data/country/US/state');
  const { countries, states } = tables;
  const [row] = await database.db
    .select({ code: countries.code })
    .from(countries)
    .where(sql`not exists (select 1 from ${states} where ${states.countryCode} = ${countries.code})`)
    .orderBy(countries.code)
    .limit(1);
  stateless = row!.code;
});

async function getProfile(businessID: string, user?: TestUser) {
  const response = await app.inject({
    method: 'GET',
    url: `/api/business/profile/${businessID}`,
    ...(user ? { headers: user.headers } : {}),
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ success: true; data: BusinessProfile; session: { access: string } | null }>();
}

function create(user: TestUser | null, payload: Record<string, unknown>) {
  return app.inject({
    method: 'POST',
    url: '/api/business/profile/create',
    ...(user ? { headers: user.headers } : {}),
    payload,
  });
}

function putProfile(user: TestUser, businessID: string, payload: Record<string, unknown>) {
  return app.inject({
    method: 'PUT',
    url: `/api/business/profile/${businessID}`,
    headers: user.headers,
    payload,
  });
}

async function update(user: TestUser, businessID: string, payload: Record<string, unknown>) {
  const response = await putProfile(user, businessID, payload);
  expect(response.statusCode, response.body).toBe(200);
  const answer = response.json<{ success: true; data: BusinessProfile }>();
  // The answer is the profile as a later read shows it.
  expect(answer.data).toEqual((await getProfile(businessID)).data);
  return answer.data;
}

async function refused(user: TestUser, businessID: string, payload: Record<string, unknown>, status = 400) {
  const response = await putProfile(user, businessID, payload);
  expect(response.statusCode, response.body).toBe(status);
  return response.json<ErrorEnvelope>();
}

const pathsOf = (body: ErrorEnvelope) => body.errors?.map((e) => e.path).sort();

async function myList(user: TestUser): Promise<MyBusinessItem[]> {
  const response = await app.inject({
    method: 'GET',
    url: '/api/business/profile/my-list',
    headers: user.headers,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ data: MyBusinessItem[] }>().data;
}

describe('POST /api/business/profile/create', () => {
  it('creates a standard, unverified business owned by the caller, with its categories in order and own photos', async () => {
    const owner = await tokens.signIn({ firstName: 'Mei', lastName: 'Chen' });
    const profilePhoto = await uploadPicture(app, owner);
    const coverPhoto = await uploadPicture(app, owner);
    const state = cnStates.find((s) => s.stateName === 'Guangdong')!;
    const response = await create(owner, {
      companyName: '  Pearl River Valves ',
      categories: [otherIndustry.ref, sameIndustry[0].ref, sameIndustry[0].ref],
      businessType: 'EX',
      country: 'cn',
      state: state.stateID,
      shortDescription: 'Industrial valves for water works.',
      profilePhoto,
      coverPhoto: { ...coverPhoto, versions: [] },
    });
    expect(response.statusCode, response.body).toBe(201);
    const { businessID } = response.json<{ success: true; data: { businessID: string } }>().data;

    const { data, session } = await getProfile(businessID, owner);
    expect(session).toEqual({ access: 'owner' });
    expect(data).toMatchObject({
      businessID,
      key: businessSlug('Pearl River Valves', businessID),
      subscription: 'standard',
      verified: false,
      general: {
        companyName: 'Pearl River Valves',
        shortDescription: 'Industrial valves for water works.',
        generalDescription: null,
        businessType: { code: 'EX', name: 'Exporters' },
        industry: { id: otherIndustry.industryID, name: otherIndustry.industryName },
        profilePhoto,
        // The recorded versions, not the ones the request listed.
        coverPhoto,
        video: null,
      },
      contactInfo: {
        country: { code: 'CN', countryName: 'China' },
        state: { stateID: state.stateID, stateName: 'Guangdong' },
      },
      certificates: [],
    });
    // A category given twice counts once.
    expect(data.general.categories).toEqual(
      [otherIndustry, sameIndustry[0]].map((c) => ({
        id: c.ref,
        industryID: c.industryID,
        industryName: c.industryName,
        categoryID: c.categoryID,
        name: c.name,
      })),
    );
    expect(Date.parse(data.createdAt)).toBeGreaterThan(Date.now() - 60_000);
    const members = await database.db
      .select()
      .from(tables.businessMembers)
      .where(eq(tables.businessMembers.businessID, businessID));
    expect(members.map((m) => [m.userID, m.access])).toEqual([[owner.userID, 'owner']]);
  });

  it('takes a country without states without a state', async () => {
    const owner = await tokens.signIn();
    const { businessID } = await createBusiness(app, owner, { country: stateless });
    expect((await getProfile(businessID)).data.contactInfo).toMatchObject({
      country: { code: stateless },
      state: null,
    });
  });

  it('lists every failing field of the form at once', async () => {
    const user = await tokens.signIn();
    const empty = await create(user, {});
    expect(empty.statusCode).toBe(400);
    expect(pathsOf(empty.json<ErrorEnvelope>())).toEqual(
      ['businessType', 'categories', 'companyName', 'country', 'shortDescription'].sort(),
    );

    const blank = await create(user, {
      companyName: ' ',
      categories: [],
      businessType: 'PR',
      country: 'China',
      shortDescription: '',
      state: 'Guangdong',
    });
    expect(pathsOf(blank.json<ErrorEnvelope>())).toEqual(
      ['businessType', 'categories', 'companyName', 'country', 'shortDescription', 'state'].sort(),
    );
  });

  it('checks each category against its industry, the country and the state, naming each failing one', async () => {
    const user = await tokens.signIn();
    const wrongPair = `${otherIndustry.industryID}.${sameIndustry[1].categoryID}`;
    const body = (
      await create(user, {
        companyName: 'Acme',
        categories: [sameIndustry[0].ref, wrongPair, `${sameIndustry[0].industryID}.${UNKNOWN_UUID}`],
        businessType: 'MA',
        country: 'ZZ',
        shortDescription: 'Parts',
      })
    ).json<ErrorEnvelope>();
    expect(body.name).toBe('ValidationError');
    expect(pathsOf(body)).toEqual(['categories.1', 'categories.2', 'country']);

    const foreignState = await create(user, {
      companyName: 'Acme',
      categories: [sameIndustry[0].ref],
      businessType: 'MA',
      country: 'CN',
      state: usStates[0]!.stateID,
      shortDescription: 'Parts',
    });
    expect(foreignState.statusCode).toBe(400);
    expect(foreignState.json<ErrorEnvelope>().errors).toEqual([
      { path: 'state', message: expect.any(String) },
    ]);

    const missingState = await create(user, {
      companyName: 'Acme',
      categories: [sameIndustry[0].ref],
      businessType: 'MA',
      country: 'US',
      shortDescription: 'Parts',
    });
    expect(missingState.statusCode).toBe(400);
    expect(pathsOf(missingState.json<ErrorEnvelope>())).toEqual(['state']);
    expect(await myList(user)).toEqual([]);
  });

  it('refuses a category whose ids are not UUIDs, however close (a fuzzer found a 500 here)', async () => {
    const user = await tokens.signIn();
    const nearUuid = '2510d642d5f87b549cd03aa057eb66a0f99a';
    const response = await create(user, {
      companyName: 'Acme',
      categories: [`${nearUuid}.${nearUuid}`, `${sameIndustry[0].industryID}.${nearUuid}`],
      businessType: 'MA',
      country: stateless,
      shortDescription: 'Parts',
    });
    expect(response.statusCode, response.body).toBe(400);
    expect(pathsOf(response.json<ErrorEnvelope>())).toEqual(['categories.0', 'categories.1']);
  });

  it('refuses a picture the caller did not upload, and creates nothing', async () => {
    const user = await tokens.signIn();
    const someoneElse = await tokens.signIn();
    const theirs = await uploadPicture(app, someoneElse);
    for (const picture of [theirs, { url: 'https://elsewhere.example/logo.png', versions: [] }]) {
      const response = await create(user, {
        companyName: 'Acme',
        categories: [sameIndustry[0].ref],
        businessType: 'MA',
        country: stateless,
        shortDescription: 'Parts',
        coverPhoto: picture,
      });
      expect(response.statusCode).toBe(403);
      expect(response.json<ErrorEnvelope>().name).toBe('Forbidden');
    }
    expect(await myList(user)).toEqual([]);
  });

  it('answers 401 to a visitor', async () => {
    const response = await create(null, {
      companyName: 'Acme',
      categories: [sameIndustry[0].ref],
      businessType: 'MA',
      country: stateless,
      shortDescription: 'Parts',
    });
    expect(response.statusCode).toBe(401);
    expect(response.json<ErrorEnvelope>().name).toBe('TokenNotFound');
  });
});

describe('GET /api/business/profile/{id}', () => {
  it("answers the caller's access only to members, and to visitors without a token", async () => {
    const owner = await tokens.signIn();
    const admin = await tokens.signIn();
    const member = await tokens.signIn();
    const stranger = await tokens.signIn();
    const { businessID } = await createBusiness(app, owner);
    await addMember(app, owner, businessID, admin, 'admin');
    await addMember(app, owner, businessID, member, 'member');
    expect((await getProfile(businessID)).session).toBeNull();
    expect((await getProfile(businessID, stranger)).session).toBeNull();
    expect((await getProfile(businessID, owner)).session).toEqual({ access: 'owner' });
    expect((await getProfile(businessID, admin)).session).toEqual({ access: 'admin' });
    expect((await getProfile(businessID, member)).session).toEqual({ access: 'member' });
  });

  it('answers 404 to an unknown id and 400 to one that is not a UUID', async () => {
    const unknown = await app.inject({ method: 'GET', url: `/api/business/profile/${UNKNOWN_UUID}` });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json<ErrorEnvelope>().name).toBe('NotFound');
    const bad = await app.inject({ method: 'GET', url: '/api/business/profile/acme' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json<ErrorEnvelope>()).toMatchObject({ name: 'ValidationError', errors: [{ path: 'id' }] });
  });
});

describe('GET /api/business/profile/my-list and list-business', () => {
  it('lists every business the person belongs to with their access, newest first; list-business only those they own', async () => {
    const person = await tokens.signIn();
    const other = await tokens.signIn();
    const older = await createBusiness(app, person, { companyName: 'Older Works', country: stateless });
    const theirs = await createBusiness(app, other, { companyName: 'Their Works', country: stateless });
    await addMember(app, other, theirs.businessID, person, 'member');
    const newer = await createBusiness(app, person, { companyName: 'Newer Works', country: stateless });

    const list = await myList(person);
    expect(list.map((i) => [i.business.general.companyName, i.access])).toEqual([
      ['Newer Works', 'owner'],
      ['Their Works', 'member'],
      ['Older Works', 'owner'],
    ]);
    expect(list.map((i) => i.businessID)).toEqual([newer, theirs, older].map((b) => b.businessID));
    expect(list[0]!.business).toEqual((await getProfile(newer.businessID)).data);

    const owned = await app.inject({
      method: 'GET',
      url: `/api/business/profile/list-business?userID=${person.userID}`,
    });
    expect(owned.statusCode, owned.body).toBe(200);
    expect(owned.json<{ data: BusinessProfile[] }>().data.map((b) => b.general.companyName)).toEqual([
      'Newer Works',
      'Older Works',
    ]);
  });

  it('answers an empty list to a person with no business, 400 without a user id and 401 to a visitor', async () => {
    expect(await myList(await tokens.signIn())).toEqual([]);
    const none = await app.inject({
      method: 'GET',
      url: `/api/business/profile/list-business?userID=${UNKNOWN_UUID}`,
    });
    expect(none.json()).toEqual({ success: true, data: [] });
    const missing = await app.inject({ method: 'GET', url: '/api/business/profile/list-business' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json<ErrorEnvelope>().errors?.[0]?.path).toBe('userID');
    const visitor = await app.inject({ method: 'GET', url: '/api/business/profile/my-list' });
    expect(visitor.statusCode).toBe(401);
    expect(visitor.json<ErrorEnvelope>().name).toBe('TokenNotFound');
  });
});

describe('PUT /api/business/profile/{id}', () => {
  const updatedAtOf = async (id: string) =>
    (
      await database.db
        .select({ updatedAt: tables.businesses.updatedAt })
        .from(tables.businesses)
        .where(eq(tables.businesses.id, id))
    )[0]!.updatedAt;

  it('saves every field of the general group, replaces the categories and the industry, and bumps updatedAt', async () => {
    const owner = await tokens.signIn();
    const { businessID } = await createBusiness(app, owner);
    const before = await updatedAtOf(businessID);
    const profilePhoto = await uploadPicture(app, owner, 'business', { businessID });
    const coverPhoto = await uploadPicture(app, owner, 'business', { businessID });
    const general = {
      companyName: 'Renamed Works',
      shortDescription: 'New short text.',
      generalDescription: 'A longer story.',
      businessType: 'DI',
      categories: [otherIndustry.ref, sameIndustry[1].ref],
      yearStablished: 1998,
      totalAnnualRevenue: { min: 1_000_000, max: 5_000_000 },
      totalEmployees: { min: 50, max: 100 },
      totalProductionEmployees: { min: 10, max: null },
      productionCapacity: { min: 100, max: 500, unit: 'tons', period: 'month' },
      profilePhoto,
      coverPhoto,
      video: { url: 'https://video.example/factory.mp4' },
    };
    const saved = await update(owner, businessID, { general });
    expect(saved.general).toEqual({
      ...general,
      businessType: { code: 'DI', name: 'Distributors' },
      industry: { id: otherIndustry.industryID, name: otherIndustry.industryName },
      categories: [otherIndustry, sameIndustry[1]].map((c) => expect.objectContaining({ id: c.ref })),
    });
    expect(saved.key).toBe(businessSlug('Renamed Works', businessID));
    expect((await updatedAtOf(businessID)).getTime()).toBeGreaterThan(before.getTime());
    const stored = await database.db
      .select()
      .from(tables.businessCategories)
      .where(eq(tables.businessCategories.businessID, businessID));
    expect(stored.sort((a, b) => a.position - b.position).map((c) => c.categoryID)).toEqual([
      otherIndustry.categoryID,
      sameIndustry[1].categoryID,
    ]);
  });

  it('leaves missing fields and groups as they are and clears optional fields sent as null', async () => {
    const owner = await tokens.signIn();
    const { businessID } = await createBusiness(app, owner);
    const photo = await uploadPicture(app, owner);
    const full = await update(owner, businessID, {
      general: {
        generalDescription: 'Story',
        yearStablished: 2001,
        totalEmployees: { min: 1, max: 9 },
        productionCapacity: { min: 1, max: 2, unit: 'pcs', period: 'day' },
        profilePhoto: photo,
        video: { url: 'https://video.example/a.mp4' },
      },
      contactInfo: { city: 'Hefei', email: 'sales@example.com' },
      tradeCapabilities: { markets: ['WE'], averageLeadTime: 30 },
    });
    const renamed = await update(owner, businessID, { general: { companyName: 'Only The Name' } });
    expect(renamed).toEqual({
      ...full,
      key: businessSlug('Only The Name', businessID),
      general: { ...full.general, companyName: 'Only The Name' },
    });

    const cleared = await update(owner, businessID, {
      general: {
        generalDescription: null,
        yearStablished: null,
        totalEmployees: null,
        productionCapacity: null,
        profilePhoto: null,
        video: null,
      },
      contactInfo: { city: null, email: null },
      tradeCapabilities: { averageLeadTime: null },
    });
    expect(cleared.general).toMatchObject({
      companyName: 'Only The Name',
      generalDescription: null,
      yearStablished: null,
      totalEmployees: null,
      productionCapacity: null,
      profilePhoto: null,
      video: null,
    });
    expect(cleared.contactInfo).toMatchObject({ city: null, email: null });
    expect(cleared.tradeCapabilities).toMatchObject({ markets: ['WE'], averageLeadTime: null });
  });

  it('saves the contact group; a new country clears the state unless a state of that country comes with it', async () => {
    const owner = await tokens.signIn();
    const { businessID } = await createBusiness(app, owner);
    const contact = {
      legalAddressEnglish: '1 Harbour Road',
      shippingAddressEnglish: 'Dock 4',
      city: 'Hefei',
      zipcode: '230000',
      email: 'sales@example.com',
      website: 'https://valves.example',
      phone: { countryCode: '86', businessPhoneNumber: '551 6000-1234' },
      mobilePhone: { countryCode: '+86', businessPhoneNumber: '13812345678' },
    };
    const saved = await update(owner, businessID, { contactInfo: contact });
    expect(saved.contactInfo).toMatchObject({
      ...contact,
      phone: { countryCode: '+86', businessPhoneNumber: '55160001234' },
      country: { code: 'CN' },
      state: { stateID: cnStates[0]!.stateID },
    });

    const moved = await update(owner, businessID, { contactInfo: { country: 'US' } });
    expect(moved.contactInfo).toMatchObject({
      country: { code: 'US', countryName: 'United States' },
      state: null,
    });
    expect(moved.contactInfo.city).toBe('Hefei');

    const withState = await update(owner, businessID, {
      contactInfo: { country: 'CN', state: cnStates[2]!.stateID },
    });
    expect(withState.contactInfo.state?.stateID).toBe(cnStates[2]!.stateID);
    const sameCountry = await update(owner, businessID, { contactInfo: { country: 'CN' } });
    expect(sameCountry.contactInfo.state?.stateID).toBe(cnStates[2]!.stateID);
    expect((await update(owner, businessID, { contactInfo: { state: null } })).contactInfo.state).toBeNull();
  });

  it('saves the factory group with its own country and state', async () => {
    const owner = await tokens.signIn();
    const { businessID } = await createBusiness(app, owner);
    const state = usStates.find((s) => s.stateName === 'Ohio')!;
    const saved = await update(owner, businessID, {
      factory: {
        manufacturingFacilities: 'Two plants',
        city: 'Dayton',
        zipcode: '45402',
        country: 'US',
        state: state.stateID,
        factorySize: 12_000,
        numberProductionLines: 4,
        contractManufacturing: ['OEM', 'ODM', 'OEM'],
      },
    });
    expect(saved.factory).toEqual({
      manufacturingFacilities: 'Two plants',
      city: 'Dayton',
      zipcode: '45402',
      country: { code: 'US', countryName: 'United States', emoji: expect.any(String) },
      state: { stateID: state.stateID, stateName: 'Ohio' },
      factorySize: 12_000,
      numberProductionLines: 4,
      contractManufacturing: ['OEM', 'ODM'],
    });
    // The contact country is another thing.
    expect(saved.contactInfo.country.code).toBe('CN');

    const moved = await update(owner, businessID, { factory: { country: 'CN' } });
    expect(moved.factory).toMatchObject({ country: { code: 'CN' }, state: null, city: 'Dayton' });
    const cleared = await update(owner, businessID, { factory: { country: null, city: null } });
    expect(cleared.factory).toMatchObject({ country: null, state: null, city: null, factorySize: 12_000 });

    const stateWithoutCountry = await refused(owner, businessID, { factory: { state: state.stateID } });
    expect(pathsOf(stateWithoutCountry)).toEqual(['factory.state']);
  });

  it('saves trade capabilities with the names of the spoken languages, and the business terms', async () => {
    const owner = await tokens.signIn();
    const { businessID } = await createBusiness(app, owner);
    const saved = await update(owner, businessID, {
      tradeCapabilities: {
        markets: ['NA', 'WE'],
        spokenLanguages: ['en', 'zh', 'en'],
        totalEmployeesSales: { min: 5, max: 10 },
        averageLeadTime: 45,
      },
      businessTerms: {
        acceptedDeliveryTerms: ['FOB', 'CIF'],
        acceptedPaymentCurrencies: ['USD'],
        packagingTypes: ['PALLET'],
        acceptedPaymentTypes: ['TT', 'LC'],
      },
    });
    expect(saved.tradeCapabilities).toEqual({
      markets: ['NA', 'WE'],
      spokenLanguages: [
        { code: 'en', languageName: 'English' },
        { code: 'zh', languageName: expect.stringContaining('Chinese') },
      ],
      totalEmployeesSales: { min: 5, max: 10 },
      averageLeadTime: 45,
    });
    const terms = await update(owner, businessID, { businessTerms: { packagingTypes: [] } });
    expect(terms.businessTerms).toEqual({
      acceptedDeliveryTerms: ['FOB', 'CIF'],
      acceptedPaymentCurrencies: ['USD'],
      packagingTypes: [],
      acceptedPaymentTypes: ['TT', 'LC'],
    });
  });

  it('lists every failing field of every group at once and saves nothing', async () => {
    const owner = await tokens.signIn();
    const { businessID } = await createBusiness(app, owner, { companyName: 'Unchanged' });
    const before = (await getProfile(businessID)).data;
    const checked = await refused(owner, businessID, {
      general: {
        companyName: 'Should Not Stay',
        categories: [`${otherIndustry.industryID}.${sameIndustry[0].categoryID}`],
      },
      contactInfo: { country: 'ZZ', city: 'Nowhere' },
      factory: { country: 'US', state: cnStates[0]!.stateID },
      tradeCapabilities: { spokenLanguages: ['en', 'qq'] },
    });
    expect(pathsOf(checked)).toEqual(
      [
        'contactInfo.country',
        'factory.state',
        'general.categories.0',
        'tradeCapabilities.spokenLanguages.1',
      ].sort(),
    );
    const schema = await refused(owner, businessID, {
      general: { companyName: '', yearStablished: 1700, totalEmployees: { min: 10, max: 5 } },
      contactInfo: {
        email: 'not-an-email',
        website: 'ftp://x',
        phone: { countryCode: 'x', businessPhoneNumber: '1' },
      },
      factory: { contractManufacturing: ['XYZ'] },
      tradeCapabilities: { markets: ['MOON'], averageLeadTime: -1 },
      businessTerms: { acceptedPaymentCurrencies: ['DOGE'] },
    });
    expect(pathsOf(schema)).toEqual(
      [
        'general.companyName',
        'general.yearStablished',
        'general.totalEmployees.max',
        'contactInfo.email',
        'contactInfo.website',
        'contactInfo.phone.countryCode',
        'contactInfo.phone.businessPhoneNumber',
        'factory.contractManufacturing.0',
        'tradeCapabilities.markets.0',
        'tradeCapabilities.averageLeadTime',
        'businessTerms.acceptedPaymentCurrencies.0',
      ].sort(),
    );
    expect((await getProfile(businessID)).data).toEqual(before);
  });

  it("refuses a picture that is not the editor's own upload", async () => {
    const owner = await tokens.signIn();
    const admin = await tokens.signIn();
    const { businessID } = await createBusiness(app, owner);
    await addMember(app, owner, businessID, admin, 'admin');
    const ownersPicture = await uploadPicture(app, owner, 'business', { businessID });
    const body = await refused(admin, businessID, { general: { coverPhoto: ownersPicture } }, 403);
    expect(body.name).toBe('Forbidden');
    expect((await getProfile(businessID)).data.general.coverPhoto).toBeNull();
    const adminsPicture = await uploadPicture(app, admin, 'business', { businessID });
    const saved = await update(admin, businessID, { general: { coverPhoto: adminsPicture } });
    expect(saved.general.coverPhoto).toEqual(adminsPicture);
  });

  it('keeps a picture the business already shows when someone else sends it back unchanged', async () => {
    const owner = await tokens.signIn();
    const admin = await tokens.signIn();
    const { businessID } = await createBusiness(app, owner);
    await addMember(app, owner, businessID, admin, 'admin');
    const ownersPicture = await uploadPicture(app, owner, 'business', { businessID });
    await update(owner, businessID, { general: { profilePhoto: ownersPicture } });
    const saved = await update(admin, businessID, {
      general: { profilePhoto: ownersPicture, companyName: 'Renamed Works' },
    });
    expect(saved.general).toMatchObject({ companyName: 'Renamed Works', profilePhoto: ownersPicture });
  });

  it('answers 404 for an unknown business', async () => {
    const user = await tokens.signIn();
    const body = await refused(user, UNKNOWN_UUID, { general: { companyName: 'X' } }, 404);
    expect(body.name).toBe('NotFound');
  });
});
