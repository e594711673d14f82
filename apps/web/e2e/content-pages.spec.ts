import type { PortalConfig } from '@b2b/contracts';
import { expect, test, type Page } from '@playwright/test';
import { SISTER_PORTALS } from '../src/content/network.ts';
import { readPortal, seriousViolations, waitForHydration } from './support.ts';

test.use({ viewport: { width: 1280, height: 900 } });

/**
 * Opens a company page as a person does: from another page, down to the footer, a click on its link. The footer is far
 * below the top, so a page that kept the scroll position would open at its bottom.
 */
async function openFromFooter(page: Page, linkName: (portal: PortalConfig) => string) {
  await page.goto('/industries');
  const portal = await readPortal(page);
  await waitForHydration(page);
  const link = page.getByRole('navigation', { name: 'Footer' }).getByRole('link', {
    name: linkName(portal),
    exact: true,
  });
  await link.scrollIntoViewIfNeeded();
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
  await link.click();
  return portal;
}

/** The page opened at its top, and has no serious accessibility violation. */
async function expectTopAndAccessible(page: Page) {
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  expect(await seriousViolations(page)).toEqual([]);
}

test('About us tells the story, the management team and the CEO’s word on the tips', async ({ page }) => {
  const portal = await openFromFooter(page, () => 'About us');
  await expect(page).toHaveURL(/\/about-us$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`About ${portal.brandName}`);
  const main = page.getByRole('main');
  await expect(main).toContainText('created in 2000 in the United States');
  await expect(main.getByRole('heading', { name: 'A network of 25 web platforms' })).toBeVisible();
  await expect(main).toContainText('Regional representatives');
  const team = main.getByRole('region', { name: 'Our management team' });
  await expect(team.getByRole('heading', { level: 3 })).toHaveText([
    'Daniel R. Whitmore',
    'Laura Castellanos',
  ]);
  await expect(team).toContainText('Chief Executive Officer');
  await expect(team).toContainText('Managing Director');
  await expectTopAndAccessible(page);

  await expect(main.getByRole('link', { name: 'Read the B2B tips' })).toHaveAttribute(
    'href',
    '/b2b-tips/export-to-the-world-tip-0',
  );
});

test('Mission & Vision shows the mission, the vision and the six values', async ({ page }) => {
  await openFromFooter(page, () => 'Mission & Vision');
  await expect(page).toHaveURL(/\/mission-vision$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Mission & Vision');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 2 })).toHaveText([
    'Our mission',
    'Our vision',
    'Our values',
  ]);
  await expect(
    main.getByRole('region', { name: 'Our values' }).getByRole('heading', { level: 3 }),
  ).toHaveText(['People', 'Innovation', 'Global mentality', 'Passion', 'Honesty', 'Excellence']);
  await expectTopAndAccessible(page);
});

