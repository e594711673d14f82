import { BUSINESS_LINK_COPIED, BUSINESS_LOAD_ERROR_MESSAGE, businessPath } from '@b2b/contracts';
import { expect, test } from '@playwright/test';
import { fullBusiness } from './business-fixtures.ts';
import {
  callApi,
  joinBusiness,
  collectConsoleErrors,
  createBusiness,
  newAccount,
  randomWord,
  seriousViolations,
  signIn,
} from './support.ts';

test.use({ viewport: { width: 1280, height: 900 } });

const SECTIONS = [
  'General Information',
  'Contact Information',
  'Factory',
  'Trade Capabilities',
  'Business Terms',
  'Certificates',
];

test('a business page arrives rendered, shows every section to a visitor and passes axe', async ({
  page,
  browser,
}) => {
  test.slow();
  await signIn(page, '/my-business');
  const { path, shortDescription } = await fullBusiness(page, 'Yangtze Drive Systems');

  const response = await page.request.get(path);
  expect(response.status()).toBe(200);
  const html = await response.text();
  expect(html).toMatch(/<title>Yangtze Drive Systems \| B2B Industrial[^<]*<\/title>/);
  expect(html).toContain(`<meta name="description" content="${shortDescription}"`);
  expect(html).toContain('"@type":"Organization"');
  expect(html).toContain('"name":"Yangtze Drive Systems"');
  expect(html).toMatch(/<h1[^>]*>Yangtze Drive Systems<\/h1>/);
  for (const title of SECTIONS) expect(html).toContain(`>${title}</h2>`);
  // The counters are part of the server's HTML, not filled in after hydration.
  expect(html).toMatch(/<strong>0<\/strong>\s?(<!-- -->)?\s?followers/);
  for (const text of [
    'Western Europe',
    'FOB (Free On Board)',
    'Wooden case',
    'ISO 9001:2015',
    '30 days',
    '5,000,000 - 10,000,000',
    'Helical gearbox HG-40',
  ]) {
    expect(html).toContain(text);
  }

  // A visitor: the public view, with the visitor's buttons, even when asking for manage mode.
  // Its own context, without the owner's session; axe needs a page of a context made this way.
  const visitorContext = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const visitor = await visitorContext.newPage();
  // The company video is an outside address, which this machine cannot reach.
  await visitorContext.route('https://videos.example.com/**', (route) =>
    route.fulfill({ status: 200, contentType: 'video/mp4', body: '' }),
  );
  const errors = collectConsoleErrors(visitor);
  await visitor.goto(`${path}?editMode=1`);
  await expect(visitor.getByRole('heading', { level: 1, name: 'Yangtze Drive Systems' })).toBeVisible();
  for (const title of SECTIONS) {
    await expect(visitor.getByRole('heading', { level: 2, name: title, exact: true })).toBeVisible();
  }
  const header = visitor.getByRole('group', { name: 'Business actions' });
  for (const name of ['Business Profile', 'Send Request', 'Company Products', 'Connect']) {
    await expect(header.getByRole('link', { name, exact: true })).toBeVisible();
  }
  for (const name of ['Like', 'Follow', 'Share']) {
    await expect(visitor.getByRole('button', { name, exact: true })).toBeVisible();
  }
  await expect(visitor.getByRole('link', { name: 'Manage Profile' })).toHaveCount(0);
  await expect(visitor.getByRole('link', { name: 'Edit profile' })).toHaveCount(0);
  await expect(visitor.getByText('Issue date')).toBeVisible();
  await expect(visitor.getByText('March 1, 2023')).toBeVisible();
  await expect(visitor.getByText('February 28, 2026')).toBeVisible();
  await expect(visitor.getByRole('img', { name: 'Certificate ISO 9001:2015' })).toBeVisible();
  await expect(visitor.getByText('120 - 250').first()).toBeVisible();
  const products = visitor.getByRole('region', { name: 'Company Products' });
  await expect(products.getByRole('link', { name: /Helical gearbox HG-40/ })).toHaveAttribute(
    'href',
    /^\/business-product\/.+/,
  );
  await expect(visitor.locator('video[controls]')).toHaveAttribute(
    'src',
    'https://videos.example.com/factory-tour.mp4',
  );

  // The summary card: Send Request for a visitor, the member badge for an unverified business.
  const summary = visitor.getByRole('complementary', { name: 'Business summary' });
  await expect(summary.getByRole('link', { name: 'Send Request' })).toBeVisible();
  await expect(summary.getByRole('img', { name: 'Standard member · not verified' })).toBeVisible();
  await expect(summary.getByText('30 days')).toBeVisible();

  // Connect jumps to the contact section.
  await header.getByRole('link', { name: 'Connect' }).click();
  await expect(visitor).toHaveURL(/#contact-information$/);
  await expect(visitor.getByRole('heading', { name: 'Contact Information' })).toBeInViewport();

  expect(await seriousViolations(visitor)).toEqual([]);
  expect(errors).toEqual([]);
  await visitorContext.close();
});

test("the owner gets manage mode with ?editMode=1, the buyer's view with ?view=buyer, and their own view without either", async ({
  page,
}) => {
  test.slow();
  await signIn(page, '/my-business');
  const { businessID, path } = await fullBusiness(page, 'Pearl River Castings');

  await page.goto(`${path}?editMode=1`);
  const header = page.getByRole('group', { name: 'Business actions' });
  const links = {
    'Manage Profile': `${path}?editMode=1`,
    Requests: `/business/${businessID}/requests`,
    Products: `/business/${businessID}/products`,
    Membership: `/business/${businessID}/membership`,
    Members: `/business/${businessID}/members`,
    'Edit profile': `/business/${businessID}/edit/general`,
  };
  for (const [name, href] of Object.entries(links)) {
    await expect(header.getByRole('link', { name, exact: true })).toHaveAttribute('href', href);
  }
  await expect(header.getByRole('link', { name: 'Send Request' })).toHaveCount(0);
  expect(await seriousViolations(page)).toEqual([]);

  // View as a buyer: exactly the visitor's page (Send Request, no manage links), with one bar back to manage mode.
  await header.getByRole('link', { name: 'View as a buyer' }).click();
  await expect(page).toHaveURL((url) => url.pathname === path && url.search === '?view=buyer');
  await expect(header.getByRole('link', { name: 'Send Request', exact: true })).toBeVisible();
  for (const name of ['Manage Profile', 'Requests', 'Edit profile', 'Products']) {
    await expect(header.getByRole('link', { name, exact: true })).toHaveCount(0);
  }
  const summary = page.getByRole('complementary', { name: 'Business summary' });
  await expect(summary.getByRole('link', { name: 'Send Request' })).toBeVisible();
  await expect(summary.getByRole('link', { name: 'Requests' })).toHaveCount(0);
  const bar = page.getByRole('region', { name: "Buyer's view" });
  await expect(bar).toContainText('This is the page as buyers see it.');
  expect(await seriousViolations(page)).toEqual([]);
  await bar.getByRole('link', { name: 'Back to manage mode' }).click();
  await expect(page).toHaveURL((url) => url.pathname === path && url.search === '?editMode=1');
  await expect(header.getByRole('link', { name: 'Manage Profile' })).toBeVisible();

  // Without either, the owner's own public view: Requests rather than Send Request.
  await page.goto(path);
  await expect(header.getByRole('link', { name: 'Requests', exact: true })).toBeVisible();
  await expect(header.getByRole('link', { name: 'Edit profile' })).toBeVisible();
  await expect(summary.getByRole('link', { name: 'Requests' })).toHaveAttribute(
    'href',
    `/business/${businessID}/requests`,
  );
  await expect(page.getByRole('region', { name: "Buyer's view" })).toHaveCount(0);
});

test('an admin of the business may edit it but gets no manage mode; a member only has Requests', async ({
  page,
  browser,
}) => {
  test.slow();
  const colleaguePage = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  const colleague = newAccount('Wei', 'Zhang');
  const { userID: memberID } = await signIn(colleaguePage, '/my-business', colleague);

  await signIn(page, '/my-business');
  const { businessID } = await createBusiness(page, 'Delta Motion Parts');
  await joinBusiness(page, colleaguePage, businessID, colleague.email, 'admin');
  const path = businessPath('Delta Motion Parts', businessID);

  await colleaguePage.goto(`${path}?editMode=1`);
  const header = colleaguePage.getByRole('group', { name: 'Business actions' });
  await expect(header.getByRole('link', { name: 'Edit profile' })).toBeVisible();
  await expect(header.getByRole('link', { name: 'Products', exact: true })).toBeVisible();
  await expect(header.getByRole('link', { name: 'Requests', exact: true })).toBeVisible();
  await expect(header.getByRole('link', { name: 'Manage Profile' })).toHaveCount(0);
  await expect(header.getByRole('link', { name: 'Members' })).toHaveCount(0);

  const changed = await callApi(page, `/business/${businessID}/members/${memberID}`, {
    method: 'PUT',
    body: { access: 'member' },
  });
  expect(changed.status).toBe(200);
  await colleaguePage.reload();
  await expect(header.getByRole('link', { name: 'Requests', exact: true })).toBeVisible();
  await expect(header.getByRole('link', { name: 'Edit profile' })).toHaveCount(0);
  await expect(header.getByRole('link', { name: 'Send Request' })).toHaveCount(0);
  await colleaguePage.close();
});

test('Share copies the page link and says so', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await signIn(page, '/my-business');
  const { businessID } = await createBusiness(page, 'Share Test Industries');
  const path = businessPath('Share Test Industries', businessID);
  await page.goto(path);
  await page.getByRole('button', { name: 'Share' }).click();
  await expect(page.getByText(BUSINESS_LINK_COPIED)).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
    new URL(path, page.url()).toString(),
  );
});

