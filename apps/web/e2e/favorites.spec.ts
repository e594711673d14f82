import { businessPath, productPath, TOAST_FAILURE_MESSAGE } from '@b2b/contracts';
import { expect, test, type Page } from '@playwright/test';
import favorites from '../src/locales/en/favorites.json' with { type: 'json' };
import {
  callApi,
  collectConsoleErrors,
  createBusiness,
  createPlainProduct,
  newAccount,
  seriousViolations,
  signIn,
  randomWord,
} from './support.ts';

test.use({ viewport: { width: 1280, height: 900 } });

/** A word no other data holds, so each search below finds only this file's business and product. */
const TOKEN = randomWord('Fv');
/** The paging businesses' own word: sharing TOKEN, the six newer ones would fill the first page of its search. */
const PAGED = randomWord('Pg');
const COMPANY = `${TOKEN} Hydraulics Ltd`;
const PRODUCT = `${TOKEN} hydraulic pump HP-40`;

let made: { businessID: string; productID: string; pagingIDs: string[] };

test.beforeAll(async ({ browser }) => {
  // With the tests spread over workers, a worker that comes back to this file runs this again: the data is made once.
  if (made) return;
  test.setTimeout(120_000);
  const page = await browser.newPage();
  await signIn(page, '/', newAccount('Lin', TOKEN));
  const { businessID, industry } = await createBusiness(page, COMPANY);
  const productID = await createPlainProduct(page, businessID, industry, PRODUCT);
  const pagingIDs: string[] = [];
  for (let n = 1; n <= 6; n += 1) {
    pagingIDs.push((await createBusiness(page, `${PAGED} Paged Supplier ${n}`)).businessID);
  }
  made = { businessID, productID, pagingIDs };
  await page.close();
});

const searchAddress = (business: 'MA' | 'PR') =>
  `/search-result?business=${business}&countries=global&search=${TOKEN}`;
const card = (page: Page, name: string) => page.getByRole('article', { name });
const saveButton = (page: Page, name: string, label: 'Save Business' | 'Save Product') =>
  card(page, name).getByRole('button', { name: new RegExp(`^(${label}|Saved): ${name}$`) });
const savedList = (page: Page, kind: 'businesses' | 'products') =>
  page.getByRole('list', { name: `Saved ${kind}` });

test('a visitor who clicks Save is sent to sign in and comes back to the results', async ({ page }) => {
  await page.goto(searchAddress('MA'));
  const errors = collectConsoleErrors(page);
  await saveButton(page, COMPANY, 'Save Business').click();
  await expect(page).toHaveURL(/\/login\?continue=/);
  const back = new URL(String(new URL(page.url()).searchParams.get('continue')));
  expect(`${back.pathname}${back.search}`).toBe(searchAddress('MA'));
  expect(errors).toEqual([]);
});

test('a visitor opening the favorites page is sent to sign in', async ({ page }) => {
  await page.goto('/favorites?type=product');
  await expect(page).toHaveURL(/\/login\?continue=/);
  expect(new URL(page.url()).searchParams.get('continue')).toMatch(/\/favorites\?type=product$/);
});

