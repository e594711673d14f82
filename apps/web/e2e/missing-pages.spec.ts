import { expect, test } from '@playwright/test';
import { productPath } from '@b2b/contracts';
import {
  callApi,
  collectConsoleErrors,
  createBusiness,
  createPlainProduct,
  seriousViolations,
  signIn,
  waitForHydration,
} from './support.ts';

/** Letters only, new for each run: the search finds this business and nothing of the demo data. */
const TOKEN = `Qx${Array.from({ length: 6 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join('')}`;
const COMPANY = `${TOKEN} Hydraulics`;

test('a person opening a removed product sees why and searches on from the page', async ({
  page,
  browser,
}) => {
  test.slow();
  await signIn(page, '/');
  const { businessID, industry } = await createBusiness(page, COMPANY);
  const productID = await createPlainProduct(page, businessID, industry, 'Hydraulic cylinder HC-40');
  const address = productPath(COMPANY, 'Hydraulic cylinder HC-40', productID);
  const removed = await callApi(page, `/product/${productID}`, { method: 'DELETE' });
  expect(removed.status).toBe(200);

  // Someone following an old link: a visitor of their own.
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const visitor = await context.newPage();
  const errors = collectConsoleErrors(visitor);
  const response = await visitor.goto(address);
  expect(response?.status()).toBe(404);
  await expect(visitor.getByRole('heading', { level: 1, name: 'Product not found' })).toBeVisible();
  await expect(visitor.getByText('This product does not exist or is no longer available.')).toBeVisible();
  await expect(visitor.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  await expect(visitor.getByRole('link', { name: 'all industries' })).toHaveAttribute('href', '/industries');
  expect(await seriousViolations(visitor)).toEqual([]);

  await waitForHydration(visitor);
  const search = visitor.getByRole('search', { name: 'Search for businesses and products' });
  await search.getByLabel('Search for businesses and products').fill(TOKEN);
  await search.getByRole('button', { name: 'Search' }).click();
  await expect(visitor).toHaveURL(/\/search-result\?/);
  expect(new URL(visitor.url()).searchParams.get('search')).toBe(TOKEN);
  await expect(visitor.getByRole('link', { name: COMPANY, exact: true }).first()).toBeVisible();
  // The document's own 404 is the one error the browser reports.
  expect(errors.filter((error) => !error.startsWith('Failed to load resource'))).toEqual([]);
  await context.close();
});
