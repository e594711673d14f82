import { expect, test } from '@playwright/test';
import {
  collectConsoleErrors,
  INDUSTRY_NAMES,
  industrySearchHref,
  readPortal,
  waitForHydration,
} from './support.ts';

test.describe('home page', () => {
  test('shows the headline, the intro about going global, and the search in the hero instead of the header', async ({
    page,
  }) => {
    const errors = collectConsoleErrors(page);
    await page.goto('/');
    const portal = await readPortal(page);

    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      `Connect ${portal.demonym} businesses with buyers worldwide`,
    );
    const intro = page.locator('main p').filter({ hasText: 'B2B network' });
    await expect(intro).toContainText(`${portal.brandName} ${portal.countryName}`);
    await expect(intro).toContainText(`${portal.demonym} manufacturers`);
    await expect(intro).toContainText('start exporting');
    await expect(page).toHaveTitle(
      `${portal.brandName} ${portal.countryName} | ${portal.demonym} Manufacturers, Suppliers and Exporters`,
    );
    await expect(page.getByRole('banner').getByRole('search')).toHaveCount(0);
    await expect(page.getByRole('search')).toHaveCount(1);
    // Hydration must neither warn nor change what the server drew.
    expect(errors).toEqual([]);
  });

  test('a buyer searches from the hero: business type, country and keyword, as the header bar does', async ({
    page,
  }) => {
    await page.goto('/');
    await waitForHydration(page);
    const hero = page.getByRole('region', { name: /^Connect / });
    const search = hero.getByRole('search');
    await search.getByLabel('Business type').selectOption('DI');
    await search.getByLabel('Country').focus();
    await search.getByLabel('Country').selectOption('CN');
    await search.getByPlaceholder('Search companies and products', { exact: true }).fill('ball valve');
    await search.getByRole('button', { name: 'Search' }).click();
    await expect(page).toHaveURL('/search-result?business=DI&countries=CN&search=ball%20valve');
    await expect(page.getByRole('heading', { level: 1 })).toContainText('ball valve');
  });

  test('Register Now and Go Global goes to the account service with the current address as continue', async ({
    page,
  }) => {
    await page.goto('/');
    const portal = await readPortal(page);
    const register = page.getByRole('link', { name: 'Register Now and Go Global' });
    await expect(register).toHaveAttribute(
      'href',
      `${portal.authUrl}/register?continue=${encodeURIComponent(`${portal.publicUrl}/`)}`,
    );
  });

  test('has the fifteen industry cards, 0001 to 0015, with icon, description, button and categories', async ({
    page,
  }) => {
    await page.goto('/');
    const cards = page.locator('article[data-industry-key]');
    await expect(cards).toHaveCount(15);
    const keys = await cards.evaluateAll((nodes) => nodes.map((n) => n.getAttribute('data-industry-key')));
    expect(keys).toEqual(Array.from({ length: 15 }, (_, i) => String(i + 1).padStart(4, '0')));
    await expect(cards.getByRole('heading', { level: 3, includeHidden: true })).toHaveText(INDUSTRY_NAMES);

    const automation = cards.first();
    await expect(automation.locator('svg').first()).toBeVisible();
    await expect(automation.locator('p').first()).toContainText('Industrial robots');
    const button = automation.getByRole('link', { name: 'Explore Automation' });
    await expect(button).toHaveAttribute('href', industrySearchHref('Automation'));
  });

  test('every link of every card searches manufacturers worldwide for its industry, category or subcategory', async ({
    page,
  }) => {
    // Fifteen cards opened one after the other, each loading its categories.
    test.slow();
    await page.goto('/');
    await page.locator('details[data-view-more-panel] > summary').click();
    const cards = page.locator('article[data-industry-key]');
    for (const [index, name] of INDUSTRY_NAMES.entries()) {
      const card = cards.nth(index);
      // A card's later categories load when it first opens.
      await card.getByText('View more').click();
      await expect(card.locator(':scope > details > ul > li').first()).toBeVisible();
      const links = await card
        .locator('a')
        .evaluateAll((nodes) =>
          nodes.map((a) => ({ text: a.textContent ?? '', href: a.getAttribute('href') })),
        );
      expect(links.length).toBeGreaterThan(10);
      // The first link is the card's button: its text is the call to action, its search the industry's name.
      expect(links[0]?.href).toBe(industrySearchHref(name));
      for (const link of links.slice(1)) expect(link.href).toBe(industrySearchHref(link.text));
    }
  });

  test('a card shows three categories and toggles the rest, loaded when it first opens, with View more and View less', async ({
    page,
  }) => {
    await page.goto('/');
    const card = page.locator('article[data-industry-key="0001"]');
    const categories = card.locator(':scope > ul > li, :scope > details > ul > li');
    await expect(categories).toHaveCount(3);
    await expect(categories.nth(2)).toBeVisible();

    await card.getByText('View more').click();
    await expect(card.getByText('View less')).toBeVisible();
    await expect(card.getByText('View more')).toBeHidden();
    await expect(categories).toHaveCount(10);
    await expect(categories.nth(3)).toBeVisible();
    await expect(categories.nth(9)).toBeVisible();

    await card.getByText('View less').click();
    await expect(card.getByText('View more')).toBeVisible();
    await expect(categories.nth(3)).toBeHidden();
  });

  test('the view-more panel below the cards toggles the remaining industries', async ({ page }) => {
    await page.goto('/');
    const panel = page.locator('details[data-view-more-panel]');
    const toggle = panel.locator(':scope > summary');
    const apparel = page.locator('article[data-industry-key="0007"]');
    await expect(page.locator('article[data-industry-key="0006"]')).toBeVisible();
    await expect(apparel).toBeHidden();
    await expect(toggle).toHaveText('View more', { useInnerText: true });

    await toggle.click();
    await expect(toggle).toHaveText('View less', { useInnerText: true });
    await expect(apparel).toBeVisible();
    await expect(page.locator('article[data-industry-key="0015"]')).toBeVisible();

    await toggle.click();
    await expect(toggle).toHaveText('View more', { useInnerText: true });
    await expect(apparel).toBeHidden();
  });
});
