import { expect, test, type Page } from '@playwright/test';
import { requestVerification, signInAsAdministrator } from './administration-fixtures.ts';
import {
  callApi,
  collectConsoleErrors,
  newAccount,
  signIn,
  waitForHydration,
  type TreeIndustry,
} from './support.ts';

/** A word no demo data holds, new for each run, so every count below is exact. */
const TOKEN = `Qf${Array.from({ length: 6 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join('')}`;

/** Manufacturers of this file: two in Germany, three in France; one of each country verified. */
const MADE = [
  { name: `${TOKEN} Gearworks`, country: 'DE', verified: true },
  { name: `${TOKEN} Castings`, country: 'DE', verified: false },
  { name: `${TOKEN} Pumps`, country: 'FR', verified: true },
  { name: `${TOKEN} Valves`, country: 'FR', verified: false },
  { name: `${TOKEN} Forge`, country: 'FR', verified: false },
];

const heading = (page: Page) => page.getByRole('heading', { level: 1 });
const results = (page: Page) => page.getByRole('list', { name: 'Results' }).getByRole('article');
/** A facet group by its title, and a value's link in it by its name and count (`Germany: 2 results`). */
const facet = (page: Page, title: string) =>
  page.locator('[data-facet]').filter({ has: page.getByRole('heading', { name: title, exact: true }) });
const facetValue = (page: Page, title: string, name: RegExp) =>
  facet(page, title).getByRole('link', { name });

/**
 * Whether this worker made them: in fully parallel mode a worker that runs tests of both viewports runs the hook once
 * for each, with the same word.
 */
let made = false;

test.beforeAll(async ({ browser }) => {
  if (made) return;
  made = true;
  test.setTimeout(180_000);
  const page = await browser.newPage();
  await signIn(page, '/', newAccount('Greta', TOKEN));
  const industry = ((await callApi(page, '/catsys/industry/full-tree')).body.data as TreeIndustry[])[0]!;
  const admin = await browser.newPage();
  await signInAsAdministrator(admin);
  for (const [n, made] of MADE.entries()) {
    const states = (await callApi(page, `/ref-data/country/${made.country}/state`)).body.data as {
      stateID: string;
    }[];
    const created = await callApi(page, '/business/profile/create', {
      method: 'POST',
      body: {
        companyName: made.name,
        categories: [`${industry.id}.${industry.categories[0]!.id}`],
        businessType: 'MA',
        country: made.country,
        ...(states[0] ? { state: states[0].stateID } : {}),
        shortDescription: 'Gearboxes, castings and pumps for process plants.',
      },
    });
    expect(created.status).toBe(201);
    if (!made.verified) continue;
    // Verification is for members: bought with the sandbox's test card, requested, approved by an administrator.
    const businessID = (created.body.data as { businessID: string }).businessID;
    const bought = await callApi(page, '/subscription/subscribe', {
      method: 'POST',
      body: { businessID, planId: 'gold', paymentMethod: 'pm_card_visa', email: 'owner@example.test' },
    });
    expect(bought.status).toBe(200);
    const requestID = await requestVerification(page, businessID, `DE${n}81234567`);
    const approved = await callApi(admin, `/admin/verification-requests/${requestID}/approve`, {
      method: 'POST',
    });
    expect(approved.status).toBe(200);
  }
  await admin.close();
  await page.close();
});

