import { randomUUID } from 'node:crypto';
import {
  PRODUCT_SHOWCASE_CAP,
  ProductSearchAnswerSchema,
  ProductsByBusinessAnswerSchema,
  showcaseCapMessage,
  type ErrorEnvelope,
} from '@b2b/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { addMember, createBusiness } from '../../test/business-factory.ts';
import { createProduct } from '../../test/product-factory.ts';
import type { TestUser } from '../../test/test-tokens.ts';
import { useTestApp } from '../../test/use-test-app.ts';
import { membershipRepository } from '../membership/membership.repository.ts';
import { mailOutbox } from '../mail/mail.repository.ts';

const { app, database, visitor } = await useTestApp();
const membership = membershipRepository(database.db, mailOutbox('localhost'));
const DAY_MS = 24 * 60 * 60 * 1000;
const STANDARD_CAP = PRODUCT_SHOWCASE_CAP.standard;

let owner: TestUser;
let admin: TestUser;
let outsider: TestUser;

beforeAll(async () => {
  [owner, admin, outsider] = await Promise.all([visitor(), visitor(), visitor()]);
});

/** A Gold payment for the business, its year starting `daysAgo` days ago. */
const goldPayment = (businessID: string, daysAgo: number) => {
  const periodStart = new Date(Date.now() - daysAgo * DAY_MS);
  return {
    id: randomUUID(),
    businessID,
    paidByUserID: owner.userID,
    subscription: 'gold' as const,
    amountCents: 185_000,
    provider: 'sandbox',
    providerPaymentID: `pi_${randomUUID()}`,
    email: 'owner@example.com',
    periodStart,
    periodEnd: new Date(periodStart.getTime() + 365 * DAY_MS),
  };
};

/**
 * A Gold business with `count` products named `{word} n` (n from 0, oldest first) whose paid year ended, lapsed to
 * Standard by the lapse job's statement.
 */
async function lapsedBusiness(word: string, count: number) {
  const { businessID } = await createBusiness(app, owner, { companyName: `Lapsed ${randomUUID()}` });
  await addMember(app, owner, businessID, admin, 'admin');
  await membership.recordPayment(goldPayment(businessID, 400));
  const productIDs: string[] = [];
  for (let n = 0; n < count; n += 1) {
    productIDs.push(await createProduct(app, owner, businessID, { name: `${word} ${n}` }));
  }
  expect(await membership.lapseEnded(new Date())).toContain(businessID);
  return { businessID, productIDs };
}

const get = (url: string, user?: TestUser) =>
  app.inject({ method: 'GET', url: `/api${url}`, headers: user?.headers ?? {} });

async function showcase(businessID: string, user?: TestUser, manage = false) {
  const response = await get(
    `/product/by-business?bid=${businessID}&size=50${manage ? '&manage=true' : ''}`,
    user,
  );
  expect(response.statusCode, response.body).toBe(200);
  return ProductsByBusinessAnswerSchema.parse(response.json()).data;
}

async function searched(word: string) {
  const response = await app.inject({
    method: 'POST',
    url: '/api/search/product',
    payload: { textQuery: word, size: 50 },
  });
  expect(response.statusCode, response.body).toBe(200);
  const answer = ProductSearchAnswerSchema.parse(response.json());
  return { ids: answer.results.map((r) => r.productID), total: answer.total_results };
}

/** Every product id the sitemaps list. */
async function sitemapProductIDs(): Promise<string> {
  const index = await app.inject({ method: 'GET', url: '/sitemap.xml' });
  const children = [...index.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname);
  const bodies = await Promise.all(children.map((path) => app.inject({ method: 'GET', url: path })));
  return bodies.map((body) => body.body).join('\n');
}

