import { businessPath, LIMITS, productPath, productPreview } from '@b2b/contracts';
import { expect, test, type Page } from '@playwright/test';
import {
  collectConsoleErrors,
  createBusiness,
  createFullProduct,
  createPlainProduct,
  FULL_PRODUCT,
  plainDescription,
  readPortal,
  seriousViolations,
  signIn,
  waitForSignedInApp,
} from './support.ts';

test.use({ viewport: { width: 1280, height: 900 } });

const COMPANY = 'Foshan Precision Motors';
/** Follows the tile of the other product: a navigation inside the app, whose calls the browser makes. */
const openOtherProduct = (page: Page) =>
  page
    .getByRole('region', { name: `Main products of ${COMPANY}` })
    .getByRole('link')
    .click();

async function setUp(page: Page) {
  await signIn(page, '/');
  const { businessID, industry } = await createBusiness(page, COMPANY);
  const full = await createFullProduct(page, businessID, industry);
  const plainID = await createPlainProduct(page, businessID, industry, 'Gear motor GM-12');
  return {
    businessID,
    industry,
    full: { ...full, path: productPath(COMPANY, FULL_PRODUCT.name, full.productID) },
    plain: { productID: plainID, path: productPath(COMPANY, 'Gear motor GM-12', plainID) },
  };
}

test('the server sends the product in its HTML: title from 64 characters of the description, meta, JSON-LD and content', async ({
  page,
  request,
}) => {
  test.slow();
  const { businessID, full, industry } = await setUp(page);
  const portal = await readPortal(page);

  const response = await request.get(full.path);
  expect(response.status()).toBe(200);
  const html = await response.text();
  const title = `${FULL_PRODUCT.description.slice(0, LIMITS.titleDescriptionChars).trim()} | ${portal.brandName} ${portal.countryName}`;
  expect(html).toContain(`<title>${title}</title>`);
  expect(html).toContain(`<meta name="description" content="${FULL_PRODUCT.description}" />`);
  expect(html).toContain('<h1');
  expect(html).toContain('Brushless motor BL-90');
  expect(html).toContain('Rated power');
  expect(html).toContain('Main products of Foshan Precision Motors');
  const jsonLd = JSON.parse(
    /<script type="application\/ld\+json">(.*?)<\/script>/s.exec(html)?.[1] ?? '{}',
  ) as Record<string, unknown>;
  expect(jsonLd).toMatchObject({
    '@type': 'Product',
    productID: full.productID,
    name: 'Brushless motor BL-90',
    description: FULL_PRODUCT.description,
    category: `${industry.name} > ${full.category.name} > ${full.category.subCategories[0]!.name}`,
    manufacturer: { '@type': 'Organization', name: COMPANY },
  });
  expect(String((jsonLd.manufacturer as { url: string }).url)).toContain(businessPath(COMPANY, businessID));

  // An old slug with another name still opens the product: only the last 36 characters count.
  const old = await request.get(`/business-product/Old-name-${full.productID}`);
  expect(old.status()).toBe(200);
  expect(await old.text()).toContain(`<title>${title}</title>`);
});

