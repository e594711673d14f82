import { randomUUID } from 'node:crypto';
import {
  PRODUCT_LIMITS,
  PRODUCT_SHOWCASE_CAP,
  productSlug,
  showcaseCapMessage,
  SUBSCRIPTIONS,
  type ErrorEnvelope,
  type Image,
  type IndustryTree,
  type Product,
  type Subscription,
} from '@b2b/contracts';
import { tables } from '@b2b/db';
import { beforeAll, describe, expect, it } from 'vitest';
import { addMember, createBusiness } from '../../test/business-factory.ts';
import { useTestApp } from '../../test/use-test-app.ts';
import { createProduct, setSubscription } from '../../test/product-factory.ts';
import type { TestUser } from '../../test/test-tokens.ts';
import { uploadPicture } from '../../test/uploads.ts';

const UNKNOWN_UUID = '00000000-0000-4000-8000-000000000000';

const { app, database, tokens } = await useTestApp();

let owner: TestUser;
let admin: TestUser;
let member: TestUser;
let other: TestUser;
let businessID: string;
/** An industry → category → subcategory path of the tree, and parts of other paths. */
let path: { industry: string; category: string; subCategory: string; names: [string, string, string] };
let otherIndustryCategory: string;
let sameIndustryOtherCategory: { category: string; subCategory: string };

beforeAll(async () => {
  [owner, admin, member, other] = await Promise.all([
    tokens.signIn(),
    tokens.signIn(),
    tokens.signIn(),
    tokens.signIn(),
  ]);
  ({ businessID } = await createBusiness(app, owner, { companyName: 'Ningbo Pump Works' }));
  // Room for every product the tests below make; the cap has tests of its own.
  await setSubscription(database.db, businessID, 'platinum');
  await addMember(app, owner, businessID, admin, 'admin');
  await addMember(app, owner, businessID, member, 'member');

  const tree = (await app.inject({ method: 'GET', url: '/api/catsys/industry/full-tree' })).json<{
    data: IndustryTree[];
  }>().data;
  const industry = tree.find((i) => i.categories.filter((c) => c.subCategories.length > 0).length >= 2)!;
  const [first, second] = industry.categories.filter((c) => c.subCategories.length > 0);
  path = {
    industry: industry.id,
    category: first!.id,
    subCategory: first!.subCategories[0]!.id,
    names: [industry.name, first!.name, first!.subCategories[0]!.name],
  };
  sameIndustryOtherCategory = { category: second!.id, subCategory: second!.subCategories[0]!.id };
  otherIndustryCategory = tree.find((i) => i.id !== industry.id)!.categories[0]!.id;
});

const input = (overrides: Record<string, unknown> = {}) => ({
  businessID,
  name: 'Centrifugal pump CP-40',
  keywords: ['pump', 'centrifugal', 'pump'],
  description: 'Stainless steel centrifugal pump for clean water.',
  industry: path.industry,
  category: path.category,
  subCategory: path.subCategory,
  leadTime: '30 days',
  stock: true,
  specs: [{ key: 'Flow', value: '40 m³/h' }],
  videos: [{ url: 'https://video.example/pump.mp4' }],
  ...overrides,
});

type Caller = TestUser | null;
const headersOf = (user: Caller) => (user ? { headers: user.headers } : {});
const post = (user: Caller, payload: Record<string, unknown>) =>
  app.inject({ method: 'POST', url: '/api/product', payload, ...headersOf(user) });
const put = (user: Caller, id: string, payload: Record<string, unknown>) =>
  app.inject({ method: 'PUT', url: `/api/product/${id}`, payload, ...headersOf(user) });
const remove = (user: Caller, id: string) =>
  app.inject({ method: 'DELETE', url: `/api/product/${id}`, ...headersOf(user) });

const create = (user: TestUser, overrides: Record<string, unknown> = {}) =>
  createProduct(app, user, businessID, input(overrides));
