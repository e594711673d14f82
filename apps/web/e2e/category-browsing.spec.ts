import { expect, test, type Page } from '@playwright/test';
import { callApi, newAccount, signIn, type TreeIndustry } from './support.ts';

/** A word no demo data holds, new for each run: the product's name is found by it alone. */
const TOKEN = `Qv${Array.from({ length: 6 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join('')}`;
/** A country the demo data never uses, so the only product there is this file's. */
const COUNTRY = 'IS';

const heading = (page: Page) => page.getByRole('heading', { level: 1 });
const results = (page: Page) => page.getByRole('list', { name: 'Results' }).getByRole('article');

test.beforeAll(async ({ browser }) => {
  test.setTimeout(120_000);
  const page = await browser.newPage();
  await signIn(page, '/', newAccount('Sigrun', TOKEN));
  // The tree with each category's subcategories, which the shared `TreeIndustry` leaves out.
  const tree = (await callApi(page, '/catsys/industry/full-tree')).body.data as (TreeIndustry & {
    categories: { id: string; name: string; subCategories: { id: string; name: string }[] }[];
  })[];
  const energy = tree.find((industry) => industry.name === 'Energy')!;
  const oilAndGas = energy.categories.find((category) => category.name === 'Oil & Gas Equipment')!;
  const drillBits = oilAndGas.subCategories.find((sub) => sub.name === 'Drill Bits')!;
  const states = (await callApi(page, `/ref-data/country/${COUNTRY}/state`)).body.data as {
    stateID: string;
  }[];
  const business = await callApi(page, '/business/profile/create', {
    method: 'POST',
    body: {
      companyName: `${TOKEN} Drilling`,
      categories: [`${energy.id}.${oilAndGas.id}`],
      businessType: 'MA',
      country: COUNTRY,
      ...(states[0] ? { state: states[0].stateID } : {}),
      shortDescription: 'Tricone and PDC bits for onshore wells.',
    },
  });
  expect(business.status).toBe(201);
  const product = await callApi(page, '/product', {
    method: 'POST',
    body: {
      businessID: (business.body.data as { businessID: string }).businessID,
      name: `${TOKEN} tricone bit`,
      description: 'Sealed bearing tricone bit for soft to medium formations.',
      industry: energy.id,
      category: oilAndGas.id,
      subCategory: drillBits.id,
    },
  });
  expect(product.status).toBe(201);
  await page.close();
});

test('a subcategory without products shows its category’s, and says so, in the page’s language', async ({
  page,
}) => {
  await page.goto(`/search-result?business=PR&countries=${COUNTRY}&search=Blowout%20Preventers`);
  await expect(heading(page)).toHaveText('1 Result for Blowout Preventers');
  await expect(
    page.getByText('Nothing in Blowout Preventers yet. Showing Oil & Gas Equipment instead.'),
  ).toBeVisible();
  await expect(results(page)).toHaveCount(1);
  await expect(results(page).getByRole('heading', { level: 2 })).toContainText(`${TOKEN} tricone bit`);

  // The subcategory itself finds its product, with nothing to explain.
  await page.goto(`/search-result?business=PR&countries=${COUNTRY}&search=Drill%20Bits`);
  await expect(heading(page)).toHaveText('1 Result for Drill Bits');
  await expect(page.getByText(/^Nothing in /)).toHaveCount(0);

  await page.goto(`/es/search-result?business=PR&countries=${COUNTRY}&search=Blowout%20Preventers`);
  await expect(page.getByText(/^Todavía no hay nada en .+\. Se muestra .+\.$/)).toBeVisible();
  await expect(page.getByText('Blowout Preventers', { exact: true })).toHaveCount(0);
});