test('a name with punctuation makes a readable link, and its old link encoded twice still opens', async ({
  page,
}) => {
  await signIn(page, '/my-business');
  const word = randomWord('Tianrui');
  const companyName = `Wenzhou ${word} Export Co., Ltd.`;
  const { businessID } = await createBusiness(page, companyName);

  // The search result's card links to the page by its name's words and its id, nothing encoded twice.
  await page.goto(`/search-result?business=MA&countries=global&search=${word}`);
  const card = page.getByRole('list', { name: 'Results' }).getByRole('article');
  await expect(card).toHaveCount(1);
  const readable = `/business/Wenzhou-${word}-Export-Co-Ltd-${businessID}`;
  await expect(card.getByRole('link', { name: companyName }).first()).toHaveAttribute('href', readable);
  await card.getByRole('link', { name: companyName }).first().click();
  await expect(page).toHaveURL(readable);
  await expect(page.getByRole('heading', { level: 1, name: companyName })).toBeVisible();

  // A link shared before, its slug encoded twice, opens the same business.
  await page.goto(`/business/Wenzhou-${word}-Export-Co.%252C-Ltd.-${businessID}`);
  await expect(page.getByRole('heading', { level: 1, name: companyName })).toBeVisible();
});

test('a renamed business still opens from its old link, which points to the new one', async ({ page }) => {
  await signIn(page, '/my-business');
  const { businessID } = await createBusiness(page, 'Old Name Trading');
  const oldPath = businessPath('Old Name Trading', businessID);
  const renamed = await callApi(page, `/business/profile/${businessID}`, {
    method: 'PUT',
    body: { general: { companyName: 'New Name Trading' } },
  });
  expect(renamed.status).toBe(200);

  const response = await page.request.get(oldPath);
  expect(response.status()).toBe(200);
  const html = await response.text();
  expect(html).toMatch(/<h1[^>]*>New Name Trading<\/h1>/);
  expect(html).toContain(
    `<link rel="canonical" href="${new URL(businessPath('New Name Trading', businessID), page.url()).toString()}"`,
  );
  await page.goto(oldPath);
  await expect(page.getByRole('heading', { level: 1, name: 'New Name Trading' })).toBeVisible();
});

