import { BREAKPOINTS, businessPath, LIMITS, productPath } from '@b2b/contracts';
import { expect, test, type Page } from '@playwright/test';
import {
  callApi,
  collectConsoleErrors,
  holdCalls,
  newAccount,
  readPortal,
  signIn,
  type TreeIndustry,
} from './support.ts';

test.use({ viewport: { width: 1280, height: 900 } });

/**
 * A word no demo data holds, so every count below is exact: letters only (the search splits on anything else), new for
 * each worker because the workers share one database. It ends in two different letters for the misspelling test.
 */
const TOKEN = `Qz${Array.from({ length: 5 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join('')}vu`;

/** Wholesalers and importers: types the home page's latest businesses do not show, so this file leaves them alone. */
const WHOLESALERS_CN = Array.from({ length: 7 }, (_, i) => `${TOKEN} Trading ${i + 1}`);
const WHOLESALER_DE = `${TOKEN} Handel GmbH`;
const IMPORTER = `${TOKEN} Imports Ltd`;
const PRODUCT = `${TOKEN} servo drive SD-7`;
const LONG_SPEC = 'Aluminium housing with a powder coating, IP65, for outdoor cabinets and washdown areas';

interface Made {
  ownerID: string;
  wholesalers: Record<string, string>;
  importerID: string;
  productID: string;
  productCompany: string;
}
let made: Made;

async function statesOf(page: Page, country: string) {
  const answer = await callApi(page, `/ref-data/country/${country}/state`);
  return answer.body.data as { stateID: string }[];
}

/** A business of the signed-in page's person through the API, of the given type and country: its id. */
async function createListedBusiness(
  page: Page,
  industry: TreeIndustry,
  { companyName, businessType, country }: { companyName: string; businessType: string; country: string },
) {
  const state = (await statesOf(page, country))[0]?.stateID;
  const answer = await callApi(page, '/business/profile/create', {
    method: 'POST',
    body: {
      companyName,
      categories: [`${industry.id}.${industry.categories[0]!.id}`],
      businessType,
      country,
      ...(state ? { state } : {}),
      shortDescription: `${companyName} supplies valves, fittings and pipes to plants across Asia and Europe.`,
    },
  });
  expect(answer.status).toBe(201);
  return (answer.body.data as { businessID: string }).businessID;
}

test.beforeAll(async ({ browser }) => {
  test.setTimeout(120_000);
  const page = await browser.newPage();
  const { userID } = await signIn(page, '/', newAccount('Mei', TOKEN));
  const tree = await callApi(page, '/catsys/industry/full-tree');
  const industry = (tree.body.data as TreeIndustry[])[0]!;
  const wholesalers: Record<string, string> = {};
  for (const companyName of WHOLESALERS_CN) {
    wholesalers[companyName] = await createListedBusiness(page, industry, {
      companyName,
      businessType: 'WS',
      country: 'CN',
    });
  }
  wholesalers[WHOLESALER_DE] = await createListedBusiness(page, industry, {
    companyName: WHOLESALER_DE,
    businessType: 'WS',
    country: 'DE',
  });
  const established = await callApi(page, `/business/profile/${wholesalers[WHOLESALER_DE]}`, {
    method: 'PUT',
    body: { general: { yearStablished: 1988 } },
  });
  expect(established.status).toBe(200);
  const importerID = await createListedBusiness(page, industry, {
    companyName: IMPORTER,
    businessType: 'IM',
    country: 'CN',
  });
  const category = industry.categories[0]!;
  const product = await callApi(page, '/product', {
    method: 'POST',
    body: {
      businessID: importerID,
      name: PRODUCT,
      description: `The ${PRODUCT} drives servo motors up to 7 kW with EtherCAT and safe torque off.`,
      industry: industry.id,
      category: category.id,
      subCategory: category.subCategories[0]!.id,
      stock: true,
      specs: [
        { key: 'Power', value: '7 kW' },
        { key: 'Housing', value: LONG_SPEC },
        { key: 'Bus', value: 'EtherCAT' },
        { key: 'Safety', value: 'STO SIL 3' },
        { key: 'Cooling', value: 'Fan' },
      ],
    },
  });
  expect(product.status).toBe(201);
  made = {
    ownerID: userID,
    wholesalers,
    importerID,
    productID: (product.body.data as { productID: string }).productID,
    productCompany: IMPORTER,
  };
  await page.close();
});

