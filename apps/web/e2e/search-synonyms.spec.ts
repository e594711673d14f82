import { expect, test, type Page } from '@playwright/test';
import { signInAsAdministrator } from './administration-fixtures.ts';
import { callApi, createBusiness } from './support.ts';

/** A word no demo data holds, new for each run. */
const word = (prefix: string) =>
  `${prefix}${Array.from({ length: 6 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join('')}`;

const results = (page: Page) => page.getByRole('list', { name: 'Results' }).getByRole('article');

test('an administrator adds a group of synonyms, a search for one term finds the other, and removing it undoes that', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const named = word('qx');
  const synonym = word('zk');
  await signInAsAdministrator(page);
  const { businessID, industry } = await createBusiness(page, `${named} Couplings`);
  const product = await callApi(page, '/product', {
    method: 'POST',
    body: {
      businessID,
      name: `${named} jaw coupling`,
      description: 'Flexible jaw coupling for pump and gearbox shafts.',
      industry: industry.id,
      category: industry.categories[0]!.id,
    },
  });
  expect(product.status).toBe(201);

  await page.goto(`/search-result?business=PR&countries=global&search=${synonym}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`0 Results for ${synonym}`);

  await page.goto('/admin');
  const section = page.getByRole('region', { name: 'Search synonyms' });
  await section.getByRole('textbox', { name: 'New group of synonyms' }).fill(`${named}, ${synonym}`);
  await section.getByRole('button', { name: 'Add' }).click();
  await expect(page.getByText('Synonyms saved')).toBeVisible();
  const group = section.getByRole('form', { name: `Synonyms: ${named}, ${synonym}` });
  await expect(group).toBeVisible();
  await expect(section.getByRole('textbox', { name: 'New group of synonyms' })).toHaveValue('');

  await page.goto(`/search-result?business=PR&countries=global&search=${synonym}`);
  await expect(results(page)).toHaveCount(1);
  await expect(results(page).getByRole('heading', { level: 2 })).toContainText(`${named} jaw coupling`);

  await page.goto('/admin');
  await group.getByRole('button', { name: 'Remove' }).click();
  await expect(page.getByText('Synonyms removed')).toBeVisible();
  await expect(group).toHaveCount(0);

  await page.goto(`/search-result?business=PR&countries=global&search=${synonym}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`0 Results for ${synonym}`);
});