test('a person saves a business and a product from the results, finds them under Favorite Business and removes one', async ({
  page,
}) => {
  test.slow();
  await signIn(page, searchAddress('MA'));

  const saveCompany = saveButton(page, COMPANY, 'Save Business');
  await expect(saveCompany).toHaveText('Save Business');
  await expect(saveCompany).toHaveAttribute('aria-pressed', 'false');
  await saveCompany.click();
  await expect(page.getByText(favorites.business.saved)).toBeVisible();
  await expect(saveCompany).toHaveText('Saved');
  await expect(saveCompany).toHaveAttribute('aria-pressed', 'true');

  await page.getByRole('navigation', { name: 'Search in' }).getByRole('link', { name: 'Products' }).click();
  await expect(page).toHaveURL(searchAddress('PR'));
  const saveProduct = saveButton(page, PRODUCT, 'Save Product');
  await saveProduct.click();
  await expect(page.getByText(favorites.product.saved)).toBeVisible();
  await expect(saveProduct).toHaveAttribute('aria-pressed', 'true');

  // The saved state is the server's, not only the page's.
  await page.reload();
  await expect(saveButton(page, PRODUCT, 'Save Product')).toHaveAttribute('aria-pressed', 'true');

  await page.getByRole('banner').getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'Favorite Business' }).click();
  await expect(page).toHaveURL('/favorites');
  await expect(page).toHaveTitle(/^Favorite Business \|/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Favorite Business');
  await expect(page.getByRole('tab', { name: /Businesses/ })).toHaveAttribute('aria-selected', 'true');
  const businesses = savedList(page, 'businesses');
  await expect(businesses.getByRole('listitem')).toHaveCount(1);
  await expect(businesses.getByRole('link', { name: COMPANY })).toHaveAttribute(
    'href',
    businessPath(COMPANY, made.businessID),
  );

  await page.getByRole('tab', { name: /Products/ }).click();
  await expect(page).toHaveURL('/favorites?type=product');
  const products = savedList(page, 'products');
  await expect(products.getByRole('link', { name: PRODUCT })).toHaveAttribute(
    'href',
    productPath(COMPANY, PRODUCT, made.productID),
  );
  await products.getByRole('button', { name: `Remove ${PRODUCT} from your favorites` }).click();
  await expect(page.getByText(favorites.product.removed)).toBeVisible();
  await expect(page.getByText(favorites.product.empty)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Find products' })).toHaveAttribute(
    'href',
    '/search-result?business=PR&countries=global&search=',
  );

  // The back button returns to the businesses tab; the business is still saved.
  await page.goBack();
  await expect(page).toHaveURL('/favorites');
  await expect(savedList(page, 'businesses').getByRole('link', { name: COMPANY })).toBeVisible();

  await page.goto(searchAddress('PR'));
  await expect(saveButton(page, PRODUCT, 'Save Product')).toHaveText('Save Product');
  await page.goto(searchAddress('MA'));
  await expect(saveButton(page, COMPANY, 'Save Business')).toHaveText('Saved');
  // A second click takes the business out again.
  await saveButton(page, COMPANY, 'Save Business').click();
  await expect(page.getByText(favorites.business.removed)).toBeVisible();
  await expect(saveButton(page, COMPANY, 'Save Business')).toHaveAttribute('aria-pressed', 'false');
  expect((await callApi(page, '/user/favorites/ids')).body.data).toEqual({ business: [], product: [] });
});

test('a refused save is put back with the failure toast', async ({ page }) => {
  await signIn(page, searchAddress('MA'));
  await page.route('**/user/favorites/business/**', (route) =>
    route.fulfill({
      status: 500,
      json: { success: false, name: 'InternalError', message: 'Unexpected error' },
    }),
  );
  const save = saveButton(page, COMPANY, 'Save Business');
  await save.click();
  await expect(page.getByText(TOAST_FAILURE_MESSAGE)).toBeVisible();
  await expect(save).toHaveAttribute('aria-pressed', 'false');
  await expect(save).toHaveText('Save Business');
});

test('the favorites page shows five a page, newest saved first, and is accessible', async ({ page }) => {
  test.slow();
  await signIn(page, '/favorites');
  await expect(page.getByText(favorites.business.empty)).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  for (const id of made.pagingIDs) {
    expect((await callApi(page, `/user/favorites/business/${id}`, { method: 'PUT' })).status).toBe(200);
  }
  await page.reload();
  const names = (page: Page) => savedList(page, 'businesses').getByRole('heading', { level: 2 });
  await expect(names(page)).toHaveText([6, 5, 4, 3, 2].map((n) => `${PAGED} Paged Supplier ${n}`));
  await expect(page.getByRole('tab', { name: /Businesses/ })).toContainText('6');
  expect(await seriousViolations(page)).toEqual([]);

  await page
    .getByRole('navigation', { name: 'Pages of saved businesses' })
    .getByRole('link', { name: 'Page 2' })
    .click();
  await expect(page).toHaveURL('/favorites?page=2');
  await expect(names(page)).toHaveText([`${PAGED} Paged Supplier 1`]);

  // Removing the only card of the last page shows the page before it.
  await page.getByRole('button', { name: `Remove ${PAGED} Paged Supplier 1 from your favorites` }).click();
  await expect(page).toHaveURL('/favorites');
  await expect(names(page)).toHaveCount(5);
  await expect(page.getByRole('navigation', { name: 'Pages of saved businesses' })).toHaveCount(0);
});
