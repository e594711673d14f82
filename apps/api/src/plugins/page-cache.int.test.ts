import { fileURLToPath } from 'node:url';
import { businessPath, productPath } from '@b2b/contracts';
import { eq, tables } from '@b2b/db';
import { openTestDatabase, type TestDatabase } from '@b2b/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../app.ts';
import { createBusiness } from '../test/business-factory.ts';
import { buildTestApp, type TestEnvInput } from '../test/build-test-app.ts';
import { createProduct } from '../test/product-factory.ts';
import { uploadPicture } from '../test/uploads.ts';
import { testTokens, type TestTokens, type TestUser } from '../test/test-tokens.ts';

/** The web app through Vite, as `npm run dev` serves it: the same renderer as the build, without building it first. */
const web = {
  mode: 'development' as const,
  webRoot: fileURLToPath(new URL('../../../web', import.meta.url)),
};

let database: TestDatabase;
let tokens: TestTokens;
let owner: TestUser;
const apps: App[] = [];

async function portal(env: TestEnvInput) {
  const app = await buildTestApp({ database, authKeySet: tokens.keySet, env, web });
  apps.push(app);
  return app;
}

const page = (app: App, url: string, headers: Record<string, string> = {}) =>
  app.inject({ method: 'GET', url, headers });

/** A business with one product, and the addresses of their pages. */
async function businessWithProduct(app: App, companyName: string, productName: string) {
  const { businessID } = await createBusiness(app, owner, { companyName });
  const productID = await createProduct(app, owner, businessID, { name: productName });
  return {
    businessID,
    productID,
    businessUrl: businessPath(companyName, businessID),
    productUrl: productPath(companyName, productName, productID),
  };
}

const renameInDatabase = (businessID: string, companyName: string) =>
  database.db.update(tables.businesses).set({ companyName }).where(eq(tables.businesses.id, businessID));

beforeAll(async () => {
  tokens = await testTokens();
  database = await openTestDatabase();
  owner = await tokens.signIn();
});

afterAll(async () => {
  for (const app of apps) await app.close();
  await database.close();
});

describe('kept pages of several processes on one database', () => {
  it('drops the page another process kept when a write through this one changes it', async () => {
    // Two servers of one portal, as behind a load balancer: each keeps its own rendered pages.
    const [first, second] = [
      await portal({ SSR_CACHE_TTL_SECONDS: '600' }),
      await portal({ SSR_CACHE_TTL_SECONDS: '600' }),
    ];
    const shop = await businessWithProduct(first, 'Ningbo Gasket Co', 'Spiral wound gasket');
    const kept = await page(second, shop.businessUrl);
    expect(kept.body).toContain('Ningbo Gasket Co');
    expect((await page(second, shop.businessUrl)).headers.etag).toBe(kept.headers.etag);

    const edit = await first.inject({
      method: 'PUT',
      url: `/api/business/profile/${shop.businessID}`,
      headers: owner.headers,
      payload: { general: { companyName: 'Ningbo Sealing Co' } },
    });
    expect(edit.statusCode, edit.body).toBe(200);
    // The other server hears of it through the database and renders the page anew on its next request.
    await expect
      .poll(async () => (await page(second, shop.businessUrl)).body, { timeout: 5000 })
      .toContain('Ningbo Sealing Co');
  });
});