const results = (page: Page) => page.getByRole('list', { name: 'Results' }).getByRole('article');
const heading = (page: Page) => page.getByRole('heading', { level: 1 });
const tabs = (page: Page) => page.getByRole('navigation', { name: 'Search in' });
const pages = (page: Page) => page.getByRole('navigation', { name: 'Pages of results' });
const countryFilter = (page: Page) => page.getByRole('main').getByLabel('Country');
const searchAddress = (business: string, countries = 'global', search = TOKEN) =>
  `/search-result?business=${business}&countries=${countries}&search=${search}`;
const cardNames = (page: Page) => results(page).getByRole('heading', { level: 2 }).allTextContents();

test('a visitor searches from the header bar and gets the business cards', async ({ page }) => {
  const errors = collectConsoleErrors(page);
  await page.goto('/industries');
  const bar = page.getByRole('search');
  await bar.getByLabel('Business type').selectOption('WS');
  await bar.getByPlaceholder('Search companies and products').fill(TOKEN);
  await bar.getByPlaceholder('Search companies and products').press('Enter');

  await expect(page).toHaveURL(searchAddress('WS'));
  await expect(heading(page)).toHaveText(`8 Results for ${TOKEN}`);
  await expect(results(page)).toHaveCount(LIMITS.searchPageSize);
  await expect(tabs(page).getByRole('link', { name: 'Wholesalers' })).toHaveAttribute('aria-current', 'page');

  // The German wholesaler, the only one with a year, wherever it ranks: the country filter finds it alone.
  await countryFilter(page).selectOption('DE');
  await expect(page).toHaveURL(searchAddress('WS', 'DE'));
  await expect(heading(page)).toHaveText(`1 Result for ${TOKEN}`);
  const card = results(page).first();
  const id = made.wholesalers[WHOLESALER_DE]!;
  await expect(card.getByRole('link', { name: WHOLESALER_DE, exact: true })).toHaveAttribute(
    'href',
    businessPath(WHOLESALER_DE, id),
  );
  await expect(card.getByRole('img', { name: `Logo of ${WHOLESALER_DE}` })).toHaveAttribute(
    'src',
    '/images/default-business.svg',
  );
  const facts = card.getByRole('list', { name: 'Company facts' }).getByRole('listitem');
  await expect(facts).toHaveText(['Year established: 1988', /Germany$/, /.+/, 'Wholesalers']);
  await expect(card).toContainText('supplies valves, fittings and pipes');
  await expect(card).toContainText('0 likes');
  await expect(card).toContainText('STANDARD');
  await expect(card.getByRole('img', { name: 'Standard member · not verified' })).toBeVisible();
  await expect(card.getByRole('link', { name: /^Send Request/ })).toHaveAttribute(
    'href',
    `/business/${id}/send-request`,
  );
  await expect(card.getByRole('button', { name: /^Save Business/ })).toBeVisible();

  // A business without a year shows four dashes; the bar follows the page's filter.
  await countryFilter(page).selectOption('CN');
  await expect(heading(page)).toHaveText(`7 Results for ${TOKEN}`);
  await expect(
    results(page).first().getByRole('list', { name: 'Company facts' }).getByRole('listitem').first(),
  ).toHaveText('Year established: ----');
  await expect(bar.getByLabel('Country')).toHaveValue('CN');
  await countryFilter(page).selectOption('global');
  await expect(heading(page)).toHaveText(`8 Results for ${TOKEN}`);
  expect(errors).toEqual([]);
});

