import { expect, test } from '@playwright/test';
import businessEditor from '../src/locales/es/businessEditor.json' with { type: 'json' };
import {
  collectConsoleErrors,
  createBusiness,
  createPlainProduct,
  randomWord,
  signIn,
  waitForHydration,
} from './support.ts';

test.use({ viewport: { width: 1280, height: 900 } });

/** A word no other data holds: the searches below find this test's supplier alone. */
const TOKEN = randomWord('Refdata');
const COMPANY = `${TOKEN} Robotics`;
const PRODUCT = `${TOKEN} welding arm`;

test('industries, a business, its product and the search name their categories in Chinese', async ({
  page,
}) => {
  test.slow();
  // The support's business and product are in the first reference category: Automation › Industrial Robots.
  await signIn(page, '/');
  const { businessID, industry } = await createBusiness(page, COMPANY);
  expect([industry.name, industry.categories[0]!.name]).toEqual(['Automation', 'Industrial Robots']);
  const productID = await createPlainProduct(page, businessID, industry, PRODUCT);
  // The server renders in the address's language, so the browser hydrates the same names (React reports a mismatch).
  const errors = collectConsoleErrors(page);

  await page.goto('/zh/industries');
  const automation = page.getByRole('main').getByRole('region', { name: '自动化' });
  await expect(automation.getByRole('link', { name: '工业机器人' })).toBeVisible();
  await expect(automation).toContainText('探索自动化');
  await expect(page.getByRole('main')).not.toContainText('Industrial Robots');
  // The sidebar's flyout loads the industry's categories in the page's language too (once the app has hydrated).
  const sidebar = page.getByRole('navigation', { name: '所有类目' });
  const flyout = page.getByRole('group', { name: '自动化类目' });
  await expect(async () => {
    await page.mouse.move(0, 0);
    await sidebar.getByRole('link', { name: '自动化', exact: true }).hover();
    await expect(flyout).toBeVisible({ timeout: 1000 });
  }).toPass({ timeout: 20_000 });
  await expect(flyout.getByRole('link', { name: '工业机器人' })).toBeVisible();

  await page.goto(`/zh/search-result?business=MA&countries=global&search=${encodeURIComponent(TOKEN)}`);
  await page.getByRole('link', { name: COMPANY, exact: true }).first().click();
  await expect(page).toHaveURL(/\/zh\/business\//);
  await expect(page.getByRole('main')).toContainText('工业机器人');
  await expect(page.getByRole('main')).not.toContainText('Industrial Robots');

  await page.goto(`/zh/business-product/${productID}`);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(PRODUCT);
  await expect(page.getByRole('main')).toContainText('工业机器人');
  const jsonLd = await page.locator('script[type="application/ld+json"]').first().textContent();
  expect(jsonLd).toContain('自动化 > 工业机器人');

  // A product card of the search names its industry and category in Chinese.
  await page.goto(`/zh/search-result?business=PR&countries=global&search=${encodeURIComponent(TOKEN)}`);
  await expect(page.getByRole('main').getByText(/自动化 \| 工业机器人/)).toBeVisible();

  // A category's link in Chinese searches its Chinese name, which finds what the English name finds.
  await page.goto(
    `/zh/search-result?business=MA&countries=global&search=${encodeURIComponent('工业机器人')}`,
  );
  await expect(page.getByRole('link', { name: COMPANY, exact: true }).first()).toBeVisible();
  await waitForHydration(page);
  expect(errors).toEqual([]);
});

test('the business create form picks the industry and category in Spanish', async ({ page }) => {
  await signIn(page, '/es/business/create');
  await waitForHydration(page);
  const form = page.getByRole('form', { name: businessEditor.create.title });
  const industry = form.getByLabel(businessEditor.categories.industry, { exact: true });
  await expect(industry.getByRole('option', { name: 'Automatización' })).toBeAttached();
  await expect(industry.getByRole('option', { name: 'Automation' })).toHaveCount(0);
  await industry.selectOption({ label: 'Automatización' });
  const category = form.getByLabel(businessEditor.categories.category, { exact: true });
  await category.selectOption({ label: 'Robots industriales' });
  await form.getByRole('button', { name: businessEditor.categories.add }).click();
  await expect(
    form.getByRole('list', { name: businessEditor.categories.chosen }).getByRole('listitem'),
  ).toContainText('Automatización › Robots industriales');
});