test.describe('at 1280 px', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('a buyer narrows a search by country and verification, the counts follow, and Back undoes each choice', async ({
    page,
  }) => {
    const errors = collectConsoleErrors(page);
    await page.goto(`/search-result?business=MA&countries=global&search=${TOKEN}`);
    await expect(heading(page)).toHaveText(`5 Results for ${TOKEN}`);
    // From 992 px the facets are a column beside the results, open without a click.
    await expect(facetValue(page, 'Country', /^🇫🇷 France: 3 results$/)).toBeVisible();
    await expect(facetValue(page, 'Country', /^🇩🇪 Germany: 2 results$/)).toBeVisible();
    await expect(facetValue(page, 'Verification', /^Verified: 2 results$/)).toBeVisible();
    await expect(facetValue(page, 'Verification', /^Not verified: 3 results$/)).toBeVisible();

    await facetValue(page, 'Country', /Germany/).click();
    await expect(page).toHaveURL(/[?&]countries=DE(&|$)/);
    await expect(heading(page)).toHaveText(`2 Results for ${TOKEN}`);
    // The country keeps its alternative's count; verification now counts Germany's.
    await expect(facetValue(page, 'Country', /^🇫🇷 France: 3 results$/)).toBeVisible();
    await expect(facetValue(page, 'Verification', /^Verified: 1 result$/)).toBeVisible();
    await expect(facetValue(page, 'Verification', /^Not verified: 1 result$/)).toBeVisible();
    // The country list above the results says it too.
    await expect(page.getByRole('main').getByLabel('Country')).toHaveValue('DE');

    await facetValue(page, 'Verification', /^Verified/).click();
    await expect(page).toHaveURL(/[?&]verified=1(&|$)/);
    await expect(heading(page)).toHaveText(`1 Result for ${TOKEN}`);
    await expect(results(page)).toHaveCount(1);
    await expect(results(page).getByRole('heading', { level: 2 })).toHaveText(`${TOKEN} Gearworks`);
    // Among verified manufacturers, France has one too; the chosen ones are listed above the results.
    await expect(facetValue(page, 'Country', /^🇫🇷 France: 1 result$/)).toBeVisible();
    await expect(facetValue(page, 'Verification', /^Verified, chosen: 1 result/)).toHaveAttribute(
      'aria-current',
      'true',
    );
    const chosen = page.getByRole('list', { name: 'Chosen filters' });
    await expect(chosen.getByRole('link', { name: 'Remove filter Verified' })).toBeVisible();

    // Back undoes the last choice, then the one before.
    await page.goBack();
    await expect(heading(page)).toHaveText(`2 Results for ${TOKEN}`);
    await expect(page).not.toHaveURL(/verified=/);
    await expect(facetValue(page, 'Verification', /^Verified: 1 result$/)).toBeVisible();
    await page.goBack();
    await expect(heading(page)).toHaveText(`5 Results for ${TOKEN}`);
    await expect(page).toHaveURL(/[?&]countries=global(&|$)/);
    await expect(facetValue(page, 'Country', /^🇩🇪 Germany: 2 results$/)).toBeVisible();
    expect(errors).toEqual([]);
  });

  test('a shared address with filters opens filtered, rendered by the server', async ({ page, request }) => {
    const address = `/search-result?business=MA&countries=FR&search=${TOKEN}&verified=0`;
    const html = await (await request.get(address)).text();
    expect(html).toContain(`${TOKEN} Valves`);
    expect(html).not.toContain(`${TOKEN} Pumps</`);
    await page.goto(address);
    await expect(heading(page)).toHaveText(`2 Results for ${TOKEN}`);
    await expect(facetValue(page, 'Verification', /^Not verified, chosen: 2 results/)).toBeVisible();
    // Dropping the filter from its chip goes back to every French manufacturer.
    await page
      .getByRole('list', { name: 'Chosen filters' })
      .getByRole('link', { name: 'Remove filter Not verified' })
      .click();
    await expect(heading(page)).toHaveText(`3 Results for ${TOKEN}`);
  });
});

test.describe('at 375 px', () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test('the facets are a collapsed Filters panel that opens with a tap', async ({ page }) => {
    await page.goto(`/search-result?business=MA&countries=global&search=${TOKEN}`);
    await expect(heading(page)).toHaveText(`5 Results for ${TOKEN}`);
    await waitForHydration(page);
    const germany = facetValue(page, 'Country', /^🇩🇪 Germany: 2 results$/);
    await expect(germany).toBeHidden();
    await page.getByText('Filters', { exact: true }).click();
    await expect(germany).toBeVisible();
    await germany.click();
    await expect(heading(page)).toHaveText(`2 Results for ${TOKEN}`);
    // The panel stays open for the next choice.
    await expect(facetValue(page, 'Verification', /^Verified: 1 result$/)).toBeVisible();
  });
});