for (const slug of ['Nobody-00000000-0000-4000-8000-000000000000', 'not-a-business']) {
  test(`/business/${slug} answers 404 with a not-found message`, async ({ page }) => {
    const response = await page.goto(`/business/${slug}`);
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: 'Business not found' })).toBeVisible();
    await expect(page.getByText(BUSINESS_LOAD_ERROR_MESSAGE)).toHaveCount(0);
  });
}

test('a failed load shows the business page error', async ({ page }) => {
  await signIn(page, '/my-business');
  const { businessID } = await createBusiness(page, 'Flaky Network Co');
  await page.route(`**/api/business/profile/${businessID}`, (route) => route.abort());
  // Opened inside the app, so the browser makes the call and meets the failure.
  await page.evaluate(
    (href) => {
      window.history.pushState({}, '', href);
      window.dispatchEvent(new PopStateEvent('popstate'));
    },
    businessPath('Flaky Network Co', businessID),
  );
  await expect(page.getByText(BUSINESS_LOAD_ERROR_MESSAGE)).toBeVisible();
});

test("a person's profiles list their businesses as links to the business pages", async ({ page }) => {
  test.slow();
  const { userID } = await signIn(page, '/profile');
  const { businessID } = await createBusiness(page, 'Hangzhou Bearing Works');
  const path = businessPath('Hangzhou Bearing Works', businessID);

  await page.reload();
  const mine = page.getByRole('region', { name: 'My businesses' });
  await expect(mine.getByRole('link', { name: /Hangzhou Bearing Works/ })).toHaveAttribute('href', path);
  await expect(page.getByRole('link', { name: 'Create another Business profile' })).toHaveAttribute(
    'href',
    '/business/create',
  );

  // The public profile carries the list in its HTML.
  const html = await (await page.request.get(`/profile/${userID}`)).text();
  expect(html).toContain(`href="${path}"`);
  await page.goto(`/profile/${userID}`);
  await page.getByRole('link', { name: /Hangzhou Bearing Works/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Hangzhou Bearing Works' })).toBeVisible();
});
