import {
  LIMITS,
  type BusinessCard,
  type ErrorEnvelope,
  type FavoriteIds,
  type ProductCard,
} from '@b2b/contracts';
import { eq, tables } from '@b2b/db';
import { beforeAll, describe, expect, it } from 'vitest';
import { createBusiness } from '../../test/business-factory.ts';
import { useTestApp } from '../../test/use-test-app.ts';
import { createProduct, setSubscription } from '../../test/product-factory.ts';
import type { TestUser } from '../../test/test-tokens.ts';

const UNKNOWN_UUID = '00000000-0000-4000-8000-000000000000';

const { app, database, tokens } = await useTestApp();

let owner: TestUser;
let businessID: string;
let productID: string;

beforeAll(async () => {
  owner = await tokens.signIn();
  ({ businessID } = await createBusiness(app, owner, { companyName: 'Acme Valves Ltd' }));
  // Room for every product the tests below save.
  await setSubscription(database.db, businessID, 'platinum');
  productID = await createProduct(app, owner, businessID);
});

const send = (method: 'GET' | 'PUT' | 'DELETE', url: string, user: TestUser | null) =>
  app.inject({ method, url: `/api/user/favorites/${url}`, ...(user ? { headers: user.headers } : {}) });

async function ok(response: Awaited<ReturnType<typeof send>>) {
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ success: true; data?: unknown }>();
}

async function refused(response: Awaited<ReturnType<typeof send>>, status: number, name: string) {
  expect(response.statusCode, response.body).toBe(status);
  const body = response.json<ErrorEnvelope>();
  expect(body).toMatchObject({ success: false, name });
  return body;
}

const save = async (user: TestUser, type: string, id: string) => ok(await send('PUT', `${type}/${id}`, user));
const remove = async (user: TestUser, type: string, id: string) =>
  ok(await send('DELETE', `${type}/${id}`, user));
const idsOf = async (user: TestUser) => (await ok(await send('GET', 'ids', user))).data as FavoriteIds;
async function listOf<Card>(user: TestUser, type: 'business' | 'product', query = '') {
  return (await ok(await send('GET', `${type}${query}`, user))).data as { results: Card[]; total: number };
}

describe('who may', () => {
  it('answers a visitor of every route with the 401 envelope', async () => {
    for (const [method, url] of [
      ['GET', 'ids'],
      ['GET', 'business'],
      ['GET', 'product'],
      ['PUT', `business/${businessID}`],
      ['DELETE', `product/${productID}`],
    ] as const) {
      await refused(await send(method, url, null), 401, 'TokenNotFound');
    }
  });

  it("keeps each person's favorites their own: others neither see nor remove them", async () => {
    const [alice, bob] = await Promise.all([tokens.signIn(), tokens.signIn()]);
    await save(alice, 'business', businessID);
    await save(alice, 'product', productID);

    expect(await idsOf(bob)).toEqual({ business: [], product: [] });
    expect(await listOf(bob, 'business')).toEqual({ results: [], total: 0 });
    expect(await listOf(bob, 'product')).toEqual({ results: [], total: 0 });

    // Bob's removal only touches Bob's (empty) favorites.
    await remove(bob, 'business', businessID);
    await remove(bob, 'product', productID);
    expect(await idsOf(alice)).toEqual({ business: [businessID], product: [productID] });
  });
});

describe('PUT and DELETE user/favorites/{type}/{id}', () => {
  it('saves once: a second save is a success that keeps the first one; removing twice is a success too', async () => {
    const user = await tokens.signIn();
    const { businessID: other } = await createBusiness(app, owner, { companyName: 'Second Saved Co' });
    await save(user, 'business', businessID);
    await save(user, 'business', other);
    // Saving the first again does not move it ahead of the newer one.
    await save(user, 'business', businessID);
    expect((await idsOf(user)).business).toEqual([other, businessID]);
    expect((await listOf(user, 'business')).total).toBe(2);

    await remove(user, 'business', businessID);
    await remove(user, 'business', businessID);
    expect(await idsOf(user)).toEqual({ business: [other], product: [] });
  });

  it('answers 404 for an unknown business or product and saves nothing', async () => {
    const user = await tokens.signIn();
    const business = await refused(await send('PUT', `business/${UNKNOWN_UUID}`, user), 404, 'NotFound');
    expect(business.message).toBe('There is no business with this id.');
    // A business id is not a product id.
    const product = await refused(await send('PUT', `product/${businessID}`, user), 404, 'NotFound');
    expect(product.message).toBe('There is no product with this id.');
    expect(await idsOf(user)).toEqual({ business: [], product: [] });
  });

  it('answers a bad type, id or page with the validation envelope', async () => {
    const user = await tokens.signIn();
    for (const [method, url, path] of [
      ['PUT', `post/${businessID}`, 'type'],
      ['DELETE', `users/${businessID}`, 'type'],
      ['GET', 'posts', 'type'],
      ['PUT', 'business/not-a-uuid', 'id'],
      ['DELETE', 'product/123', 'id'],
      ['GET', 'business?skip=-1', 'skip'],
      ['GET', 'product?size=0', 'size'],
    ] as const) {
      const body = await refused(await send(method, url, user), 400, 'ValidationError');
      expect(body.errors?.map((error) => error.path)).toContain(path);
    }
  });
});