test('tabs switch between products, users and a business type, keeping keyword and country', async ({
  page,
}) => {
  await page.goto(searchAddress('WS'));
  await expect(heading(page)).toHaveText(`8 Results for ${TOKEN}`);
  await expect(tabs(page).getByRole('link')).toHaveText([
    'Products',
    'Users',
    'Manufacturers',
    'Distributors',
    'Wholesalers',
    'Importers',
    'Exporters',
    'Retailers',
    'Investors',
    'Consultants',
    'Government',
  ]);

  await tabs(page).getByRole('link', { name: 'Products' }).click();
  await expect(page).toHaveURL(searchAddress('PR'));
  await expect(heading(page)).toHaveText(`1 Result for ${TOKEN}`);
  await expect(page.getByRole('search').getByLabel('Business type')).toHaveValue('PR');
  const product = results(page).first();
  await expect(product.getByRole('link', { name: PRODUCT, exact: true })).toHaveAttribute(
    'href',
    productPath(IMPORTER, PRODUCT, made.productID),
  );
  await expect(product.getByRole('heading', { level: 2 }).getByText('Importers')).toBeVisible();
  await expect(product.getByRole('link', { name: IMPORTER, exact: true })).toHaveAttribute(
    'href',
    businessPath(IMPORTER, made.importerID),
  );
  await expect(product.getByText(/^.+ \| .+ \| .+$/)).toBeVisible();
  await expect(product.getByText('Stock', { exact: true })).toBeVisible();
  await expect(product.getByRole('img', { name: 'No product picture' })).toBeVisible();
  await expect(product).toContainText('0 photos');
  const specs = product.getByRole('definition');
  await expect(specs).toHaveText([
    '7 kW',
    `${LONG_SPEC.slice(0, LIMITS.specValueCut)}…`,
    'EtherCAT',
    'STO SIL 3',
  ]);
  await expect(product.getByText('Cooling')).toHaveCount(0);
  await expect(product.getByRole('link', { name: /^Send Request/ })).toHaveAttribute(
    'href',
    `/business/${made.importerID}/send-request?product=${made.productID}`,
  );
  await expect(product.getByRole('button', { name: /^Save Product/ })).toBeVisible();

  await tabs(page).getByRole('link', { name: 'Users' }).click();
  await expect(page).toHaveURL(searchAddress('UR'));
  await expect(heading(page)).toHaveText(`1 Result for ${TOKEN}`);
  const user = results(page).first();
  await expect(user.getByRole('heading', { level: 2 })).toHaveText(`Mei ${TOKEN}`);
  await expect(user.getByRole('img', { name: `Photo of Mei ${TOKEN}` })).toHaveAttribute(
    'src',
    '/images/default-profile.svg',
  );
  await expect(user).toContainText('China / --- / ---');
  await expect(user).toContainText('0 likes');
  await expect(user.getByRole('link', { name: /^Go Profile/ })).toHaveAttribute(
    'href',
    `/profile/${made.ownerID}`,
  );

  await tabs(page).getByRole('link', { name: 'Importers' }).click();
  await expect(page).toHaveURL(searchAddress('IM'));
  await expect(heading(page)).toHaveText(`1 Result for ${TOKEN}`);
  await expect(results(page).first().getByRole('heading', { level: 2 })).toHaveText(IMPORTER);

  // Back walks the tabs in reverse, the bar following.
  await page.goBack();
  await expect(page).toHaveURL(searchAddress('UR'));
  await expect(page.getByRole('search').getByLabel('Business type')).toHaveValue('UR');
  await expect(results(page).first().getByRole('heading', { level: 2 })).toHaveText(`Mei ${TOKEN}`);
});

test('every tab shows whole from a tablet up; on a phone the strip scrolls to the last one', async ({
  page,
}) => {
  await page.goto(searchAddress('WS'));
  await expect(heading(page)).toHaveText(`8 Results for ${TOKEN}`);
  const strip = tabs(page);
  const government = strip.getByRole('link', { name: 'Government' });
  for (const width of [1280, BREAKPOINTS.md, BREAKPOINTS.sm]) {
    await page.setViewportSize({ width, height: 900 });
    const [tab, box] = await Promise.all([government.boundingBox(), strip.boundingBox()]);
    expect(tab!.x).toBeGreaterThanOrEqual(box!.x);
    expect(tab!.x + tab!.width).toBeLessThanOrEqual(box!.x + box!.width);
    expect(tab!.x + tab!.width).toBeLessThanOrEqual(width);
    // A bounding box ignores the strip's clipping; the viewport check counts only what shows.
    for (const link of await strip.getByRole('link').all()) await expect(link).toBeInViewport({ ratio: 1 });
  }

  await page.setViewportSize({ width: 375, height: 900 });
  await expect(government).not.toBeInViewport({ ratio: 1 });
  await government.scrollIntoViewIfNeeded();
  await expect(government).toBeInViewport({ ratio: 1 });
  await government.click();
  await expect(page).toHaveURL(searchAddress('GO'));
});

