import { expect, test } from '@playwright/test';
import { collectConsoleErrors, INDUSTRY_NAMES, industrySearchHref } from './support.ts';

test.describe('the industries page', () => {
  test('lists every industry with its categories, and shows an industry’s product types on request', async ({
    page,
  }) => {
    const errors = collectConsoleErrors(page);
    await page.goto('/industries');
    const sections = page.locator('main section[id^="industry-"]');
    await expect(sections.getByRole('heading', { level: 2 })).toHaveText(INDUSTRY_NAMES);

    const energy = page.locator('section#industry-0003');
    const categories = energy.getByRole('heading', { level: 3 });
    await expect(categories).not.toHaveCount(0);
    for (const link of await categories.getByRole('link').all()) {
      await expect(link).toHaveAttribute('href', industrySearchHref((await link.textContent()) ?? ''));
    }
    // The subcategories are not part of the page until asked for.
    await expect(energy.locator('li li a')).toHaveCount(0);

    const toggle = energy.getByRole('button', { name: 'Show product types' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await toggle.click();
    const hide = energy.getByRole('button', { name: 'Hide product types' });
    await expect(hide).toHaveAttribute('aria-expanded', 'true');
    const types = energy.locator('li li a');
    await expect(types.first()).toBeVisible();
    for (const link of await types.all()) {
      await expect(link).toHaveAttribute('href', industrySearchHref((await link.textContent()) ?? ''));
    }
    // Only the industry asked for shows its product types.
    await expect(page.locator('section#industry-0001 li li a')).toHaveCount(0);

    await hide.click();
    await expect(energy.locator('li li a')).toHaveCount(0);
    await expect(energy.getByRole('button', { name: 'Show product types' })).toBeFocused();
    expect(errors).toEqual([]);
  });
});