async function read(id: string): Promise<Product> {
  const response = await app.inject({ method: 'GET', url: `/api/product/${id}` });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ data: Product }>().data;
}
async function refused(response: Awaited<ReturnType<typeof post>>, status: number, name: string) {
  expect(response.statusCode, response.body).toBe(status);
  const body = response.json<ErrorEnvelope>();
  expect(body).toMatchObject({ success: false, name });
  return body;
}
async function byBusiness(query: string) {
  const response = await app.inject({ method: 'GET', url: `/api/product/by-business?${query}` });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ data: { data: Product[]; total: number } }>().data;
}

/** A new business of `owner` on this membership. */
async function businessOn(subscription: Subscription): Promise<string> {
  const { businessID: id } = await createBusiness(app, owner, { companyName: `Showcase ${subscription}` });
  await setSubscription(database.db, id, subscription);
  return id;
}
/** Fills a showcase quickly with rows; the route under test adds the rest. */
async function fillShowcase(id: string, n: number) {
  if (n === 0) return;
  await database.db.insert(tables.products).values(
    Array.from({ length: n }, (_, i) => ({
      id: randomUUID(),
      businessID: id,
      name: `Filler ${i}`,
      description: 'Filler',
      industryID: path.industry,
      categoryID: path.category,
    })),
  );
}

describe('POST product', () => {
  it('creates a product with every field; pictures are the recorded uploads and videos get ids', async () => {
    const main = await uploadPicture(app, owner, 'business', { businessID });
    const gallery = await uploadPicture(app, owner, 'business', { businessID });
    // The request lists no versions: the product keeps the ones the server recorded.
    const productID = await create(owner, {
      mainImage: { url: main.url, versions: [] },
      images: [{ url: gallery.url, versions: [] }],
    });
    const product = await read(productID);
    expect(product).toMatchObject({
      productID,
      businessID,
      key: productSlug('Ningbo Pump Works', 'Centrifugal pump CP-40', productID),
      name: 'Centrifugal pump CP-40',
      keywords: ['pump', 'centrifugal'],
      description: 'Stainless steel centrifugal pump for clean water.',
      mainImage: main,
      images: [gallery],
      industry: { id: path.industry, name: path.names[0] },
      category: { id: path.category, name: path.names[1] },
      subCategory: { id: path.subCategory, name: path.names[2] },
      leadTime: '30 days',
      stock: true,
      specs: [{ key: 'Flow', value: '40 m³/h' }],
    });
    expect(product.videos).toEqual([{ videoID: expect.any(String), url: 'https://video.example/pump.mp4' }]);
    expect(product.videos[0]!.videoID).toMatch(/^[0-9a-f-]{36}$/);
    const card = await app.inject({ method: 'GET', url: `/api/business/profile/${businessID}` });
    expect(product.businessProfile.businessID).toBe(businessID);
    expect(product.businessProfile.general.companyName).toBe(
      card.json<{ data: { general: { companyName: string } } }>().data.general.companyName,
    );
    expect(product.createdAt).toBe(new Date(product.createdAt).toISOString());
  });

  it('takes the minimum: no subcategory, pictures, lead time, specs or videos', async () => {
    const productID = await create(owner, {
      subCategory: undefined,
      leadTime: undefined,
      specs: undefined,
      videos: undefined,
      keywords: undefined,
      stock: undefined,
    });
    expect(await read(productID)).toMatchObject({
      subCategory: null,
      leadTime: null,
      specs: [],
      videos: [],
      keywords: [],
      stock: false,
      mainImage: null,
      images: [],
    });
  });

  it('refuses a category, subcategory or industry that is not a path of the tree', async () => {
    const foreign = await refused(
      await post(owner, input({ category: otherIndustryCategory, subCategory: null })),
      400,
      'ValidationError',
    );
    expect(foreign.errors).toEqual([
      { path: 'category', message: 'Choose a category of the chosen industry.' },
    ]);
    const wrongSub = await refused(
      await post(owner, input({ subCategory: sameIndustryOtherCategory.subCategory })),
      400,
      'ValidationError',
    );
    expect(wrongSub.errors?.map((e) => e.path)).toEqual(['subCategory']);
    const unknown = await refused(
      await post(owner, input({ industry: UNKNOWN_UUID })),
      400,
      'ValidationError',
    );
    expect(unknown.errors?.map((e) => e.path)).toEqual(['industry', 'category']);
    await refused(await post(owner, input({ subCategory: UNKNOWN_UUID })), 400, 'ValidationError');
  });

  it("refuses pictures that are not the caller's own uploads", async () => {
    const othersPicture = await uploadPicture(app, other, 'user');
    await refused(await post(owner, input({ mainImage: othersPicture })), 403, 'Forbidden');
    await refused(await post(owner, input({ images: [othersPicture] })), 403, 'Forbidden');
    await refused(
      await post(owner, input({ images: [{ url: 'https://elsewhere.example/x.png', versions: [] }] })),
      403,
      'Forbidden',
    );
  });

  it('refuses a bad body (400), an unknown business (404) and visitors (401)', async () => {
    await refused(await post(owner, input({ name: '  ' })), 400, 'ValidationError');
    await refused(
      await post(owner, input({ videos: [{ url: 'javascript:alert(1)' }] })),
      400,
      'ValidationError',
    );
    await refused(
      await post(
        owner,
        input({
          images: Array.from({ length: PRODUCT_LIMITS.imagesMax + 1 }, () => ({ url: 'x', versions: [] })),
        }),
      ),
      400,
      'ValidationError',
    );
    await refused(await post(owner, input({ businessID: UNKNOWN_UUID })), 404, 'NotFound');
    await refused(await post(null, input()), 401, 'TokenNotFound');
  });
});

