import { BREAKPOINTS } from '@b2b/contracts';
import { expect, test } from '@playwright/test';
import { fillProfile, makePng, signIn } from './support.ts';

/** Full-page pictures for a person to review; the config runs this file only when SCREENSHOT_DIR is set. */
const directory = process.env.SCREENSHOT_DIR ?? '';
const PAGES = [
  { name: 'home', path: '/' },
  { name: 'industries', path: '/industries' },
  {
    name: 'search-result',
    path: '/search-result?business=DI&countries=CN&search=steel%20pipes%20%26%20valves',
  },
];
const WIDTHS = [375, BREAKPOINTS.sm, BREAKPOINTS.md, 1280];

test.describe('screenshots for review', () => {
  for (const width of WIDTHS) {
    for (const { name, path } of PAGES) {
      test(`${name} at ${width} px`, async ({ page }) => {
        await page.setViewportSize({ width, height: 900 });
        await page.goto(path);
        await page.screenshot({ path: `${directory}/${name}-${width}.png`, fullPage: true });
      });
    }
  }
});

test.describe('screenshots of the profile pages', () => {
  for (const width of WIDTHS) {
    test(`profile, profile editor and public profile at ${width} px`, async ({ page }) => {
      test.slow();
      await page.setViewportSize({ width, height: 900 });
      const { userID } = await signIn(page, '/profile/edit');
      await fillProfile(page);
      await page.reload();
      await page.getByLabel('Change profile photo').setInputFiles({
        name: 'me.png',
        mimeType: 'image/png',
        buffer: await makePng(page),
      });
      await expect(page.getByRole('img', { name: 'Profile photo of Mei Chen' })).not.toHaveAttribute(
        'src',
        '/images/default-profile.svg',
      );
      await page.getByLabel('Change cover photo').setInputFiles({
        name: 'cover.png',
        mimeType: 'image/png',
        buffer: await makePng(page, 1200, 300),
      });
      // Both pictures now come from the file host: the photo and the cover.
      await expect(page.locator('img[src*="/files/"]')).toHaveCount(2);
      await page.screenshot({ path: `${directory}/profile-edit-${width}.png`, fullPage: true });
      await page.goto('/profile');
      await expect(page.getByRole('heading', { level: 1, name: 'Mei Chen' })).toBeVisible();
      await page.screenshot({ path: `${directory}/profile-${width}.png`, fullPage: true });
      await page.goto(`/profile/${userID}`);
      await expect(page.getByRole('heading', { level: 1, name: 'Mei Chen' })).toBeVisible();
      await page.screenshot({ path: `${directory}/profile-public-${width}.png`, fullPage: true });
    });
  }
});
