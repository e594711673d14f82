import { expect, test } from '@playwright/test';
import { waitForHydration } from './support.ts';

test.describe('unknown paths', () => {
  test('land on the home page', async ({ page }) => {
    const response = await page.goto('/does/not/exist');
    await expect(page).toHaveURL('/');
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('link', { name: 'Register Now and Go Global' })).toBeVisible();
  });

  test('reached by a client-side link, they also land on the home page', async ({ page }) => {
    await page.goto('/industries');
    await waitForHydration(page);
    await page.evaluate(() => {
      const link = document.createElement('a');
      link.href = '/no/such/page';
      link.textContent = 'stray link';
      document.querySelector('main')?.append(link);
    });
    await page.getByRole('link', { name: 'stray link' }).click();
    await expect(page).toHaveURL('/');
  });
});