describe('GET user/favorites/{type}', () => {
  it('lists business cards, newest saved first, five a page by default, with the exact total', async () => {
    const user = await tokens.signIn();
    const saved: string[] = [];
    for (let n = 0; n < 7; n += 1) {
      const { businessID: id } = await createBusiness(app, owner, { companyName: `Paged Business ${n}` });
      await save(user, 'business', id);
      saved.unshift(id);
    }

    const first = await listOf<BusinessCard>(user, 'business');
    expect(first.total).toBe(7);
    expect(first.results).toHaveLength(LIMITS.searchPageSize);
    expect(first.results.map((card) => card.businessID)).toEqual(saved.slice(0, 5));
    expect(first.results[0]).toMatchObject({
      general: { companyName: 'Paged Business 6', businessType: { code: 'MA' } },
      contactInfo: { country: { code: 'CN' } },
      reactions: { reactionCount: { like: 0 } },
    });

    const second = await listOf<BusinessCard>(user, 'business', '?skip=5&size=5');
    expect(second.total).toBe(7);
    expect(second.results.map((card) => card.businessID)).toEqual(saved.slice(5));
    // A page past the end is empty and still tells the total.
    expect(await listOf(user, 'business', '?skip=10')).toEqual({ results: [], total: 7 });
    // A size above the cap is lowered to it.
    expect((await listOf(user, 'business', '?size=1000')).results).toHaveLength(7);
  });

  it('lists product cards: the search card, its business and at most four specification lines', async () => {
    const user = await tokens.signIn();
    const specs = Array.from({ length: 6 }, (_, n) => ({ key: `Spec ${n}`, value: `Value ${n}` }));
    const withSpecs = await createProduct(app, owner, businessID, { name: 'Gate valve DN80', specs });
    const others = [await createProduct(app, owner, businessID, { name: 'Check valve DN25' })];
    others.push(await createProduct(app, owner, businessID, { name: 'Globe valve DN40' }));
    for (const id of [withSpecs, ...others]) await save(user, 'product', id);

    const { results, total } = await listOf<ProductCard>(user, 'product', '?size=2');
    expect(total).toBe(3);
    expect(results.map((card) => card.productID)).toEqual([others[1], others[0]]);
    const [last] = (await listOf<ProductCard>(user, 'product', '?skip=2')).results;
    expect(last).toMatchObject({
      productID: withSpecs,
      businessID,
      name: 'Gate valve DN80',
      specs: specs.slice(0, LIMITS.specLinesOnCard),
      photoCount: 0,
      businessProfile: { businessID, general: { companyName: 'Acme Valves Ltd' } },
    });
    expect(last!.key).toContain(withSpecs);
    expect(Object.keys(last!)).not.toContain('images');
  });
});

describe('deleted items', () => {
  it('drops a removed product from the favorites of everyone who saved it', async () => {
    const [alice, bob] = await Promise.all([tokens.signIn(), tokens.signIn()]);
    const doomed = await createProduct(app, owner, businessID, { name: 'Discontinued valve' });
    for (const user of [alice, bob]) {
      await save(user, 'product', productID);
      await save(user, 'product', doomed);
    }
    await ok(await app.inject({ method: 'DELETE', url: `/api/product/${doomed}`, headers: owner.headers }));

    for (const user of [alice, bob]) {
      expect((await idsOf(user)).product).toEqual([productID]);
      const list = await listOf<ProductCard>(user, 'product');
      expect({ ids: list.results.map((card) => card.productID), total: list.total }).toEqual({
        ids: [productID],
        total: 1,
      });
    }
  });

  it("drops a deleted business and its products' saves", async () => {
    const user = await tokens.signIn();
    const { businessID: doomed } = await createBusiness(app, owner, { companyName: 'Closing Down Ltd' });
    const doomedProduct = await createProduct(app, owner, doomed, { name: 'Last valve' });
    await save(user, 'business', businessID);
    await save(user, 'business', doomed);
    await save(user, 'product', doomedProduct);

    // Businesses have no delete route yet; the database's own rules are what is tested here.
    await database.db.delete(tables.businesses).where(eq(tables.businesses.id, doomed));

    expect(await idsOf(user)).toEqual({ business: [businessID], product: [] });
    expect((await listOf(user, 'business')).total).toBe(1);
    expect(await listOf(user, 'product')).toEqual({ results: [], total: 0 });
  });
});