describe('kept pages', () => {
  let app: App;
  let shop: Awaited<ReturnType<typeof businessWithProduct>>;

  beforeAll(async () => {
    app = await portal({ SSR_CACHE_TTL_SECONDS: '60' });
    shop = await businessWithProduct(app, 'Wenzhou Valve Works', 'Brass ball valve DN25');
  });

  it('answers the same HTML again, and 304 to a client whose copy is current', async () => {
    const first = await page(app, shop.businessUrl);
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(first.body).toContain('Wenzhou Valve Works');
    const tag = first.headers.etag as string;
    expect(tag).toMatch(/^W\/".+"$/);

    // A render stamps its queries with the time they were fetched: only a kept copy is the same bytes.
    const again = await page(app, shop.businessUrl);
    expect(again.headers.etag).toBe(tag);
    expect(again.body).toBe(first.body);

    const revalidated = await page(app, shop.businessUrl, { 'if-none-match': tag });
    expect(revalidated.statusCode).toBe(304);
    expect(revalidated.body).toBe('');
    expect(revalidated.headers.etag).toBe(tag);

    const compressed = await page(app, shop.businessUrl, { 'accept-encoding': 'br' });
    expect(compressed.headers['content-encoding']).toBe('br');
    expect(compressed.headers.etag).toBe(tag);
    expect(compressed.headers.vary).toContain('Accept-Encoding');
  });

  it('keeps a page apart from the same page with another query', async () => {
    const plain = await page(app, shop.businessUrl);
    const asked = await page(app, `${shop.businessUrl}?from=search`);
    expect(asked.statusCode).toBe(200);
    expect(asked.headers.etag).not.toBe(plain.headers.etag);
  });

  it("drops a business's page when the business is edited", async () => {
    const before = await page(app, shop.businessUrl);
    expect(before.body).toContain('Wenzhou Valve Works');
    const edit = await app.inject({
      method: 'PUT',
      url: `/api/business/profile/${shop.businessID}`,
      headers: owner.headers,
      payload: { general: { companyName: 'Wenzhou Flow Control' } },
    });
    expect(edit.statusCode, edit.body).toBe(200);

    // The old address still opens the business (its id ends it); the page now names it anew.
    const after = await page(app, shop.businessUrl);
    expect(after.headers.etag).not.toBe(before.headers.etag);
    expect(after.body).toContain('Wenzhou Flow Control');
    expect(after.body).not.toContain('Wenzhou Valve Works');
  });

  it("drops a product's page and its business's page when the product changes", async () => {
    const [productBefore, businessBefore] = await Promise.all([
      page(app, shop.productUrl),
      page(app, shop.businessUrl),
    ]);
    expect(productBefore.body).toContain('Brass ball valve DN25');
    expect(businessBefore.body).toContain('Brass ball valve DN25');
    const edit = await app.inject({
      method: 'PUT',
      url: `/api/product/${shop.productID}`,
      headers: owner.headers,
      payload: { name: 'Stainless ball valve DN25' },
    });
    expect(edit.statusCode, edit.body).toBe(200);

    for (const url of [shop.productUrl, shop.businessUrl]) {
      const after = await page(app, url);
      expect(after.body).toContain('Stainless ball valve DN25');
      expect(after.body).not.toContain('Brass ball valve DN25');
    }
  });

  it("drops a business's page when it gets a new product, and when someone likes it", async () => {
    const before = await page(app, shop.businessUrl);
    await createProduct(app, owner, shop.businessID, { name: 'Gate valve DN80' });
    const withProduct = await page(app, shop.businessUrl);
    expect(withProduct.body).toContain('Gate valve DN80');
    expect(before.body).not.toContain('Gate valve DN80');

    const fan = await tokens.signIn();
    const like = await app.inject({
      method: 'POST',
      url: '/api/social/reaction/react/business',
      headers: fan.headers,
      payload: { resourceID: shop.businessID, reactionType: 'like' },
    });
    expect(like.statusCode, like.body).toBe(200);
    const liked = await page(app, shop.businessUrl);
    expect(liked.headers.etag).not.toBe(withProduct.headers.etag);
    expect(liked.body).toContain('"like":1');
  });

  it('drops an empty timeline when its first post comes, though the page named no id but the one asked', async () => {
    const writer = await tokens.signIn();
    // Signing in to the portal makes the person's profile, and with it their timeline.
    await app.inject({ method: 'GET', url: '/api/user/profile', headers: writer.headers });
    const url = `/timeline/${writer.userID}`;
    const empty = await page(app, url);
    expect(empty.statusCode).toBe(200);
    expect(empty.body).not.toContain('Back from the Hannover fair');
    const made = await app.inject({
      method: 'POST',
      url: '/api/social/posts/make-post',
      headers: writer.headers,
      payload: {
        timelineID: writer.userID,
        timelineType: 'user',
        content: 'Back from the Hannover fair with new partners.',
      },
    });
    expect(made.statusCode, made.body).toBe(201);
    expect((await page(app, url)).body).toContain('Back from the Hannover fair');
  });

  it("drops a business's page when an administrator approves its verification, so it shows the badge at once", async () => {
    const { businessID } = await createBusiness(app, owner, { companyName: 'Ningbo Verified Pumps' });
    await database.db
      .update(tables.businesses)
      .set({ subscription: 'gold' })
      .where(eq(tables.businesses.id, businessID));
    const url = businessPath('Ningbo Verified Pumps', businessID);
    const before = await page(app, url);
    expect(before.body).toContain('Gold member · not verified');
    const requested = await app.inject({
      method: 'POST',
      url: `/api/business/${businessID}/verification`,
      headers: owner.headers,
      payload: {
        registrationNumber: 'NB-2026-77',
        documents: [await uploadPicture(app, owner, 'business', { businessID })],
      },
    });
    expect(requested.statusCode, requested.body).toBe(201);
    const administrator = await tokens.signIn();
    expect(
      (await app.inject({ method: 'GET', url: '/api/user/profile', headers: administrator.headers }))
        .statusCode,
    ).toBe(200);
    await database.db.insert(tables.administrators).values({ userID: administrator.userID });
    const { requestID } = requested.json<{ data: { requestID: string } }>().data;
    const approved = await app.inject({
      method: 'POST',
      url: `/api/admin/verification-requests/${requestID}/approve`,
      headers: administrator.headers,
    });
    expect(approved.statusCode, approved.body).toBe(200);
    const after = await page(app, url);
    expect(after.body).toContain('Gold member · verified');
    expect(after.body).not.toContain('not verified');
  });

  it('drops the kept pages when a business is registered, so the home page lists it at once', async () => {
    const before = await page(app, '/');
    expect(before.statusCode).toBe(200);
    expect((await page(app, '/')).headers.etag).toBe(before.headers.etag);
    await createBusiness(app, owner, { companyName: 'Dongguan Newest Moulds' });
    const after = await page(app, '/');
    expect(after.body).toContain('Dongguan Newest Moulds');
  });

  it('drops the kept pages when an administrator edits the search’s synonyms, as any search may change', async () => {
    const { businessID } = await createBusiness(app, owner, { companyName: 'Suzhou Qvorn Couplings' });
    await createProduct(app, owner, businessID, { name: 'Qvorn jaw coupling' });
    const url = '/search-result?business=PR&countries=global&search=zyxcoupler';
    const before = await page(app, url);
    expect(before.body).toContain('0 Results for zyxcoupler');
    const administrator = await tokens.signIn();
    // The person's row is made at their first call.
    await app.inject({ method: 'GET', url: '/api/user/profile', headers: administrator.headers });
    await database.db.insert(tables.administrators).values({ userID: administrator.userID });
    const added = await app.inject({
      method: 'POST',
      url: '/api/admin/search-synonyms',
      headers: administrator.headers,
      payload: { terms: ['zyxcoupler', 'qvorn'] },
    });
    expect(added.statusCode, added.body).toBe(201);
    const after = await page(app, url);
    expect(after.body).toContain('Qvorn jaw coupling');
  });

  it('keeps each language’s page apart, and never answers a chosen language’s redirect from a kept page', async () => {
    const english = await page(app, shop.businessUrl);
    expect(english.body).toContain('<html lang="en">');
    expect(english.headers.vary).toContain('Cookie');

    const chinese = await page(app, `/zh${shop.businessUrl}`);
    expect(chinese.statusCode).toBe(200);
    expect(chinese.body).toContain('<html lang="zh-Hans">');
    expect(chinese.body).toContain('登录');
    expect(chinese.body).toContain('Wenzhou');
    expect(chinese.headers.etag).not.toBe(english.headers.etag);

    // The English page is kept, yet a person who chose Italian is sent to the Italian address, every time.
    for (let i = 0; i < 2; i += 1) {
      const chosen = await page(app, shop.businessUrl, { cookie: 'theme=dark; lang=it' });
      expect(chosen.statusCode).toBe(302);
      expect(chosen.headers.location).toBe(`/it${shop.businessUrl}`);
      expect(chosen.headers.vary).toContain('Cookie');
    }
    const backToEnglish = await page(app, shop.businessUrl, { cookie: 'lang=en' });
    expect(backToEnglish.statusCode).toBe(200);
    expect(backToEnglish.headers.etag).toBe(english.headers.etag);
  });

  it('gives a signed-in person the visitor’s page, and never keeps a page made for them', async () => {
    const headers = { ...owner.headers, cookie: 'theme=dark' };
    const url = `${shop.businessUrl}?editMode=1`;
    // Asked first by the owner, the page is rendered without their session…
    const signedIn = await page(app, url, headers);
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.body).toContain('"session":null');
    expect(signedIn.body).not.toContain(owner.email);
    expect(signedIn.headers['set-cookie']).toBeUndefined();
    // …so the copy a visitor then gets is the same page, and the owner gets the visitor's copy too.
    const visitor = await page(app, url);
    expect(visitor.headers.etag).toBe(signedIn.headers.etag);
    const ownerAgain = await page(app, url, headers);
    expect(ownerAgain.headers.etag).toBe(visitor.headers.etag);
  });
});

