import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { IMAGE_VERSION_WIDTHS, type BusinessProfile, type Image, type Product } from '@b2b/contracts';
import { eq, sql, tables } from '@b2b/db';
import {
  businessPictureDesigns,
  demoPictures,
  DEMO_ACCOUNT_EMAIL,
  DEMO_ACCOUNT_ID,
  DEMO_PICTURES_OWNER,
  generateDemoData,
  productPictureDesigns,
} from '@b2b/db/seed';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { testPortalEnv } from '../../test/build-test-app.ts';
import { useTestApp } from '../../test/use-test-app.ts';
import { configuredPictureStore } from './picture-store.ts';

const FILES_URL = 'http://localhost:3000/files';

const filesDir = await mkdtemp(join(tmpdir(), 'b2b-demo-pictures-'));
afterAll(() => rm(filesDir, { recursive: true, force: true }));
const env = { FILES_DIR: filesDir, FILES_URL };
const { app, database, tokens } = await useTestApp({ env });
// Drawing the pool takes a minute or more on a loaded machine: part of the file's set-up, which no hook timeout cuts.
const made = await generateDemoData(database.db, {
  factor: 0.2,
  pictures: demoPictures(configuredPictureStore(testPortalEnv(env), database.db)),
});

/** Fetches a picture from the files host as a browser would, and reads it back as an image. */
async function served(url: string) {
  expect(url.startsWith(`${FILES_URL}/`)).toBe(true);
  const response = await app.inject({ method: 'GET', url: new URL(url).pathname });
  expect(response.statusCode).toBe(200);
  const metadata = await sharp(response.rawPayload).metadata();
  return { contentType: response.headers['content-type'], metadata };
}

async function expectServedImage(image: Image, width: number) {
  const original = await served(image.url);
  expect(original.metadata.width).toBe(width);
  expect(image.versions.map((v) => v.width)).toEqual([
    ...new Set(IMAGE_VERSION_WIDTHS.map((w) => Math.min(w, width))),
  ]);
  for (const version of image.versions) {
    const file = await served(version.url);
    expect(file.contentType).toBe('image/webp');
    expect(file.metadata.format).toBe('webp');
    expect(file.metadata.width).toBe(version.width);
  }
}

describe('demo pictures', () => {
  it('gives demo businesses logos, covers and certificate photos that the files host serves', async () => {
    expect(made.businesses).toBe(12);
    const response = await app.inject({
      method: 'GET',
      url: `/api/business/profile/${(await demoBusinessIds())[0]}`,
    });
    expect(response.statusCode).toBe(200);
    const business = response.json<{ data: BusinessProfile }>().data;
    const logo = business.general.profilePhoto!;
    expect(logo.url).toMatch(/\/demo\/v\d+\/logo\/logo-[a-z]\.png$/);
    expect(logo.url).toContain(`logo-${business.general.companyName[0]!.toLowerCase()}`);
    expect((await served(logo.url)).contentType).toBe('image/png');
    await expectServedImage(logo, 400);
    await expectServedImage(business.general.coverPhoto!, 1200);
    expect(business.certificates.length).toBeGreaterThan(0);
    await expectServedImage(business.certificates[0]!.photo!, 450);
  });

  it('gives products a main picture and a gallery of their industry', async () => {
    const [id] = await demoBusinessIds();
    const response = await app.inject({ method: 'GET', url: `/api/product/by-business?bid=${id}` });
    expect(response.statusCode).toBe(200);
    const products = response.json<{ data: { data: Product[] } }>().data.data;
    expect(products.length).toBeGreaterThan(0);
    for (const product of products) {
      expect(product.mainImage).toEqual(product.images[0]);
      expect(product.images).toHaveLength(2);
      expect(product.mainImage!.url).toMatch(/\/demo\/v\d+\/product\/product-\d{4}-\d\.jpg$/);
    }
    const picture = products[0]!.mainImage!;
    expect((await served(picture.url)).contentType).toBe('image/jpeg');
    await expectServedImage(picture, 600);
  });

  it('records one small pool, reused by every business and product and not drawn again', async () => {
    const pool = businessPictureDesigns().length + productPictureDesigns(await industries()).length;
    const count = async () =>
      (await database.db.select({ n: sql<number>`count(*)::int` }).from(tables.uploadedFiles))[0]!.n;
    expect(await count()).toBe(pool);
    const filesBefore = await readdir(join(filesDir, 'demo'), { recursive: true });

    const again = demoPictures(configuredPictureStore(testPortalEnv(env), database.db));
    const pictures = await again.provide(businessPictureDesigns());
    expect(pictures.size).toBe(businessPictureDesigns().length);
    expect(await count()).toBe(pool);
    expect(await readdir(join(filesDir, 'demo'), { recursive: true })).toEqual(filesBefore);

    const owners = await database.db
      .selectDistinct({ owner: tables.uploadedFiles.ownerUserID })
      .from(tables.uploadedFiles);
    expect(owners).toEqual([{ owner: DEMO_PICTURES_OWNER }]);
  });

  it('belongs to nobody: a person cannot take a demo picture as their own upload', async () => {
    const [id] = await demoBusinessIds();
    const owner = await tokens.signIn({ userID: DEMO_ACCOUNT_ID, email: DEMO_ACCOUNT_EMAIL });
    const profile = await app.inject({ method: 'GET', url: `/api/business/profile/${id}` });
    const cover = profile.json<{ data: BusinessProfile }>().data.general.coverPhoto!;
    const response = await app.inject({
      method: 'PUT',
      url: '/api/user/profile',
      headers: owner.headers,
      payload: { coverPhoto: cover },
    });
    expect(response.statusCode).toBe(403);
  });
});

async function demoBusinessIds(): Promise<string[]> {
  const rows = await database.db
    .select({ id: tables.businessMembers.businessID, subscription: tables.businesses.subscription })
    .from(tables.businessMembers)
    .innerJoin(tables.businesses, eq(tables.businesses.id, tables.businessMembers.businessID))
    .where(eq(tables.businessMembers.userID, DEMO_ACCOUNT_ID));
  // The gold one first: it has the most products.
  return rows
    .sort((a, b) => (a.subscription === 'gold' ? -1 : b.subscription === 'gold' ? 1 : 0))
    .map((r) => r.id);
}

async function industries() {
  return database.db
    .select({
      key: tables.industries.key,
      name: tables.industries.name,
      sortOrder: tables.industries.sortOrder,
    })
    .from(tables.industries);
}
