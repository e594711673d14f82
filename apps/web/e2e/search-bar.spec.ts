import { BUSINESS_TYPES } from '@b2b/contracts';
import { expect, test, type Page } from '@playwright/test';
import { collectConsoleErrors, waitForHydration } from './support.ts';

const bar = (page: Page) => {
  const form = page.getByRole('search');
  return {
    form,
    business: form.getByLabel('Business type'),
    country: form.getByLabel('Country'),
    text: form.getByPlaceholder('Search companies and products', { exact: true }),
    submit: form.getByRole('button', { name: 'Search' }),
  };
};

test.describe('header search bar', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('offers the eleven business types and Global plus every country, with the defaults selected', async ({
    page,
    request,
  }) => {
    await page.goto('/industries');
    const { business, country, text } = bar(page);
    await expect(business.locator('option')).toHaveText(BUSINESS_TYPES.map((t) => t.businessTypeName));
    const codes = await business
      .locator('option')
      .evaluateAll((options) => options.map((o) => (o as HTMLOptionElement).value));
    expect(codes).toEqual(BUSINESS_TYPES.map((t) => t.code));
    await expect(business).toHaveValue('MA');

    // The page carries the chosen country only; once the page is interactive the list fills when the field is
    // pointed at or focused.
    await expect(country.locator('option')).toHaveText(['Global']);
    await waitForHydration(page);
    await country.focus();
    const countries = ((await (await request.get('/api/ref-data/country')).json()) as { data: unknown[] })
      .data;
    await expect(country.locator('option')).toHaveCount(countries.length + 1);
    await expect(country.locator('option').first()).toHaveText('Global');
    await expect(country).toHaveValue('global');
    await expect(country.locator('option[value="CN"]')).toHaveText('🇨🇳 China');
    await expect(text).toHaveValue('');
  });

  test('what a person chose and typed before the page came to life is kept and searched', async ({
    page,
  }) => {
    // The page's scripts wait until the person has chosen, as on a slow connection.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\.js(\?|$)/, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/industries', { waitUntil: 'commit' });
    const { business, text } = bar(page);
    await business.selectOption('IM');
    await text.fill('ball valves');
    release();
    await waitForHydration(page);
    await expect(business).toHaveValue('IM');
    await expect(text).toHaveValue('ball valves');
    await text.press('Enter');
    await expect(page).toHaveURL('/search-result?business=IM&countries=global&search=ball%20valves');
  });

  test('Enter and the search button open the search route; the bar follows the address, back and forward', async ({
    page,
  }) => {
    await page.goto('/industries');
    const { business, country, text, submit } = bar(page);

    await business.selectOption('DI');
    // As a person's pointer does before choosing: the list fills when the field is pointed at.
    await country.hover();
    await country.selectOption('CN');
    await text.fill('steel pipes & valves');
    await text.press('Enter');
    await expect(page).toHaveURL(
      '/search-result?business=DI&countries=CN&search=steel%20pipes%20%26%20valves',
    );
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Results for steel pipes & valves');
    await expect(page.getByRole('main')).toContainText('Distributors');
    await expect(page.getByRole('main')).toContainText('China');
    await expect(business).toHaveValue('DI');
    await expect(country).toHaveValue('CN');
    await expect(text).toHaveValue('steel pipes & valves');

    await business.selectOption('EX');
    await country.selectOption('global');
    await text.fill('solar panels');
    await submit.click();
    await expect(page).toHaveURL('/search-result?business=EX&countries=global&search=solar%20panels');
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Results for solar panels');

    await page.goBack();
    await expect(page).toHaveURL(
      '/search-result?business=DI&countries=CN&search=steel%20pipes%20%26%20valves',
    );
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Results for steel pipes & valves');
    await expect(business).toHaveValue('DI');
    await expect(country).toHaveValue('CN');
    await expect(text).toHaveValue('steel pipes & valves');

    await page.goBack();
    await expect(page).toHaveURL('/industries');
    await expect(business).toHaveValue('MA');
    await expect(country).toHaveValue('global');
    await expect(text).toHaveValue('');

    await page.goForward();
    await expect(page).toHaveURL(/search=steel%20pipes%20%26%20valves$/);
    await expect(text).toHaveValue('steel pipes & valves');
  });

  test('a search address loaded directly fills the bar on the server-rendered page', async ({ page }) => {
    const errors = collectConsoleErrors(page);
    await page.goto('/search-result?business=CO&countries=DE&search=ISO%209001%20audits');
    const { business, country, text } = bar(page);
    await expect(business).toHaveValue('CO');
    await expect(country).toHaveValue('DE');
    await expect(text).toHaveValue('ISO 9001 audits');
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Results for ISO 9001 audits');
    await expect(page.getByRole('main')).toContainText('Consultants');
    await expect(page.getByRole('main')).toContainText('Germany');
    expect(errors).toEqual([]);
  });
});
