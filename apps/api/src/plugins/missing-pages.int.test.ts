import { fileURLToPath } from 'node:url';
import { productPath, profilePath } from '@b2b/contracts';
import { describe, expect, it } from 'vitest';
import { createBusiness } from '../test/business-factory.ts';
import { createProduct } from '../test/product-factory.ts';
import { useTestApp } from '../test/use-test-app.ts';

/** The web app through Vite, as `npm run dev` serves it: the same renderer as the build, without building it first. */
const web = {
  mode: 'development' as const,
  webRoot: fileURLToPath(new URL('../../../web', import.meta.url)),
};

const { app, visitor } = await useTestApp({ web });
const owner = await visitor();

const UNKNOWN_ID = '0190f5a8-0000-7000-8000-000000000000';
const NOINDEX = '<meta name="robots" content="noindex" />';
/** What only the home page shows: a missing page must never be a copy of it. */
const HOME_ONLY = 'Register Now and Go Global';

const page = (url: string) => app.inject({ method: 'GET', url });

/** A missing subject's page: 404, kept out of search engines, and a way on (a search and the industries). */
function expectNotFoundPage(response: Awaited<ReturnType<typeof page>>, heading: string) {
  expect(response.statusCode, response.body.slice(0, 500)).toBe(404);
  expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
  expect(response.body).toContain(NOINDEX);
  expect(response.body).toContain(`>${heading}</h1>`);
  expect(response.body).toMatch(/<form[^>]*role="search"[^>]*action="\/search-result"/);
  expect(response.body).toContain('href="/industries"');
  expect(response.body).not.toContain(HOME_ONLY);
}

describe('pages of what does not exist', () => {
  it('answers a removed product with 404 and a helpful page that search engines do not index', async () => {
    const { businessID } = await createBusiness(app, owner, { companyName: 'Gone Gaskets Ltd' });
    const productID = await createProduct(app, owner, businessID, { name: 'Spiral wound gasket' });
    const url = productPath('Gone Gaskets Ltd', 'Spiral wound gasket', productID);
    const before = await page(url);
    expect(before.statusCode).toBe(200);
    expect(before.body).not.toContain(NOINDEX);

    const removed = await app.inject({
      method: 'DELETE',
      url: `/api/product/${productID}`,
      headers: owner.headers,
    });
    expect(removed.statusCode, removed.body).toBe(200);
    expectNotFoundPage(await page(url), 'Product not found');
  });

  it('answers a business, a profile and a timeline that do not exist with 404 and the same kind of page', async () => {
    expectNotFoundPage(await page(`/business/no-such-company-${UNKNOWN_ID}`), 'Business not found');
    expectNotFoundPage(await page(`/business-product/no-such-thing-${UNKNOWN_ID}`), 'Product not found');
    expectNotFoundPage(await page(profilePath(UNKNOWN_ID)), 'Profile not found');
    expectNotFoundPage(await page(`/timeline/${UNKNOWN_ID}`), 'Timeline not found');
  });

  it('answers an address whose id is not one with 404 too', async () => {
    expectNotFoundPage(await page('/business/not-an-id'), 'Business not found');
    expectNotFoundPage(await page(profilePath('42')), 'Profile not found');
  });

  it('keeps the timeline of a person with no posts yet, and of a business, as pages to index', async () => {
    const quiet = await visitor();
    const { businessID } = await createBusiness(app, quiet, { companyName: 'Quiet Pumps Co' });
    for (const id of [quiet.userID, businessID]) {
      const response = await page(`/timeline/${id}`);
      expect(response.statusCode).toBe(200);
      expect(response.body).not.toContain(NOINDEX);
    }
  });

  it('still sends an unknown path home with a redirect, not a page', async () => {
    const response = await page('/no/such/page');
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe('/');
  });
});
