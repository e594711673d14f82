import { LIMITS } from '@b2b/contracts';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { collectConsoleErrors, INDUSTRY_NAMES, industrySearchHref } from './support.ts';

const sidebar = (page: Page) => page.getByRole('navigation', { name: 'All Categories' });
const categoryLinks = (page: Page) => sidebar(page).locator(':scope > ul > li > a');
const flyout = (page: Page, industry: string) => page.getByRole('group', { name: `${industry} categories` });

/**
 * Hovers `link` until `opened` shows: a hover over the server's HTML before the app hydrates opens nothing, and a person
 * then moves the mouse off and back.
 */
async function openByHover(page: Page, link: Locator, opened: Locator) {
  await expect(async () => {
    await page.mouse.move(0, 0);
    await link.hover();
    await expect(opened).toBeVisible({ timeout: 1000 });
  }).toPass({ timeout: 20_000 });
}

test.describe('left sidebar of categories', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('lists the fifteen categories, each searching manufacturers worldwide, with View More and All Categories', async ({
    page,
  }) => {
    const errors = collectConsoleErrors(page);
    await page.goto('/');
    await expect(categoryLinks(page)).toHaveText(INDUSTRY_NAMES);
    for (const [index, name] of INDUSTRY_NAMES.entries()) {
      await expect(categoryLinks(page).nth(index)).toHaveAttribute('href', industrySearchHref(name));
    }
    await expect(sidebar(page).getByRole('link', { name: 'All Categories' })).toHaveAttribute(
      'href',
      '/industries',
    );
    const viewMore = sidebar(page).getByRole('link', { name: 'View More' });
    await expect(viewMore).toHaveAttribute('href', '/industries');
    await viewMore.click();
    await expect(page).toHaveURL('/industries');
    await expect(sidebar(page)).toBeVisible();
    expect(errors).toEqual([]);
  });

  test('hovering a category opens a flyout of at most 6 groups of 6 items; leaving closes it', async ({
    page,
  }) => {
    await page.goto('/');
    await expect(flyout(page, 'Automation')).toHaveCount(0);

    const automation = flyout(page, 'Automation');
    await openByHover(page, categoryLinks(page).first(), automation);
    const groups = await automation.locator(':scope > ul > li').evaluateAll((nodes) =>
      nodes.map((group) => ({
        title: group.querySelector(':scope > a')?.textContent ?? '',
        titleHref: group.querySelector(':scope > a')?.getAttribute('href'),
        items: [...group.querySelectorAll(':scope > ul > li > a')].map((a) => ({
          text: a.textContent ?? '',
          href: a.getAttribute('href'),
        })),
      })),
    );
    // Automation has ten categories of up to seven subcategories; the flyout caps both.
    expect(groups).toHaveLength(LIMITS.flyoutGroups);
    expect(groups[0]?.items).toHaveLength(LIMITS.flyoutItems);
    for (const group of groups) {
      expect(group.titleHref).toBe(industrySearchHref(group.title));
      expect(group.items.length).toBeGreaterThan(0);
      expect(group.items.length).toBeLessThanOrEqual(LIMITS.flyoutItems);
      for (const item of group.items) expect(item.href).toBe(industrySearchHref(item.text));
    }

    await categoryLinks(page).nth(1).hover();
    await expect(flyout(page, 'Automation')).toHaveCount(0);
    await expect(flyout(page, 'Electronics & IT')).toBeVisible();

    await page.getByRole('banner').hover({ position: { x: 5, y: 5 } });
    await expect(flyout(page, 'Electronics & IT')).toHaveCount(0);
  });

  test('keyboard focus opens the flyout and Escape closes it', async ({ page }) => {
    await page.goto('/');
    // A focus that lands on the server's HTML before the app hydrates opens nothing: focus again, as a person would.
    await expect(async () => {
      await categoryLinks(page).nth(2).blur();
      await categoryLinks(page).nth(2).focus();
      await expect(flyout(page, 'Energy')).toBeVisible({ timeout: 1000 });
    }).toPass({ timeout: 20_000 });
    await expect(categoryLinks(page).nth(2)).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Escape');
    await expect(flyout(page, 'Energy')).toHaveCount(0);
  });

  test('clicking a flyout link closes it and opens the search for that name', async ({ page }) => {
    // Tall enough that the link needs no scrolling: a scroll under a resting pointer is a mouse-leave that closes the flyout.
    await page.setViewportSize({ width: 1280, height: 1100 });
    await page.goto('/');
    await page.waitForLoadState('networkidle');
    const item = flyout(page, 'Automation')
      .locator(':scope > ul > li')
      .first()
      .locator(':scope > ul a')
      .nth(1);
    // CI once saw the flyout close between the hover and the click on a loaded machine (a layout change under the
    // resting pointer); a person would point at the category again, so the test does too.
    let name = '';
    await expect(async () => {
      await categoryLinks(page).first().hover();
      name = (await item.textContent({ timeout: 2_000 })) ?? '';
      await item.click({ timeout: 2_000 });
    }).toPass();
    await expect(page).toHaveURL(industrySearchHref(name));
    const heading = page.getByRole('heading', { level: 1 });
    await expect(heading).toHaveText(/^\d+ Results? for /);
    await expect(heading).toContainText(`for ${name}`);
    await expect(page.getByRole('group', { name: 'Automation categories' })).toHaveCount(0);
  });

  test('is not shown inline under 992 px', async ({ page }) => {
    await page.setViewportSize({ width: 991, height: 900 });
    await page.goto('/industries');
    const hiddenSidebar = page.getByRole('navigation', { name: 'All Categories', includeHidden: true });
    await expect(hiddenSidebar).toHaveCount(1);
    await expect(hiddenSidebar).toBeHidden();
  });
});
