import { expect, test } from '@playwright/test';
import { fillProfile, seriousViolations, signIn } from './support.ts';

for (const viewport of [
  { width: 1280, height: 900 },
  { width: 375, height: 740 },
]) {
  test.describe(`accessibility at ${viewport.width} px`, () => {
    test.use({ viewport });

    for (const path of [
      '/',
      '/industries',
      '/search-result?business=DI&countries=CN&search=pumps',
      '/membership-gold',
      '/about-us',
      '/why-b2bindustrial',
      '/our-network',
      '/contact-us',
    ]) {
      test(`${path} has no serious or critical axe violations`, async ({ page }) => {
        // The industries page carries every category link, which axe takes a while to check.
        test.slow();
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        expect(await seriousViolations(page)).toEqual([]);
      });
    }
  });
}

test.describe('accessibility of the open menus', () => {
  test('the mobile menu has no serious or critical axe violations', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await page.goto('/');
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });

  test('a skip link leads to the main content', async ({ page }) => {
    await page.goto('/industries');
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to content' });
    await expect(skip).toBeFocused();
    await expect(skip).toBeInViewport();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('main')).toBeFocused();
  });
});

test.describe('accessibility of the profile pages', () => {
  for (const viewport of [
    { width: 1280, height: 900 },
    { width: 375, height: 740 },
  ]) {
    test(`the profile editor and the public profile at ${viewport.width} px have no serious or critical axe violations`, async ({
      page,
    }) => {
      test.slow();
      await page.setViewportSize(viewport);
      const { userID } = await signIn(page, '/profile/edit');
      await fillProfile(page);
      await page.reload();
      await expect(page.getByRole('form', { name: 'Profile details' })).toBeVisible();
      await expect(page.getByLabel('City')).toHaveValue('Hamburg');
      expect(await seriousViolations(page)).toEqual([]);

      await page.goto(`/profile/${userID}`);
      await expect(page.getByRole('heading', { level: 1, name: 'Mei Chen' })).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
    });
  }
});

test.describe('accessibility of the search results', () => {
  for (const viewport of [
    { width: 1280, height: 900 },
    { width: 375, height: 740 },
  ]) {
    test(`business, product, user cards and the empty state at ${viewport.width} px have no serious or critical axe violations`, async ({
      page,
    }) => {
      test.slow();
      await page.setViewportSize(viewport);
      for (const business of ['MA', 'PR', 'UR']) {
        await page.goto(`/search-result?business=${business}&countries=global&search=`);
        await expect(page.getByRole('list', { name: 'Results' }).getByRole('article').first()).toBeVisible();
        expect(await seriousViolations(page)).toEqual([]);
      }
      await page.goto('/search-result?business=GO&countries=DE&search=zzqxwv');
      await expect(page.getByText('No results for “zzqxwv”')).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
    });
  }
});
