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

  test('a card shows three categories; View more opens every category with its subcategories, View less closes', async ({
    page,
  }) => {
    await page.goto('/');
    const card = page.locator('article[data-industry-key="0001"]');
    const summary = card.locator(':scope > ul > li');
    const tree = card.locator(':scope > details > ul > li');
    await expect(summary).toHaveCount(3);
    await expect(summary.nth(2)).toBeVisible();

    await card.getByText('View more').click();
    await expect(card.getByText('View less')).toBeVisible();
    await expect(card.getByText('View more')).toBeHidden();
    // The open card lists all ten categories, each with its subcategories, in place of the first three.
    await expect(tree).toHaveCount(10);
    await expect(summary.first()).toBeHidden();
    const robots = tree.first();
    await expect(robots.locator(':scope > a')).toHaveText('Industrial Robots');
    await expect(robots.getByRole('link', { name: 'SCARA Robots' })).toBeVisible();
    await expect(robots.getByRole('link', { name: 'SCARA Robots' })).toHaveAttribute(
      'href',
      industrySearchHref('SCARA Robots'),
    );
    await expect(tree.nth(9)).toBeVisible();

    await card.getByText('View less').click();
    await expect(card.getByText('View more')).toBeVisible();
    await expect(tree.first()).toBeHidden();
    await expect(summary.first()).toBeVisible();
  });

  test('an open card takes the whole row and the next cards fill the places beside the others, at every width', async ({
    page,
  }) => {
    for (const width of [375, 768, 992, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/');
      await waitForHydration(page);
      const grid = page.locator('section[aria-labelledby="industries-title"] > div').nth(1);
      const cards = grid.locator(':scope > article');
      const opened = page.locator('article[data-industry-key="0002"]');
      await opened.getByText('View more').click();
      await expect(opened.getByRole('link', { name: 'Capacitors' })).toBeVisible();

      const gridBox = (await grid.boundingBox())!;
      const openedBox = (await opened.boundingBox())!;
      expect(Math.abs(openedBox.width - gridBox.width), `open card's width at ${width} px`).toBeLessThan(2);
      // No cell of the grid stays empty beside a card: every row above and below the open card is full.
      const boxes = await cards.evaluateAll((nodes) =>
        nodes.map((node) => {
          const box = node.getBoundingClientRect();
          return { key: node.getAttribute('data-industry-key'), top: Math.round(box.top), right: box.right };
        }),
      );
      const rows = new Map<number, number>();
      for (const box of boxes) if (box.key !== '0002') rows.set(box.top, (rows.get(box.top) ?? 0) + 1);
      const columns = Math.round(gridBox.width / (await cards.first().boundingBox())!.width);
      const rowCounts = [...rows.entries()].sort(([a], [b]) => a - b).map(([, count]) => count);
      // Six cards, one of them open: the others fill whole rows, except at most the last.
      expect(
        rowCounts.slice(0, -1).every((count) => count === columns),
        `rows at ${width} px: ${rowCounts}`,
      ).toBe(true);
    }
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
