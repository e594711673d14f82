import { randomUUID } from 'node:crypto';
import {
  BusinessSearchAnswerSchema,
  LastRegisteredAnswerSchema,
  LIMITS,
  ProductSearchAnswerSchema,
  PublicUserProfileAnswerSchema,
  UserCardSchema,
  UserSearchAnswerSchema,
  type BusinessCreateInput,
  type ErrorEnvelope,
  type Subscription,
} from '@b2b/contracts';
import { eq, tables } from '@b2b/db';
import { beforeAll, describe, expect, it } from 'vitest';
import { createBusiness, referenceCategories, type ReferenceCategory } from '../../test/business-factory.ts';
import { useTestApp } from '../../test/use-test-app.ts';
import { createProduct, setSubscription } from '../../test/product-factory.ts';
import type { TestUser } from '../../test/test-tokens.ts';

const { app, database, tokens } = await useTestApp();

let owner: TestUser;
let categories: ReferenceCategory[];

beforeAll(async () => {
  owner = await tokens.signIn();
  categories = await referenceCategories(app);
});

const post = (url: string, payload: Record<string, unknown>) =>
  app.inject({ method: 'POST', url: `/api${url}`, payload });

async function searchBusinesses(payload: Record<string, unknown>) {
  const response = await post('/search/business', payload);
  expect(response.statusCode, response.body).toBe(200);
  return BusinessSearchAnswerSchema.parse(response.json());
}
async function searchProducts(payload: Record<string, unknown>) {
  const response = await post('/search/product', payload);
  expect(response.statusCode, response.body).toBe(200);
  return ProductSearchAnswerSchema.parse(response.json());
}
async function searchUsers(payload: Record<string, unknown>) {
  const response = await post('/user/search', payload);
  expect(response.statusCode, response.body).toBe(200);
  return UserSearchAnswerSchema.parse(response.json());
}
const namesOf = (answer: { results: { businessProfile: { general: { companyName: string } } }[] }) =>
  answer.results.map((r) => r.businessProfile.general.companyName);

/** A business in a country, with the country's first state when it has states. */
async function businessIn(country: string, overrides: Partial<BusinessCreateInput> = {}) {
  const states = await app.inject({ method: 'GET', url: `/api/ref-data/country/${country}/state` });
  const state = states.json<{ data: { stateID: string }[] }>().data[0]?.stateID;
  const { businessID } = await createBusiness(app, owner, {
    ...overrides,
    country,
    ...(state ? { state } : {}),
  });
  return businessID;
}

async function setMembership(businessID: string, subscription: Subscription, verified = false) {
  await setSubscription(database.db, businessID, subscription);
  await database.db.update(tables.businesses).set({ verified }).where(eq(tables.businesses.id, businessID));
}

describe('POST search/business: company names as written', () => {
  it('finds a name whose legal form has dots inside words, typed whole', async () => {
    await businessIn('PL', { companyName: 'Wrzosek Trading Sp. z o.o.' });
    await businessIn('NL', { companyName: 'Brakel Global Services B.V.' });
    expect(namesOf(await searchBusinesses({ textQuery: 'Wrzosek Trading Sp. z o.o.' }))).toEqual([
      'Wrzosek Trading Sp. z o.o.',
    ]);
    expect(namesOf(await searchBusinesses({ textQuery: 'brakel global services b.v.' }))).toEqual([
      'Brakel Global Services B.V.',
    ]);
    expect(namesOf(await searchBusinesses({ textQuery: 'Wrzosek Trading' }))).toEqual([
      'Wrzosek Trading Sp. z o.o.',
    ]);
  });
});

