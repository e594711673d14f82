import { expect, test } from '@playwright/test';
import { INDUSTRY_NAMES, industrySearchHref, readPortal } from './support.ts';

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the home page arrives with its title and all fifteen industries', async ({ page }) => {
    await page.goto('/');
    const portal = await readPortal(page);
    await expect(page).toHaveTitle(
      `${portal.brandName} ${portal.countryName} | ${portal.demonym} Manufacturers, Suppliers and Exporters`,
    );
    const html = await page.content();
    for (const name of INDUSTRY_NAMES) {
      expect(html).toContain(name.replaceAll('&', '&amp;'));
      expect(html).toContain(`href="${industrySearchHref(name).replaceAll('&', '&amp;')}"`);
    }
    await expect(
      page.locator('article[data-industry-key]').getByRole('heading', { level: 3, includeHidden: true }),
    ).toHaveText(INDUSTRY_NAMES);
  });

  test('the View more toggles still work', async ({ page }) => {
    await page.goto('/');
    const panel = page.locator('details[data-view-more-panel]');
    await panel.locator(':scope > summary').click();
    await expect(page.locator('article[data-industry-key="0015"]')).toBeVisible();
    await expect(panel.locator(':scope > summary')).toHaveText('View less', { useInnerText: true });
  });

  test("a card's View more points to its industry on /industries, which lists every category", async ({
    page,
  }) => {
    await page.goto('/');
    const card = page.locator('article[data-industry-key="0001"]');
    await card.getByText('View more').click();
    await card.getByRole('link', { name: 'Every Automation category' }).click();
    await expect(page).toHaveURL(/\/industries#industry-0001$/);
    await expect(page.locator('#industry-0001').getByRole('heading', { level: 3 })).toHaveCount(10);
  });

  // The header's country list fills when it is opened, which takes JavaScript: without it the header searches every
  // country, and the results page's own country filter (listed in its HTML) narrows them.
  test('the header search bar still searches, and the results narrow to a country', async ({ page }) => {
    await page.goto('/industries');
    const form = page.getByRole('search');
    await form.getByLabel('Business type').selectOption('IM');
    await expect(form.getByLabel('Country')).toHaveValue('global');
    await form.getByPlaceholder('Search companies and products').fill('gear pumps & motors');
    await form.getByPlaceholder('Search companies and products').press('Enter');
    await expect(page).toHaveURL(
      /\/search-result\?business=IM&countries=global&search=gear(\+|%20)pumps(\+|%20)%26(\+|%20)motors$/,
    );
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Results for gear pumps & motors');

    await page.getByRole('main').getByLabel('Country').selectOption('CN');
    await page.getByRole('button', { name: 'Apply' }).click();
    await expect(page).toHaveURL(
      /\/search-result\?business=IM&countries=CN&search=gear(\+|%20)pumps(\+|%20)%26(\+|%20)motors$/,
    );
  });
});