test('the product page shows the product, its business twice for two layouts, its details and the other products', async ({
  page,
}) => {
  test.slow();
  const errors = collectConsoleErrors(page);
  const { businessID, full, plain } = await setUp(page);

  await page.goto(full.path);
  const title = page.getByRole('heading', { level: 1 });
  await expect(title).toHaveText('Brushless motor BL-90, from Foshan Precision Motors');
  await expect(title.getByRole('link')).toHaveAttribute('href', businessPath(COMPANY, businessID));
  await expect(page.getByText(FULL_PRODUCT.description)).toBeVisible();
  await expect(page.getByRole('img', { name: 'Brushless motor BL-90', exact: true })).toHaveAttribute(
    'src',
    /\/files\//,
  );
  await expect(page.getByRole('list', { name: 'Reactions' })).toContainText('0 likes');
  await expect(page.getByRole('button', { name: 'Like', exact: true })).toBeVisible();

  // The Specifications table and the technical list.
  const specs = page.getByRole('region', { name: 'Specifications', exact: true });
  await expect(specs.getByRole('row')).toHaveText([
    'SpecificationValue',
    'Rated power90 W',
    'Rated speed3000 rpm',
  ]);
  const technical = page.getByRole('region', { name: 'Technical specifications' });
  await expect(technical).toContainText('Lead time20 days');
  await expect(technical).toContainText('StockAvailable from stock');
  await expect(technical).toContainText('Keywordsbrushless motor, AGV');

  await expect(page.getByRole('region', { name: 'Image gallery' }).getByRole('img')).toHaveCount(2);
  const video = page.getByRole('region', { name: 'Videos' }).locator('video');
  await expect(video).toHaveAttribute('src', 'https://videos.example.com/bl-90.mp4');
  await expect(video).toHaveAttribute('controls', '');
  await expect(page.getByRole('region', { name: 'Comments' })).toBeVisible();

  // Two business cards are in the page; CSS shows the one of the layout.
  const cards = page.getByRole('heading', { name: COMPANY, exact: true, includeHidden: true });
  await expect(cards).toHaveCount(2);
  await expect(cards.nth(1)).toBeVisible();
  await expect(cards.nth(0)).toBeHidden();
  await page.setViewportSize({ width: 375, height: 800 });
  await expect(cards.nth(0)).toBeVisible();
  await expect(cards.nth(1)).toBeHidden();
  await page.setViewportSize({ width: 1280, height: 900 });

  // The other products, this one left out; each tile links to its page.
  const more = page.getByRole('region', { name: `Main products of ${COMPANY}` });
  await expect(more.getByRole('listitem')).toHaveCount(1);
  const tile = more.getByRole('link');
  await expect(tile).toHaveAttribute('href', plain.path);
  await expect(tile).toContainText(productPreview(plainDescription('Gear motor GM-12')));
  await expect(tile.getByRole('img', { name: 'No product picture' })).toHaveAttribute(
    'src',
    '/images/default-product.svg',
  );
  const box = await tile.getByRole('img').boundingBox();
  expect(box?.width).toBe(172);
  expect(box?.height).toBe(172);

  // Without specifications the table says so.
  await tile.click();
  await expect(page).toHaveURL(plain.path);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Gear motor GM-12');
  await expect(page.getByRole('region', { name: 'Specifications', exact: true })).toContainText(
    'No content.',
  );
  const portal = await readPortal(page);
  const description = plainDescription('Gear motor GM-12');
  await expect(page).toHaveTitle(
    `${description.slice(0, LIMITS.titleDescriptionChars).trim()} | ${portal.brandName} ${portal.countryName}`,
  );
  // The video's made-up host does not resolve; anything else (a hydration mismatch among them) is a failure.
  expect(errors.filter((e) => !e.includes('net::ERR_NAME_NOT_RESOLVED'))).toEqual([]);
});

test('Share copies the product link and says so', async ({ page, context }) => {
  test.slow();
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const { full } = await setUp(page);
  await page.goto(full.path);
  await page.getByRole('button', { name: 'Share' }).click();
  await expect(page.getByText('Product Link copied!')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
    new URL(full.path, page.url()).toString(),
  );
});

test('an unknown product answers 404 with its own text', async ({ page }) => {
  const response = await page.goto('/business-product/Nobody-Nothing-00000000-0000-4000-8000-000000000000');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: 'Product not found' })).toBeVisible();
});

test('a product reached inside the app shows its placeholder until it has loaded', async ({ page }) => {
  test.slow();
  const { full, plain } = await setUp(page);
  await page.goto(full.path);
  await waitForSignedInApp(page);
  // The product's answer is held until the placeholder has been seen, however slow the machine.
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(`**/api/product/${plain.productID}`, async (route) => {
    await released;
    await route.continue();
  });
  await openOtherProduct(page);
  await expect(page.getByRole('status', { name: 'Loading the product' })).toBeVisible();
  release();
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Gear motor GM-12');
  await expect(page.getByRole('status', { name: 'Loading the product' })).toHaveCount(0);
});

for (const { call, url } of [
  { call: 'product', url: (productID: string) => `**/api/product/${productID}` },
  { call: 'reactions', url: (productID: string) => `**/api/social/reaction/summary/${productID}**` },
]) {
  test(`a failed ${call} call shows Error loading data, on a page reached inside the app`, async ({
    page,
  }) => {
    test.slow();
    const { full, plain } = await setUp(page);
    await page.goto(full.path);
    await waitForSignedInApp(page);
    await page.route(url(plain.productID), (route) =>
      route.fulfill({
        status: 500,
        contentType: 'application/json',
        body: JSON.stringify({ success: false, name: 'InternalError', message: 'Something broke' }),
      }),
    );
    await openOtherProduct(page);
    await expect(page.getByRole('alert')).toHaveText('Error loading data');
  });
}

for (const viewport of [
  { width: 1280, height: 900 },
  { width: 375, height: 740 },
]) {
  test(`the product page at ${viewport.width} px has no serious or critical axe violations`, async ({
    page,
  }) => {
    test.slow();
    const { full } = await setUp(page);
    await page.setViewportSize(viewport);
    await page.goto(full.path);
    await expect(page.getByRole('region', { name: 'Specifications', exact: true })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });
}