describe('POST search/business: ranking', () => {
  it('puts an exact company-name match above a paid, verified partial match', async () => {
    const paid = await businessIn('CN', {
      companyName: 'Golden Gate Trading',
      shortDescription: 'We also resell Zorblax gearboxes.',
    });
    await setMembership(paid, 'platinum', true);
    await businessIn('CN', { companyName: 'Zorblax Gearbox Works' });

    const answer = await searchBusinesses({ textQuery: 'zorblax' });
    expect(namesOf(answer)).toEqual(['Zorblax Gearbox Works', 'Golden Gate Trading']);
    expect(answer.total_results).toBe(2);
    expect(answer.suggestion).toBeNull();
  });

  it('among equal matches puts high priority first, then priority, then Standard, verified first among equals', async () => {
    // Made oldest first: the membership has to beat "newest first" to come on top.
    const made: [string, Subscription, boolean][] = [
      ['Quenthor Platinum', 'platinum', false],
      ['Quenthor Premium', 'premium', false],
      ['Quenthor Gold', 'gold', false],
      ['Quenthor Verified', 'standard', true],
      ['Quenthor Standard', 'standard', false],
    ];
    for (const [companyName, subscription, verified] of made) {
      await setMembership(await businessIn('CN', { companyName }), subscription, verified);
    }
    const answer = await searchBusinesses({ textQuery: 'Quenthor', size: 10 });
    // Platinum and Premium share high priority, so the newer of the two comes first.
    expect(namesOf(answer)).toEqual([
      'Quenthor Premium',
      'Quenthor Platinum',
      'Quenthor Gold',
      'Quenthor Verified',
      'Quenthor Standard',
    ]);
    expect(answer.results[0]!.businessProfile.subscription).toBe('premium');
    expect(answer.results[0]!.reactions).toEqual({ reactionCount: { like: 0 } });
  });

  it('matches industry and category names and descriptions, and stems plurals', async () => {
    const category = categories.find((c) => /^[a-z]+$/i.test(c.name.split(' ')[0]!))!;
    await businessIn('CN', {
      companyName: 'Plinkett Holdings',
      categories: [category.ref],
      shortDescription: 'Makers of brass fittings.',
      businessType: 'WS',
    });
    const byCategory = await searchBusinesses({ textQuery: `plinkett ${category.name}`, businessType: 'WS' });
    expect(namesOf(byCategory)).toEqual(['Plinkett Holdings']);
    const byIndustry = await searchBusinesses({
      textQuery: `plinkett ${category.industryName}`,
      businessType: 'WS',
    });
    expect(namesOf(byIndustry)).toEqual(['Plinkett Holdings']);
    const plural = await searchBusinesses({ textQuery: 'Plinketts fitting', businessType: 'WS' });
    expect(namesOf(plural)).toEqual(['Plinkett Holdings']);
  });
});

describe('POST search/business: filters', () => {
  beforeAll(async () => {
    await businessIn('CN', { companyName: 'Vorpal Machines China', businessType: 'MA' });
    await businessIn('US', { companyName: 'Vorpal Machines America', businessType: 'MA' });
    await businessIn('US', { companyName: 'Vorpal Distribution', businessType: 'DI' });
  });

  it('filters by business type, manufacturers by default', async () => {
    expect(namesOf(await searchBusinesses({ textQuery: 'vorpal' })).sort()).toEqual([
      'Vorpal Machines America',
      'Vorpal Machines China',
    ]);
    expect(namesOf(await searchBusinesses({ textQuery: 'vorpal', businessType: 'DI' }))).toEqual([
      'Vorpal Distribution',
    ]);
    expect((await searchBusinesses({ textQuery: 'vorpal', businessType: 'EX' })).total_results).toBe(0);
  });

  it('filters by country; global, an empty country or none means every country', async () => {
    expect(namesOf(await searchBusinesses({ textQuery: 'vorpal', country: 'us' }))).toEqual([
      'Vorpal Machines America',
    ]);
    for (const country of ['global', 'GLOBAL', '', undefined]) {
      expect((await searchBusinesses({ textQuery: 'vorpal', country })).total_results).toBe(2);
    }
    expect((await searchBusinesses({ textQuery: 'vorpal', country: 'DE' })).total_results).toBe(0);
  });

  it('answers a malformed country with the validation envelope', async () => {
    const response = await post('/search/business', { textQuery: 'vorpal', country: 'USA' });
    expect(response.statusCode).toBe(400);
    expect(response.json<ErrorEnvelope>()).toMatchObject({
      success: false,
      name: 'ValidationError',
      errors: [{ path: 'country', message: 'country is a two-letter country code or global' }],
    });
  });
});