describe('who may create, change and remove products', () => {
  const cases = [
    ['owner', () => owner, 201, 200],
    ['admin', () => admin, 201, 200],
    ['member', () => member, 403, 403],
    ['another person', () => other, 403, 403],
    ['a visitor', () => null, 401, 401],
  ] as const;

  for (const [who, caller, createStatus, writeStatus] of cases) {
    it(`${who}: create ${createStatus}, update and delete ${writeStatus}`, async () => {
      const created = await post(caller(), input({ name: `By ${who}` }));
      expect(created.statusCode, created.body).toBe(createStatus);

      const productID = await create(owner, { name: 'Target' });
      const updated = await put(caller(), productID, { name: 'Renamed' });
      expect(updated.statusCode, updated.body).toBe(writeStatus);
      expect((await read(productID)).name).toBe(writeStatus === 200 ? 'Renamed' : 'Target');

      const removed = await remove(caller(), productID);
      expect(removed.statusCode, removed.body).toBe(writeStatus);
      const after = await app.inject({ method: 'GET', url: `/api/product/${productID}` });
      expect(after.statusCode).toBe(writeStatus === 200 ? 404 : 200);
    });
  }
});

describe('the showcase cap', () => {
  for (const subscription of SUBSCRIPTIONS) {
    const cap = PRODUCT_SHOWCASE_CAP[subscription];
    it(`${subscription}: ${cap} products, then 403 PlanLimitReached naming the cap and the upgrade`, async () => {
      const id = await businessOn(subscription);
      await fillShowcase(id, cap - 1);
      await create(owner, { businessID: id });
      const body = await refused(await post(owner, input({ businessID: id })), 403, 'PlanLimitReached');
      expect(body.message).toBe(showcaseCapMessage(subscription));
      expect(body.message).toContain(String(cap));
      expect(body.message).toContain('Upgrade');
      expect((await byBusiness(`bid=${id}`)).total).toBe(cap);
    });
  }

  it('counts products made one by one through the route, and frees a place when one is removed', async () => {
    const id = await businessOn('standard');
    const made: string[] = [];
    for (let i = 0; i < PRODUCT_SHOWCASE_CAP.standard; i++)
      made.push(await create(owner, { businessID: id }));
    await refused(await post(owner, input({ businessID: id })), 403, 'PlanLimitReached');
    expect((await remove(owner, made[0]!)).statusCode).toBe(200);
    await create(owner, { businessID: id });
  });

  it('lets exactly one of five simultaneous creations take the last place', async () => {
    const id = await businessOn('standard');
    await fillShowcase(id, PRODUCT_SHOWCASE_CAP.standard - 1);
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => post(owner, input({ businessID: id }))),
    );
    const statuses = answers.map((a) => a.statusCode).sort();
    expect(statuses).toEqual([201, 403, 403, 403, 403]);
    expect((await byBusiness(`bid=${id}`)).total).toBe(PRODUCT_SHOWCASE_CAP.standard);
  });
});