describe('products over the showcase cap after a lapse', () => {
  it('hides the newest ones from the public everywhere and keeps them for the owner and admins', async () => {
    const { businessID, productIDs } = await lapsedBusiness('Dravenic', STANDARD_CAP + 2);
    const shown = productIDs.slice(0, STANDARD_CAP);
    const hidden = productIDs.slice(STANDARD_CAP);

    // The business page's showcase and its tiles.
    const publicPage = await showcase(businessID);
    expect(publicPage.total).toBe(STANDARD_CAP);
    expect(publicPage.data.map((p) => p.productID)).toEqual([...shown].reverse());
    expect(publicPage.data.every((p) => !p.hidden)).toBe(true);
    // Signed in without manage mode, the owner sees what everyone sees.
    expect((await showcase(businessID, owner)).total).toBe(STANDARD_CAP);

    // Manage mode: every product, the hidden ones marked.
    const managed = await showcase(businessID, admin, true);
    expect(managed.total).toBe(STANDARD_CAP + 2);
    expect(managed.data.filter((p) => p.hidden).map((p) => p.productID)).toEqual([...hidden].reverse());
    const manageURL = `/product/by-business?bid=${businessID}&manage=true`;
    expect((await get(manageURL)).statusCode).toBe(401);
    expect((await get(manageURL, outsider)).statusCode).toBe(404);
    expect((await get(`/product/by-business?bid=${businessID}&manage=yes`, owner)).statusCode).toBe(400);

    // The product page.
    expect((await get(`/product/${hidden[0]}`)).statusCode).toBe(404);
    expect((await get(`/product/${hidden[0]}`, outsider)).statusCode).toBe(404);
    expect((await get(`/product/${hidden[0]}`, owner)).statusCode).toBe(200);
    expect((await get(`/product/${shown[0]}`)).statusCode).toBe(200);

    // Search and its total.
    expect(await searched('dravenic')).toEqual({ ids: expect.any(Array), total: STANDARD_CAP });
    expect((await searched('dravenic')).ids.sort()).toEqual([...shown].sort());

    // The sitemaps.
    const sitemaps = await sitemapProductIDs();
    for (const id of shown) expect(sitemaps).toContain(id);
    for (const id of hidden) expect(sitemaps).not.toContain(id);
  });

  it('keeps a hidden product hidden when it is edited, and cannot boost it', async () => {
    const { businessID, productIDs } = await lapsedBusiness('Kelmora', STANDARD_CAP + 1);
    const hiddenID = productIDs.at(-1)!;
    const edited = await app.inject({
      method: 'PUT',
      url: `/api/product/${hiddenID}`,
      headers: owner.headers,
      payload: { name: 'Kelmora renamed', description: 'Still over the cap.' },
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect((await searched('kelmora')).ids).not.toContain(hiddenID);
    expect((await searched('kelmora')).total).toBe(STANDARD_CAP);

    // Refused for being hidden, before the allowance is even looked at.
    const refused = await app.inject({
      method: 'POST',
      url: `/api/business/${businessID}/boosts`,
      headers: owner.headers,
      payload: { productID: hiddenID },
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json<ErrorEnvelope>()).toMatchObject({
      name: 'PlanLimitReached',
      message: showcaseCapMessage('standard'),
    });
  });

  it('shows the next one when a shown product is removed, and every one again after an upgrade', async () => {
    const { businessID, productIDs } = await lapsedBusiness('Torvalin', STANDARD_CAP + 2);
    const removed = await app.inject({
      method: 'DELETE',
      url: `/api/product/${productIDs[0]}`,
      headers: owner.headers,
    });
    expect(removed.statusCode, removed.body).toBe(200);
    const afterRemoval = productIDs.slice(1, STANDARD_CAP + 1);
    expect((await searched('torvalin')).ids.sort()).toEqual([...afterRemoval].sort());
    expect((await get(`/product/${productIDs[STANDARD_CAP]}`)).statusCode).toBe(200);
    expect((await get(`/product/${productIDs.at(-1)}`)).statusCode).toBe(404);

    await membership.recordPayment(goldPayment(businessID, 0));
    expect((await searched('torvalin')).total).toBe(STANDARD_CAP + 1);
    expect((await showcase(businessID)).total).toBe(STANDARD_CAP + 1);
    expect((await get(`/product/${productIDs.at(-1)}`)).statusCode).toBe(200);
    // Shown again, it is suggested again as a buyer types its name.
    const suggested = await get(
      `/search/suggestions?q=${encodeURIComponent(`Torvalin ${STANDARD_CAP + 1}`)}&tab=PR`,
    );
    expect(suggested.json<{ data: { text: string }[] }>().data.map((s) => s.text)).toContain(
      `Torvalin ${STANDARD_CAP + 1}`,
    );
  });

  it('hides them as soon as a refund takes the level back', async () => {
    const { businessID } = await createBusiness(app, owner, { companyName: `Refunded ${randomUUID()}` });
    const payment = goldPayment(businessID, 10);
    await membership.recordPayment(payment);
    for (let n = 0; n < STANDARD_CAP + 1; n += 1) {
      await createProduct(app, owner, businessID, { name: `Sormalet ${n}` });
    }
    expect((await searched('sormalet')).total).toBe(STANDARD_CAP + 1);
    expect(await membership.revokePayment(payment.providerPaymentID)).toBe(businessID);
    expect((await searched('sormalet')).total).toBe(STANDARD_CAP);
    expect((await showcase(businessID)).total).toBe(STANDARD_CAP);
  });
});
