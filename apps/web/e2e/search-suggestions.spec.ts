import { expect, test, type Locator, type Page } from '@playwright/test';
import {
  callApi,
  collectConsoleErrors,
  createBusiness,
  createPlainProduct,
  randomWord,
  seriousViolations,
  signIn,
  waitForHydration,
  type TreeIndustry,
} from './support.ts';

/** The search bar's text box in `scope` (the header, or the home page's hero). */
const searchBox = (scope: Page | Locator) =>
  scope.getByRole('search').getByLabel('Search companies and products');

/** A product carrying the part number GV-9450 under a name no other data holds, made by a supplier of its own. */
async function valveOnSale(page: Page) {
  await signIn(page, '/industries');
  const { businessID, industry } = await createBusiness(page, `${randomWord('Qorvane')} Flow Control`);
  const name = `${randomWord('Valvo')} Globe Valve GV-9450`;
  await createPlainProduct(page, businessID, industry, name);
  return name;
}

/** Presses Down until the highlighted suggestion is the one named, as a person watching the list does. */
async function arrowTo(box: Locator, listbox: Locator, name: string) {
  const highlighted = listbox.locator('[role="option"][aria-selected="true"]');
  for (let n = 0; n < 8; n += 1) {
    await box.press('ArrowDown');
    await expect(highlighted).toHaveCount(1);
    if ((await highlighted.textContent())?.includes(name)) break;
  }
  await expect(highlighted).toContainText(name);
  // The text box keeps the focus and names the highlighted option.
  await expect(box).toBeFocused();
  await expect(box).toHaveAttribute('aria-activedescendant', (await highlighted.getAttribute('id'))!);
}

test.describe('search suggestions', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('a buyer types a part number in the header, picks it with the keyboard and finds the product', async ({
    page,
    browser,
  }) => {
    // A supplier signs in and lists the product first: 20 s on a busy machine.
    test.slow();
    const product = await valveOnSale(page);
    const buyer = await (await browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage();
    const errors = collectConsoleErrors(buyer);
    await buyer.goto('/industries');
    await waitForHydration(buyer);
    const box = searchBox(buyer.getByRole('banner'));
    await box.click();
    await box.pressSequentially('gv94');
    await expect(box).toHaveAttribute('role', 'combobox');
    const listbox = buyer.getByRole('listbox', { name: 'Suggestions' });
    await expect(listbox).toBeVisible();
    await expect(box).toHaveAttribute('aria-expanded', 'true');
    await expect(box).toHaveAttribute('aria-controls', (await listbox.getAttribute('id'))!);
    const option = listbox.getByRole('option', { name: /^GV-9450/ });
    await expect(option).toContainText('Part number');
    expect(await listbox.getByRole('option').count()).toBeLessThanOrEqual(8);
    expect(await seriousViolations(buyer)).toEqual([]);

    // Escape closes the list and keeps the text; typing opens it again.
    await box.press('Escape');
    await expect(listbox).toBeHidden();
    await expect(box).toHaveAttribute('aria-expanded', 'false');
    await expect(box).toHaveValue('gv94');
    await box.press('5');
    await expect(listbox.getByRole('option', { name: /^GV-9450/ })).toBeVisible();

    await arrowTo(box, listbox, 'GV-9450');
    await box.press('Enter');
    await expect(buyer).toHaveURL('/search-result?business=PR&countries=global&search=GV-9450');
    await expect(buyer.getByRole('main').getByText(product, { exact: true }).first()).toBeVisible();
    await expect(box).toHaveValue('GV-9450');
    expect(errors).toEqual([]);
  });

  test('from the home page hero: a company by the keyboard, a category in Spanish by the mouse', async ({
    page,
  }) => {
    test.slow();
    await signIn(page, '/industries');
    const companyName = `${randomWord('Zentrovia')} Machinery`;
    const { businessID } = await createBusiness(page, companyName);
    const spanishTree = (await callApi(page, '/catsys/industry/full-tree?lang=es')).body
      .data as TreeIndustry[];
    const englishTree = (await callApi(page, '/catsys/industry/full-tree')).body.data as TreeIndustry[];
    const pumpsID = englishTree
      .find((i) => i.name === 'Industrial Technology')!
      .categories.find((c) => c.name === 'Pumps')!.id;
    const bombas = spanishTree.flatMap((i) => i.categories).find((c) => c.id === pumpsID)!.name;

    await page.goto('/');
    await waitForHydration(page);
    const hero = page.getByRole('region').filter({ has: page.getByRole('search') });
    const box = searchBox(hero);
    await box.click();
    await box.pressSequentially(companyName.slice(0, 12));
    const listbox = page.getByRole('listbox', { name: 'Suggestions' });
    await expect(listbox.getByRole('option', { name: new RegExp(companyName) })).toContainText('Company');
    await arrowTo(box, listbox, companyName);
    await box.press('Enter');
    await expect(page).toHaveURL(new RegExp(`/business/.*${businessID}`));
    await expect(page.getByRole('heading', { level: 1 })).toContainText(companyName);

    await page.goto('/es');
    await waitForHydration(page);
    // Named in Spanish; a searchbox until it becomes the combobox.
    const spanishBox = page.getByRole('search').locator('input[name="search"]');
    await spanishBox.click();
    await spanishBox.pressSequentially(bombas.slice(0, 5).toLowerCase());
    const sugerencias = page.getByRole('listbox', { name: 'Sugerencias' });
    const category = sugerencias.getByRole('option', { name: new RegExp(`^${bombas} Categoría`) });
    await expect(category).toContainText('Categoría');
    expect(await seriousViolations(page)).toEqual([]);
    await category.click();
    await expect(page).toHaveURL(
      `/es/search-result?business=MA&countries=global&search=${encodeURIComponent(bombas)}`,
    );
    await expect(page.getByRole('heading', { level: 1 })).toContainText(bombas);
  });

  test('Enter with no suggestion highlighted searches the text as typed and closes the list', async ({
    page,
  }) => {
    await page.goto('/industries');
    await waitForHydration(page);
    const box = searchBox(page.getByRole('banner'));
    await box.click();
    await box.pressSequentially('pumps');
    const listbox = page.getByRole('listbox', { name: 'Suggestions' });
    await expect(listbox.getByRole('option', { name: /^Pumps/ })).toBeVisible();
    await box.press('Enter');
    await expect(page).toHaveURL('/search-result?business=MA&countries=global&search=pumps');
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Results for pumps');
    await expect(listbox).toBeHidden();
  });

  test('nothing of the suggestions is fetched until the text box is focused', async ({ page }) => {
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(request.url());
    });
    await page.goto('/industries', { waitUntil: 'networkidle' });
    expect(scripts.some((url) => /search-suggestions/.test(url))).toBe(false);
    const box = searchBox(page.getByRole('banner'));
    await box.focus();
    await expect(box).toHaveAttribute('role', 'combobox');
    expect(scripts.some((url) => /search-suggestions/.test(url))).toBe(true);
  });
});