describe('GET product/{productID}', () => {
  it('answers 404 for an unknown product and 400 for a bad id', async () => {
    await refused(await app.inject({ method: 'GET', url: `/api/product/${UNKNOWN_UUID}` }), 404, 'NotFound');
    await refused(await app.inject({ method: 'GET', url: '/api/product/pump' }), 400, 'ValidationError');
  });
});

describe('GET product/by-business', () => {
  it('pages the products newest first with the total', async () => {
    const { businessID: id } = await createBusiness(app, owner, { companyName: 'Paged Products' });
    const made: string[] = [];
    for (let i = 1; i <= 6; i++) made.push(await create(owner, { businessID: id, name: `Item ${i}` }));
    const newestFirst = made.toReversed();

    const all = await byBusiness(`bid=${id}`);
    expect(all.total).toBe(6);
    expect(all.data.map((p) => p.productID)).toEqual(newestFirst);
    expect(all.data[0]!.businessProfile.general.companyName).toBe('Paged Products');
    const page = await byBusiness(`bid=${id}&skip=2&size=3`);
    expect(page).toMatchObject({ total: 6 });
    expect(page.data.map((p) => p.productID)).toEqual(newestFirst.slice(2, 5));
    expect((await byBusiness(`bid=${id}&skip=6`)).data).toEqual([]);
  });

  it(`gives ${PRODUCT_LIMITS.pageSize} by default`, async () => {
    const id = await businessOn('gold');
    await fillShowcase(id, PRODUCT_LIMITS.pageSize + 2);
    const page = await byBusiness(`bid=${id}`);
    expect(page.data).toHaveLength(PRODUCT_LIMITS.pageSize);
    expect(page.total).toBe(PRODUCT_LIMITS.pageSize + 2);
  });

  it('answers 404 for an unknown business and 400 without a business or with a negative skip or one past 10,000', async () => {
    await refused(
      await app.inject({ method: 'GET', url: `/api/product/by-business?bid=${UNKNOWN_UUID}` }),
      404,
      'NotFound',
    );
    await refused(
      await app.inject({ method: 'GET', url: '/api/product/by-business' }),
      400,
      'ValidationError',
    );
    await refused(
      await app.inject({ method: 'GET', url: `/api/product/by-business?bid=${businessID}&skip=-1` }),
      400,
      'ValidationError',
    );
    const deep = await app.inject({
      method: 'GET',
      url: `/api/product/by-business?bid=${businessID}&skip=10001`,
    });
    await refused(deep, 400, 'ValidationError');
    expect(deep.json<ErrorEnvelope>().errors).toEqual([
      { path: 'skip', message: 'skip can be at most 10000' },
    ]);
  });
});