describe('expiry', () => {
  it('renders a page again once its copy is older than SSR_CACHE_TTL_SECONDS', async () => {
    const app = await portal({ SSR_CACHE_TTL_SECONDS: '1' });
    const shop = await businessWithProduct(app, 'Taizhou Pump Factory', 'Centrifugal pump 5 kW');
    const first = await page(app, shop.businessUrl);
    expect(first.body).toContain('Taizhou Pump Factory');
    // Written behind the services' back, so nothing invalidates the copy: only its age can.
    await renameInDatabase(shop.businessID, 'Taizhou Pump Group');
    const kept = await page(app, shop.businessUrl);
    expect(kept.headers.etag).toBe(first.headers.etag);
    await new Promise((resolve) => setTimeout(resolve, 1_100));
    const expired = await page(app, shop.businessUrl);
    expect(expired.body).toContain('Taizhou Pump Group');
  });

  it('renders every request with SSR_CACHE_TTL_SECONDS=0', async () => {
    const app = await portal({ SSR_CACHE_TTL_SECONDS: '0' });
    const shop = await businessWithProduct(app, 'Jinan Gear Works', 'Helical gear set');
    const first = await page(app, shop.businessUrl);
    await renameInDatabase(shop.businessID, 'Jinan Gear Group');
    const second = await page(app, shop.businessUrl);
    expect(first.body).toContain('Jinan Gear Works');
    expect(second.body).toContain('Jinan Gear Group');
    expect(second.headers.etag).toBeUndefined();
  });
});