test('Why the portal shows five rows about being connected, then leads to the memberships', async ({
  page,
}) => {
  const portal = await openFromFooter(page, (p) => `Why ${p.brandName}`);
  await expect(page).toHaveURL(new RegExp(`/why-${portal.productSlug}$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Why ${portal.brandName}`);
  const main = page.getByRole('main');
  await expect(main.locator('[data-illustration]')).toHaveCount(5);
  await expect(main.getByRole('heading', { name: 'Connected to 25 markets at once' })).toBeVisible();
  await expect(main.getByRole('heading', { name: 'Growing at your own pace' })).toBeVisible();
  await expectTopAndAccessible(page);

  await main.getByRole('link', { name: 'See the memberships' }).click();
  await expect(page).toHaveURL(/\/membership-standard$/);
});

test('Our Network lists the 25 portals, each opening in a new tab, and the price cards', async ({ page }) => {
  await openFromFooter(page, () => 'Our Network');
  await expect(page).toHaveURL(/\/our-network$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Our Network');
  const portals = page.getByRole('region', { name: 'Territorial sites' }).getByRole('link');
  await expect(portals).toHaveCount(25);
  for (const link of await portals.all()) {
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(link).toHaveAccessibleName(/ portal \(opens in a new tab\)$/);
    await expect(link.locator('svg')).toHaveCount(2);
  }
  const germany = page.getByRole('link', { name: 'Germany portal (opens in a new tab)' });
  await expect(germany).toHaveAttribute('href', 'https://de.b2b-industrial.com');
  const cards = page.getByRole('list', { name: 'Membership packages' }).getByRole('listitem');
  await expect(cards.getByRole('heading', { level: 3 })).toHaveText([
    'Standard',
    'Gold',
    'Premium',
    'Platinum',
  ]);
  await expectTopAndAccessible(page);

  // The sister portal answers here, without the internet: the test is about the tab it opens.
  await page
    .context()
    .route('https://de.b2b-industrial.com/**', (route) =>
      route.fulfill({ contentType: 'text/html', body: '<title>B2B Industrial Germany</title>' }),
    );
  const [tab] = await Promise.all([page.context().waitForEvent('page'), germany.click()]);
  await expect(tab).toHaveTitle('B2B Industrial Germany');
  expect(tab.url()).toBe('https://de.b2b-industrial.com/');
  // noopener: the sister portal cannot reach back into this page.
  expect(await tab.evaluate(() => window.opener)).toBeNull();
  await expect(page).toHaveURL(/\/our-network$/);
  await tab.close();
});

test('Our Network shows the world map with the 25 portals’ countries marked and named', async ({
  page,
  request,
}) => {
  await page.goto('/our-network');
  const names = SISTER_PORTALS.map((portal) => portal.country);
  const map = page.getByRole('region', { name: 'Territorial sites' }).getByRole('img', {
    name: `World map of the network: the 25 countries with a portal are marked: ${names.join(', ')}.`,
    exact: true,
  });
  // Its size is known before it loads, so nothing moves when it arrives; it loads as it nears the screen.
  await expect(map).toHaveAttribute('width', '960');
  await expect(map).toHaveAttribute('height', /^\d+$/);
  await expect(map).toHaveAttribute('loading', 'lazy');
  await map.scrollIntoViewIfNeeded();
  await expect
    .poll(() => map.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
    .toBeGreaterThan(0);
  const box = (await map.boundingBox())!;
  const [width, height] = await Promise.all([map.getAttribute('width'), map.getAttribute('height')]);
  expect(box.width / box.height).toBeCloseTo(Number(width) / Number(height), 1);

  // The drawing is a small file of its own, cached for good.
  const address = new URL(String(await map.getAttribute('src')), page.url()).toString();
  const file = await request.get(address);
  expect(file.headers()['content-type']).toContain('image/svg+xml');
  expect(file.headers()['cache-control']).toContain('immutable');
  expect((await file.body()).byteLength).toBeLessThan(60 * 1024);

  // Opened alone, it marks each portal's country in the network's colour, named in its title.
  const drawing = await page.context().newPage();
  await drawing.goto(address);
  const marked = drawing.locator('g.portals > path');
  await expect(marked).toHaveCount(25);
  expect(await marked.evaluateAll((paths) => paths.map((p) => p.getAttribute('data-code')))).toEqual(
    SISTER_PORTALS.map((portal) => portal.code),
  );
  await expect(marked.locator('title')).toHaveText(names);
  for (const path of await marked.all()) {
    await expect(path).toHaveCSS('fill', 'rgb(11, 79, 138)');
    expect((await path.boundingBox())!.width).toBeGreaterThan(0);
  }
  await expect(drawing.locator('path.land')).toHaveCSS('fill', 'rgb(195, 204, 214)');
  await drawing.close();

  // An Italian page names the countries in Italian.
  await page.goto('/it/our-network');
  await expect(
    page.getByRole('img', {
      name: /^Mappa del mondo della rete: .*Stati Uniti, Cina, Messico.*Germania.*Australia\.$/,
    }),
  ).toBeVisible();
});

test('Contact Us gives the two cards, both support numbers, the options and the Need Help button', async ({
  page,
}) => {
  const portal = await openFromFooter(page, () => 'Contact Us');
  await expect(page).toHaveURL(/\/contact-us$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Contact Us');
  const main = page.getByRole('main');
  const phoneCard = main.getByRole('region', { name: 'Talk to us by phone' });
  await expect(phoneCard.getByRole('link', { name: '+1 305 555 0100' })).toHaveAttribute(
    'href',
    'tel:+13055550100',
  );
  await expect(phoneCard).toContainText(
    `in ${portal.countryName}, our customer service answers on ${portal.phone}`,
  );
  await expect(phoneCard.getByRole('link', { name: '+34 911 430 275' })).toHaveAttribute(
    'href',
    'tel:+34911430275',
  );
  await expect(phoneCard).toContainText('USA');
  await expect(phoneCard).toContainText('Europe');
  await expect(main.getByRole('region', { name: 'Message us by messaging app' })).toContainText('WhatsApp');
  await expect(
    main.getByRole('region', { name: 'Other ways to reach us' }).getByRole('listitem'),
  ).toHaveCount(4);
  await expect(main).toContainText('We reply to every message within 24 hours.');
  await expectTopAndAccessible(page);

  await main.getByRole('link', { name: 'Need Help' }).click();
  await expect(page).toHaveURL(/\/contact-us\/form$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Need help?' })).toBeVisible();
});

const ACTION_PAGES = [
  {
    footer: () => 'Advertise with Us',
    path: () => '/advertise-with-us',
    heading: () => 'Advertise with Us',
    text: 'Advertising options',
    action: 'Contact our team',
    target: /\/contact-us\/form$/,
  },
  {
    footer: () => 'Free B2B Marketing',
    path: () => '/free-marketing',
    heading: () => 'Free B2B Marketing',
    text: 'Up to 7 products with photos, specifications and lead times.',
    action: 'Create your business profile',
    // Creating a business takes an account: a visitor is sent to sign in.
    target: /\/(business\/create|login|register)/,
  },
  {
    footer: (p: PortalConfig) => `Work with ${p.brandName}`,
    path: (p: PortalConfig) => `/work-with-${p.productSlug}`,
    heading: (p: PortalConfig) => `Work with ${p.brandName}`,
    text: 'Regional representatives',
    action: 'Get in touch',
    target: /\/contact-us\/form$/,
  },
];

for (const action of ACTION_PAGES) {
  test(`${action.heading({ brandName: 'the portal' } as PortalConfig)} opens from the footer and invites to act`, async ({
    page,
  }) => {
    const portal = await openFromFooter(page, action.footer);
    await expect(page).toHaveURL(new RegExp(`${action.path(portal)}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(action.heading(portal));
    const main = page.getByRole('main');
    await expect(main).toContainText(action.text);
    await expectTopAndAccessible(page);

    await main.getByRole('link', { name: action.action }).click();
    await expect(page).toHaveURL(action.target);
  });
}