describe('PUT product/{productID}', () => {
  it('changes only the fields given and answers the product; null clears', async () => {
    const main = await uploadPicture(app, owner, 'business', { businessID });
    const productID = await create(owner, { mainImage: main });
    const response = await put(owner, productID, {
      name: 'Pump CP-50',
      leadTime: null,
      mainImage: null,
      subCategory: null,
    });
    expect(response.statusCode, response.body).toBe(200);
    const { success, data } = response.json<{ success: true; data: Product }>();
    expect(success).toBe(true);
    expect(data).toMatchObject({
      name: 'Pump CP-50',
      key: productSlug('Ningbo Pump Works', 'Pump CP-50', productID),
      leadTime: null,
      mainImage: null,
      subCategory: null,
      description: 'Stainless steel centrifugal pump for clean water.',
      stock: true,
      category: { id: path.category },
    });
    expect(data).toEqual(await read(productID));
    expect(new Date(data.updatedAt).getTime()).toBeGreaterThan(new Date(data.createdAt).getTime());
  });

  it('checks a changed place in the tree against what stays', async () => {
    const productID = await create(owner);
    // The kept subcategory is not one of the new category.
    const kept = await refused(
      await put(owner, productID, { category: sameIndustryOtherCategory.category }),
      400,
      'ValidationError',
    );
    expect(kept.errors?.map((e) => e.path)).toEqual(['subCategory']);
    await refused(
      await put(owner, productID, { category: otherIndustryCategory, subCategory: null }),
      400,
      'ValidationError',
    );
    const moved = await put(owner, productID, sameIndustryOtherCategory);
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json<{ data: Product }>().data.subCategory?.id).toBe(sameIndustryOtherCategory.subCategory);
  });

  it("keeps the pictures it shows when an admin saves it, but takes new ones only from the admin's uploads", async () => {
    const main = await uploadPicture(app, owner, 'business', { businessID });
    const productID = await create(owner, { mainImage: main, images: [main] });
    const resent = await put(admin, productID, { mainImage: main, images: [main], name: 'Saved by admin' });
    expect(resent.statusCode, resent.body).toBe(200);
    const ownersOther: Image = await uploadPicture(app, owner, 'business', { businessID });
    await refused(await put(admin, productID, { images: [main, ownersOther] }), 403, 'Forbidden');
    const adminsOwn = await uploadPicture(app, admin, 'business', { businessID });
    const added = await put(admin, productID, { images: [main, adminsOwn] });
    expect(added.json<{ data: Product }>().data.images).toEqual([main, adminsOwn]);
  });

  it('keeps the id of a video whose address stays and gives a new address a new id', async () => {
    const productID = await create(owner);
    const [before] = (await read(productID)).videos;
    const response = await put(owner, productID, {
      videos: [{ url: 'https://video.example/new.mp4' }, { url: before!.url }],
    });
    const videos = response.json<{ data: Product }>().data.videos;
    expect(videos[1]).toEqual(before);
    expect(videos[0]!.url).toBe('https://video.example/new.mp4');
    expect(videos[0]!.videoID).not.toBe(before!.videoID);
  });

  it('answers 404 for an unknown product and 400 for a bad body', async () => {
    await refused(await put(owner, UNKNOWN_UUID, { name: 'x' }), 404, 'NotFound');
    const productID = await create(owner);
    await refused(await put(owner, productID, { name: '' }), 400, 'ValidationError');
  });
});

describe('DELETE product/{productID}', () => {
  it('takes the likes and comments of the product, and their replies and likes, with it', async () => {
    const productID = await create(owner);
    const social = (method: 'POST' | 'GET', url: string, payload?: Record<string, unknown>) =>
      app.inject({
        method,
        url: `/api/social/${url}`,
        headers: other.headers,
        ...(payload ? { payload } : {}),
      });
    await social('POST', 'reaction/react/product', { resourceID: productID });
    const comment = await social('POST', 'comments/make-comment', {
      resourceID: productID,
      resourceType: 'product',
      content: 'Do you ship to Chile?',
    });
    const commentID = comment.json<{ data: { commentID: string } }>().data.commentID;
    await social('POST', 'comments/make-comment', {
      resourceID: commentID,
      resourceType: 'comment',
      content: 'We do, by sea.',
    });
    await social('POST', 'reaction/react/comment', { resourceID: commentID });
    const rowsAbout = async () => ({
      reactions: (await database.db.select().from(tables.reactions)).filter((r) =>
        [productID, commentID].includes(r.resourceID),
      ).length,
      comments: (await database.db.select().from(tables.comments)).filter((c) =>
        [productID, commentID].includes(c.resourceID),
      ).length,
    });
    expect(await rowsAbout()).toEqual({ reactions: 2, comments: 2 });

    expect((await remove(owner, productID)).statusCode).toBe(200);
    expect(await rowsAbout()).toEqual({ reactions: 0, comments: 0 });
  });

  it('answers 404 for an unknown product and 400 for a bad id', async () => {
    await refused(await remove(owner, UNKNOWN_UUID), 404, 'NotFound');
    await refused(await remove(owner, 'nope'), 400, 'ValidationError');
  });
});