describe('size bound', () => {
  it('drops the least recently asked page when the copies would pass SSR_CACHE_MAX_MB', async () => {
    const measuring = apps[0]!;
    const first = await businessWithProduct(measuring, 'Hangzhou Bearing Works', 'Deep groove bearing 6204');
    const second = await businessWithProduct(measuring, 'Xiamen Bearing Works', 'Tapered roller bearing');
    // A kept page is its HTML and its brotli and gzip versions; room for one and a half such pages.
    const bytes = async (encoding: string) =>
      (await page(measuring, first.businessUrl, { 'accept-encoding': encoding })).rawPayload.length;
    const pageBytes = (await bytes('identity')) + (await bytes('br')) + (await bytes('gzip'));
    const app = await portal({
      SSR_CACHE_TTL_SECONDS: '60',
      SSR_CACHE_MAX_MB: String((1.5 * pageBytes) / 1024 / 1024),
    });

    await page(app, first.businessUrl);
    await page(app, second.businessUrl);
    await renameInDatabase(first.businessID, 'Hangzhou Bearing Group');
    await renameInDatabase(second.businessID, 'Xiamen Bearing Group');
    // The second page is still kept (its old name), the first was dropped to make room for it (its new name).
    expect((await page(app, second.businessUrl)).body).toContain('Xiamen Bearing Works');
    expect((await page(app, first.businessUrl)).body).toContain('Hangzhou Bearing Group');
  });
});
