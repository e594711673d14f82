import { BREAKPOINTS } from '@b2b/contracts';
import { test } from '@playwright/test';

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