describe('POST search/product', () => {
  let businessID: string;
  let frenchBusiness: string;

  beforeAll(async () => {
    businessID = await businessIn('CN', { companyName: 'Grindle Industrial' });
    await setSubscription(database.db, businessID, 'platinum');
    frenchBusiness = await businessIn('FR', { companyName: 'Atelier Grindle' });
    await setSubscription(database.db, frenchBusiness, 'platinum');
  });

  it('pages by skip and size with an exact total, the last page partial, past the end empty', async () => {
    for (let i = 0; i < 12; i++) {
      await createProduct(app, owner, businessID, { name: `Snarflex coupling ${i}` });
    }
    const pages = [];
    for (const skip of [0, 5, 10]) {
      const page = await searchProducts({ textQuery: 'snarflex', skip, size: 5 });
      expect(page.total_results).toBe(12);
      pages.push(page.results.map((p) => p.name));
    }
    expect(pages.map((p) => p.length)).toEqual([5, 5, 2]);
    expect(new Set(pages.flat()).size).toBe(12);
    const past = await searchProducts({ textQuery: 'snarflex', skip: 15 });
    expect(past).toEqual({
      success: true,
      results: [],
      total_results: 12,
      suggestion: null,
      broadened: null,
    });
    const defaults = await searchProducts({ textQuery: 'snarflex' });
    expect(defaults.results).toHaveLength(LIMITS.searchPageSize);
  });

  it('shows the product card: first four specs, photo count, the business card', async () => {
    const specs = Array.from({ length: 6 }, (_, i) => ({ key: `Spec ${i}`, value: `Value ${i}` }));
    const productID = await createProduct(app, owner, businessID, {
      name: 'Wobbulator WB-9',
      keywords: ['signal'],
      specs,
    });
    const answer = await searchProducts({ textQuery: 'wobbulator' });
    expect(answer.results).toHaveLength(1);
    const [card] = answer.results;
    expect(card).toMatchObject({
      productID,
      businessID,
      name: 'Wobbulator WB-9',
      specs: specs.slice(0, 4),
      photoCount: 0,
      businessProfile: { businessID, general: { companyName: 'Grindle Industrial' } },
    });
    // Keywords (weight A) and specification values (weight D) are searched too.
    expect((await searchProducts({ textQuery: 'wobbulator signal' })).total_results).toBe(1);
    expect((await searchProducts({ textQuery: 'wobbulator value' })).total_results).toBe(1);
  });

  it("filters by the business's country", async () => {
    await createProduct(app, owner, frenchBusiness, { name: 'Pompe Klaxvor' });
    await createProduct(app, owner, businessID, { name: 'Klaxvor pump' });
    expect(
      (await searchProducts({ textQuery: 'klaxvor', country: 'FR' })).results.map((p) => p.name),
    ).toEqual(['Pompe Klaxvor']);
    expect((await searchProducts({ textQuery: 'klaxvor', country: 'global' })).total_results).toBe(2);
  });

  it("follows its business's membership, verification and country at once", async () => {
    const older = await businessIn('CN', { companyName: 'Vestrano Works' });
    const newer = await businessIn('CN', { companyName: 'Ulmeric Works' });
    await createProduct(app, owner, older, { name: 'Zentrivo gate valve' });
    await createProduct(app, owner, newer, { name: 'Zentrivo gate valve' });
    const owners = async (payload: Record<string, unknown> = {}) =>
      (await searchProducts({ textQuery: 'zentrivo', ...payload })).results.map(
        (p) => p.businessProfile.general.companyName,
      );
    // Equal matches of equal businesses: the newer product first.
    expect(await owners()).toEqual(['Ulmeric Works', 'Vestrano Works']);
    await setMembership(older, 'gold');
    expect(await owners()).toEqual(['Vestrano Works', 'Ulmeric Works']);
    await setMembership(newer, 'gold', true);
    expect(await owners()).toEqual(['Ulmeric Works', 'Vestrano Works']);
    await setMembership(newer, 'standard');
    expect(await owners()).toEqual(['Vestrano Works', 'Ulmeric Works']);

    await database.db
      .update(tables.businesses)
      .set({ countryCode: 'DE' })
      .where(eq(tables.businesses.id, older));
    expect(await owners({ country: 'DE' })).toEqual(['Vestrano Works']);
    expect(await owners({ country: 'CN' })).toEqual(['Ulmeric Works']);
    const german = await searchProducts({ textQuery: '', country: 'DE' });
    expect(german.results.map((p) => p.name)).toEqual(['Zentrivo gate valve']);
    expect(german.total_results).toBe(1);
  });

  it('lists everything, newest first, for an empty keyword', async () => {
    const japanese = await businessIn('JP', { companyName: 'Nihon Seiki' });
    const first = await createProduct(app, owner, japanese, { name: 'Older lathe' });
    const second = await createProduct(app, owner, japanese, { name: 'Newer lathe' });
    const answer = await searchProducts({ textQuery: '   ', country: 'JP' });
    expect(answer.results.map((p) => p.productID)).toEqual([second, first]);
    expect(answer.total_results).toBe(2);
    const all = await searchProducts({});
    expect(all.total_results).toBe(await database.db.$count(tables.products));
    expect(all.results[0]!.productID).toBe(second);
  });

  it('shows a write at once: created, renamed, deleted', async () => {
    const productID = await createProduct(app, owner, businessID, { name: 'Drovnik valve' });
    expect((await searchProducts({ textQuery: 'drovnik' })).results.map((p) => p.productID)).toEqual([
      productID,
    ]);

    const renamed = await app.inject({
      method: 'PUT',
      url: `/api/product/${productID}`,
      headers: owner.headers,
      payload: { name: 'Pelmora valve' },
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect((await searchProducts({ textQuery: 'drovnik' })).total_results).toBe(0);
    expect((await searchProducts({ textQuery: 'pelmora' })).results.map((p) => p.productID)).toEqual([
      productID,
    ]);

    const everything = (await searchProducts({})).total_results;
    const deleted = await app.inject({
      method: 'DELETE',
      url: `/api/product/${productID}`,
      headers: owner.headers,
    });
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect((await searchProducts({ textQuery: 'pelmora' })).total_results).toBe(0);
    expect((await searchProducts({})).total_results).toBe(everything - 1);
  });

  it('corrects a misspelt keyword to known words and says so', async () => {
    const productID = await createProduct(app, owner, businessID, { name: 'Hydraulic cylinder Tesmark' });
    const answer = await searchProducts({ textQuery: 'hydraulc' });
    expect(answer.suggestion).toBe('hydraulic');
    expect(answer.results.map((p) => p.productID)).toContain(productID);

    const two = await searchProducts({ textQuery: 'Hydraulc  TESMAK' });
    expect(two.suggestion).toBe('hydraulic tesmark');
    expect(two.results.map((p) => p.productID)).toEqual([productID]);
    expect(two.total_results).toBe(1);

    // Words that are found stay as written; nothing close to a word leaves it alone.
    expect((await searchProducts({ textQuery: 'hydraulic tesmark' })).suggestion).toBeNull();
    expect(await searchProducts({ textQuery: 'qqxxzzjj' })).toEqual({
      success: true,
      results: [],
      total_results: 0,
      suggestion: null,
      broadened: null,
    });
  });
});

describe('hostile keywords and limits', () => {
  const hostile = [
    `"unbalanced quote`,
    `'; drop table products; --`,
    `pump & | ! ( ) : * <-> valve`,
    `!!!(((:*`,
    `&|!():*`,
    `'`,
    `\\`,
    `🔧🔩💧`,
    `pump 🔧`,
    `%_ ilike '%'`,
    `a:* & b:*`,
    'the and of',
    'x'.repeat(10_000),
    'pump '.repeat(2_000),
    '\u0000 null byte',
  ];

  it.each(hostile.map((text) => [text.slice(0, 40), text]))(
    'answers %j with results or an empty list on every search',
    async (_label, textQuery) => {
      for (const url of ['/search/business', '/search/product', '/user/search']) {
        const response = await post(url, { textQuery });
        expect(response.statusCode, `${url}: ${response.body}`).toBe(200);
        expect(response.json()).toMatchObject({ success: true });
      }
    },
  );

  it('caps size at the largest page and refuses a negative skip or wrong types with the envelope', async () => {
    const marker = 'Brontel';
    await database.db.insert(tables.users).values(
      Array.from({ length: LIMITS.maxPageSize + 5 }, (_, i) => ({
        id: randomUUID(),
        email: `brontel${i}@example.com`,
        firstName: `Person${i}`,
        lastName: marker,
      })),
    );
    const capped = await searchUsers({ textQuery: marker, size: 500 });
    expect(capped.profiles).toHaveLength(LIMITS.maxPageSize);
    expect(capped.totalResults).toBe(LIMITS.maxPageSize + 5);
    const limited = await searchUsers({ textQuery: marker, size: 20, limit: 3 });
    expect(limited.profiles).toHaveLength(3);

    const refused = [
      { skip: -1 },
      { size: 0 },
      { size: 'many' },
      { textQuery: 42 },
      { textQuery: ['pump'] },
      { businessType: 'XX' },
    ];
    for (const payload of refused) {
      const response = await post('/search/business', payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      const envelope = response.json<ErrorEnvelope>();
      expect(envelope).toMatchObject({ success: false, name: 'ValidationError' });
      expect(envelope.errors?.length).toBeGreaterThan(0);
    }
  });
});

describe('POST user/search', () => {
  it('finds people by name, company and job, filtered by their country', async () => {
    const [wei, anna] = [
      await tokens.signIn({ firstName: 'Wei', lastName: 'Krumholz', country: 'CN' }),
      await tokens.signIn({ firstName: 'Anna', lastName: 'Krumholz', country: 'US' }),
    ];
    for (const user of [wei, anna]) {
      const response = await app.inject({ method: 'GET', url: '/api/user/profile', headers: user.headers });
      expect(response.statusCode, response.body).toBe(200);
    }
    const updated = await app.inject({
      method: 'PUT',
      url: '/api/user/profile',
      headers: anna.headers,
      payload: { companyName: 'Fennimore Valves', profession: 'Buyer' },
    });
    expect(updated.statusCode, updated.body).toBe(200);

    const both = await searchUsers({ textQuery: 'krumholz' });
    expect(both.totalResults).toBe(2);
    expect(both.profiles.map((p) => p.firstName).sort()).toEqual(['Anna', 'Wei']);
    const inChina = await searchUsers({ textQuery: 'krumholz', country: 'CN' });
    expect(inChina.profiles).toEqual([
      expect.objectContaining({
        userID: wei.userID,
        firstName: 'Wei',
        lastName: 'Krumholz',
        country: { code: 'CN', countryName: 'China' },
        reactions: { reactionCount: { like: 0 } },
      }),
    ]);
    expect((await searchUsers({ textQuery: 'fennimore' })).profiles.map((p) => p.userID)).toEqual([
      anna.userID,
    ]);
    // A name written differently is suggested.
    const misspelt = await searchUsers({ textQuery: 'krumholtz' });
    expect(misspelt.suggestion).toBe('krumholz');
    expect(misspelt.totalResults).toBe(2);
  });

  it("shows on a card the card's fields of the person's public profile, every name included", async () => {
    const person = await tokens.signIn({ firstName: 'Oskar', lastName: 'Wetterholm', country: 'US' });
    const refData = async <T>(url: string) =>
      (await app.inject({ method: 'GET', url })).json<{ data: T[] }>().data[0]!;
    const state = await refData<{ stateID: string }>('/api/ref-data/country/US/state');
    const job = await refData<{ jobPositionID: string }>('/api/ref-data/job-position');
    expect(
      (await app.inject({ method: 'GET', url: '/api/user/profile', headers: person.headers })).statusCode,
    ).toBe(200);
    const updated = await app.inject({
      method: 'PUT',
      url: '/api/user/profile',
      headers: person.headers,
      payload: {
        city: 'Tacoma',
        state: state.stateID,
        jobPosition: job.jobPositionID,
        companyName: 'Wetterholm Gears',
        briefPresentation: 'Gear cutting since 1998.',
      },
    });
    expect(updated.statusCode, updated.body).toBe(200);
    // Pictures are set as an upload would record them (the upload path has tests of its own).
    const photo = { url: '/files/u/face.webp', versions: [{ url: '/files/u/face-160.webp', width: 160 }] };
    await database.db
      .update(tables.users)
      .set({ profilePhoto: photo })
      .where(eq(tables.users.id, person.userID));

    const [card] = (await searchUsers({ textQuery: 'wetterholm' })).profiles;
    const profile = PublicUserProfileAnswerSchema.parse(
      (await app.inject({ method: 'GET', url: `/api/user/public-profile/${person.userID}` })).json(),
    ).profile;
    const cardFields = Object.keys(UserCardSchema.shape).filter((key) => key in profile);
    expect(cardFields).toHaveLength(Object.keys(UserCardSchema.shape).length);
    expect(card).toEqual(
      Object.fromEntries(cardFields.map((key) => [key, profile[key as keyof typeof profile]])),
    );
    expect(card!.state).not.toBeNull();
    expect(card!.jobPosition).not.toBeNull();
    expect(card!.profilePhoto).toEqual(photo);
  });

  it('does not find a person by a profession they hide, and does once they show it', async () => {
    const person = await tokens.signIn({ firstName: 'Ilse', lastName: 'Vandermeer', country: 'DE' });
    const profile = (payload: Record<string, unknown>) =>
      app.inject({ method: 'PUT', url: '/api/user/profile', headers: person.headers, payload });
    expect((await profile({ profession: 'Glassblower', showProfession: false })).statusCode).toBe(200);
    const found = async () => (await searchUsers({ textQuery: 'glassblower' })).profiles.map((p) => p.userID);

    expect(await found()).toEqual([]);
    expect((await profile({ showProfession: true })).statusCode).toBe(200);
    expect(await found()).toEqual([person.userID]);
    expect((await profile({ showProfession: false })).statusCode).toBe(200);
    expect(await found()).toEqual([]);
  });
});

describe('category changes', () => {
  it("refresh the business's document", async () => {
    const [first, other] = [
      categories[0]!,
      categories.find((c) => c.industryID !== categories[0]!.industryID)!,
    ];
    const businessID = await businessIn('CN', { companyName: 'Trelawny Forge', categories: [first.ref] });
    const keyword = `trelawny ${other.name}`;
    expect((await searchBusinesses({ textQuery: keyword })).total_results).toBe(0);
    await database.db.insert(tables.businessCategories).values({
      businessID: businessID,
      categoryID: other.categoryID,
      industryID: other.industryID,
      position: 1,
    });
    expect(namesOf(await searchBusinesses({ textQuery: keyword }))).toEqual(['Trelawny Forge']);
    await database.db
      .delete(tables.businessCategories)
      .where(eq(tables.businessCategories.categoryID, other.categoryID));
    expect((await searchBusinesses({ textQuery: keyword })).total_results).toBe(0);
  });
});

describe('GET search/business/last-registered', () => {
  it('answers the newest three of each of MA, DI, EX and CO, newest first', async () => {
    const made: Record<string, string[]> = { MA: [], DI: [], EX: [], CO: [], IM: [] };
    for (let round = 0; round < 4; round++) {
      for (const type of Object.keys(made)) {
        made[type]!.push(
          await businessIn('CN', { companyName: `Latest ${type} ${round}`, businessType: type }),
        );
      }
    }
    const response = await app.inject({ method: 'GET', url: '/api/search/business/last-registered' });
    expect(response.statusCode, response.body).toBe(200);
    const { data } = LastRegisteredAnswerSchema.parse(response.json());
    // Newest first: the last round first, in reverse order of making; the oldest round and importers left out.
    const expected = [3, 2, 1].flatMap((round) => ['CO', 'EX', 'DI', 'MA'].map((type) => made[type]![round]));
    expect(data.map((card) => card.businessID)).toEqual(expected);
    expect(data[0]!.general.companyName).toBe('Latest CO 3');
  });
});
