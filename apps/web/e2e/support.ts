import type { PortalConfig } from '@b2b/contracts';
import type { Page } from '@playwright/test';

/** The fifteen industries of the specification, in order (section 2 of 01-). */
export const INDUSTRY_NAMES = [
  'Automation',
  'Electronics & IT',
  'Energy',
  'Industrial Technology',
  'Machineries',
  'Power Transmission',
  'Apparel',
  'Baby World',
  'Beauty Care',
  'Fashion Accessories',
  'Food & Agriculture',
  'Furniture',
  'Health Care',
  'Home & Construction',
  'Business Services',
];

/** The search address every industry, category and subcategory link must have: the text URL-encoded, spaces as %20. */
export const industrySearchHref = (name: string) =>
  `/search-result?${new URLSearchParams({ business: 'MA', countries: 'global', search: name }).toString().replaceAll('+', '%20')}`;

/** The portal configuration the server embedded in the page. */
export async function readPortal(page: Page): Promise<PortalConfig> {
  const state = await page.locator('#app-state').textContent();
  return (JSON.parse(state ?? '{}') as { portal: PortalConfig }).portal;
}

/** Writes a session into browser storage the way the session hand-off does, then loads `path` with it. */
export async function signIn(page: Page, path: string) {
  await page.goto(path);
  await page.evaluate(() => {
    localStorage.setItem('token', 'e2e-access-token');
    localStorage.setItem('refreshToken', 'e2e-refresh-token');
    localStorage.setItem('userID', '00000000-0000-4000-8000-000000000001');
    localStorage.setItem('tokenExpire', String(Math.floor(Date.now() / 1000) + 3600));
    localStorage.setItem('refreshTokenExpire', String(Math.floor(Date.now() / 1000) + 86400));
  });
  await page.reload();
}

/** Collects console errors (hydration mismatches among them) for a test to assert on. */
export function collectConsoleErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}