test('five results a page; page 2 shows the rest, its address holds it, back returns to page 1', async ({
  page,
}) => {
  await page.goto(searchAddress('WS'));
  await expect(heading(page)).toHaveText(`8 Results for ${TOKEN}`);
  await expect(pages(page).getByRole('link', { name: /^Page / })).toHaveText(['1', '2']);
  await expect(pages(page).getByRole('link', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
  const first = await cardNames(page);
  expect(first).toHaveLength(5);

  await pages(page).getByRole('link', { name: 'Page 2' }).click();
  await expect(page).toHaveURL(`${searchAddress('WS')}&page=2`);
  await expect(results(page)).toHaveCount(3);
  const second = await cardNames(page);
  expect([...first, ...second].sort()).toEqual([...WHOLESALERS_CN, WHOLESALER_DE].sort());
  await expect(heading(page)).toHaveText(`8 Results for ${TOKEN}`);
  await expect(page.getByText('Page 2 of 2')).toBeVisible();

  await page.reload();
  await expect(results(page)).toHaveCount(3);
  expect(await cardNames(page)).toEqual(second);

  await page.goBack();
  await expect(page).toHaveURL(searchAddress('WS'));
  await expect(results(page)).toHaveCount(5);
  expect(await cardNames(page)).toEqual(first);

  await pages(page).getByRole('link', { name: 'Next' }).click();
  await expect(page).toHaveURL(`${searchAddress('WS')}&page=2`);
  await expect(results(page)).toHaveCount(3);
});

test('the server renders the first page of results, with the keyword in the title and description', async ({
  request,
}) => {
  const response = await request.get(searchAddress('WS'));
  expect(response.status()).toBe(200);
  const html = await response.text();
  expect(html).toMatch(new RegExp(`<title>${TOKEN}: Wholesalers \\| [^<]+</title>`));
  expect(html).toMatch(
    new RegExp(`<meta name="description" content="Search results for “${TOKEN}”[^"]*8 found`),
  );
  expect(html).toContain(`8 Results for ${TOKEN}`);
  const names = [...WHOLESALERS_CN, WHOLESALER_DE].filter((name) => html.includes(`>${name}</a>`));
  expect(names).toHaveLength(5);

  const second = await (await request.get(`${searchAddress('WS')}&page=2`)).text();
  const rest = [...WHOLESALERS_CN, WHOLESALER_DE].filter((name) => second.includes(`>${name}</a>`));
  expect(rest).toHaveLength(3);
  expect([...names, ...rest].sort()).toEqual([...WHOLESALERS_CN, WHOLESALER_DE].sort());
});

test('an empty search says what was looked for and offers the wider searches', async ({ page }) => {
  // No trigram in common with any word of the portal, so nothing is suggested either.
  const nothing = 'zzzzqqqqjjjj';
  await page.goto(searchAddress('WS', 'DE', `${TOKEN}%20Trading`));
  await expect(heading(page)).toHaveText(`0 Results for ${TOKEN} Trading`);
  await expect(page.getByText(`No results for “${TOKEN} Trading”`)).toBeVisible();
  await expect(page.getByText('Searched wholesalers in Germany.')).toBeVisible();
  await page.getByRole('link', { name: 'Search all countries' }).click();
  await expect(page).toHaveURL(searchAddress('WS', 'global', `${TOKEN}%20Trading`));
  await expect(heading(page)).toHaveText(`7 Results for ${TOKEN} Trading`);

  await page.goto(searchAddress('WS', 'global', nothing));
  await expect(page.getByText(`No results for “${nothing}”`)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Search all countries' })).toHaveCount(0);
  await expect(pages(page)).toHaveCount(0);
});

test('a misspelled keyword that finds nothing shows the results of the spelling the server suggests', async ({
  page,
}) => {
  // Two letters swapped: no exact match, and the trigram search knows the word from the company names.
  const misspelled = `${TOKEN.slice(0, -2)}${TOKEN.at(-1)}${TOKEN.at(-2)}`;
  await page.goto(searchAddress('WS', 'global', misspelled));
  await expect(heading(page)).toHaveText(`8 Results for ${misspelled}`);
  await expect(page.getByText(/^Showing results for .+\.$/)).toHaveText(
    `Showing results for ${TOKEN.toLowerCase()}.`,
  );
  await expect(results(page)).toHaveCount(5);
  for (const name of await cardNames(page)) expect(name.startsWith(TOKEN)).toBe(true);

  // The keyword exactly as typed, uncorrected, is one click away.
  await page.getByRole('link', { name: misspelled }).click();
  await expect(page).toHaveURL(/[?&]exact=1(&|$)/);
  await expect(heading(page)).toHaveText(`0 Results for ${misspelled}`);
  await expect(page.getByText(/^Showing results for /)).toHaveCount(0);
});

test('loading shows the placeholder; a failed search says so and Try again recovers', async ({ page }) => {
  await page.goto(searchAddress('WS'));
  await expect(results(page)).toHaveCount(5);
  // The browser hydrates once the page's modules and translations have loaded: a tab clicked before is a plain link,
  // and the server draws its results whole, without the placeholder.
  await page.waitForLoadState('networkidle');

  const releaseProducts = await holdCalls(page, '**/api/search/product');
  await tabs(page).getByRole('link', { name: 'Products' }).click();
  await expect(page.getByRole('status', { name: 'Loading results' })).toBeVisible();
  releaseProducts();
  await expect(heading(page)).toHaveText(`1 Result for ${TOKEN}`);
  await page.unroute('**/api/search/product');

  await page.route('**/api/user/search', (route) => route.abort());
  await tabs(page).getByRole('link', { name: 'Users' }).click();
  await expect(page.getByRole('alert')).toHaveText('Error loading data');
  await page.unroute('**/api/user/search');
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(heading(page)).toHaveText(`1 Result for ${TOKEN}`);
  await expect(results(page)).toHaveCount(1);
});

test('Save Business on a card: a visitor goes to sign in; signed in, it becomes Saved and stays', async ({
  page,
  browser,
}) => {
  test.slow();
  const address = searchAddress('WS', 'DE');
  const visitor = await browser.newPage();
  await visitor.goto(address);
  const portal = await readPortal(visitor);
  await results(visitor)
    .first()
    .getByRole('button', { name: /^Save Business/ })
    .click();
  await expect(visitor).toHaveURL(new RegExp(`^${portal.authUrl}/login\\?continue=`));
  expect(new URL(visitor.url()).searchParams.get('continue')).toContain('/search-result?business=WS');
  await visitor.close();

  await signIn(page, address);
  const save = results(page)
    .first()
    .getByRole('button', { name: /^Save Business/ });
  await expect(save).toHaveAttribute('aria-pressed', 'false');
  await save.click();
  const saved = results(page)
    .first()
    .getByRole('button', { name: /^Saved/ });
  await expect(saved).toHaveAttribute('aria-pressed', 'true');
  await page.reload();
  await expect(
    results(page)
      .first()
      .getByRole('button', { name: /^Saved/ }),
  ).toHaveAttribute('aria-pressed', 'true');
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the results, the tabs, the page numbers and the country filter still work', async ({ page }) => {
    await page.goto(searchAddress('WS'));
    await expect(heading(page)).toHaveText(`8 Results for ${TOKEN}`);
    await expect(results(page)).toHaveCount(5);
    await pages(page).getByRole('link', { name: 'Page 2' }).click();
    await expect(page).toHaveURL(`${searchAddress('WS')}&page=2`);
    await expect(results(page)).toHaveCount(3);

    await countryFilter(page).selectOption('DE');
    await page.getByRole('button', { name: 'Apply' }).click();
    await expect(page).toHaveURL(searchAddress('WS', 'DE'));
    await expect(heading(page)).toHaveText(`1 Result for ${TOKEN}`);

    await tabs(page).getByRole('link', { name: 'Importers' }).click();
    await expect(page).toHaveURL(searchAddress('IM', 'DE'));
    await expect(heading(page)).toHaveText(`0 Results for ${TOKEN}`);
  });
});
