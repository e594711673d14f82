import { expect, test, type Page } from '@playwright/test';
import { signInAsAdministrator } from './administration-fixtures.ts';
import { readPortal, signIn, waitForHydration } from './support.ts';

const GROUPS: { title: string; entries: [string, string][] }[] = [
  {
    title: 'ACCOUNT',
    entries: [
      ['My account', '/profile'],
      ['Messages', '/my-messages'],
      ['My business', '/my-business'],
      ['My B2B', '/newsfeed'],
      ['Favorite Business', '/favorites'],
      ['Requests for quotation', '/rfq'],
    ],
  },
  {
    title: 'MAIN MENU',
    entries: [
      ['Home', '/'],
      ['Articles', '/b2b-tips/export-to-the-world-tip-0'],
      ['Industries', '/industries'],
    ],
  },
  { title: 'SUPPORT', entries: [['Contact us', '/contact-us']] },
];

async function openMenu(page: Page) {
  await waitForHydration(page);
  await page.getByRole('banner').getByRole('button', { name: 'Open menu' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  return dialog;
}

test.describe('mobile menu', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('has the ACCOUNT, MAIN MENU and SUPPORT groups, then Login and Register for a visitor', async ({
    page,
  }) => {
    await page.goto('/');
    const portal = await readPortal(page);
    const dialog = await openMenu(page);
    await expect(dialog.getByRole('heading', { level: 3 })).toHaveText(GROUPS.map((g) => g.title));
    for (const group of GROUPS) {
      for (const [name, href] of group.entries) {
        await expect(dialog.getByRole('link', { name, exact: true })).toHaveAttribute('href', href);
      }
    }
    const links = dialog.getByRole('link');
    await expect(links).toHaveText([
      ...GROUPS.flatMap((g) => g.entries.map(([name]) => name)),
      'Login',
      'Register',
    ]);
    await expect(links.last()).toHaveAttribute(
      'href',
      `${portal.authUrl}/register?continue=${encodeURIComponent(`${portal.publicUrl}/`)}`,
    );
    await expect(dialog.getByRole('button', { name: 'Logout' })).toHaveCount(0);
  });

  test('closes when an entry is chosen', async ({ page }) => {
    await page.goto('/');
    const dialog = await openMenu(page);
    await dialog.getByRole('link', { name: 'Industries' }).click();
    await expect(page).toHaveURL('/industries');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('All Categories');

    await openMenu(page);
    await page.getByRole('dialog').getByRole('link', { name: 'Home' }).click();
    await expect(page).toHaveURL('/');
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });

  test('closes with its close button and with Escape', async ({ page }) => {
    await page.goto('/');
    const dialog = await openMenu(page);
    await dialog.getByRole('button', { name: 'Close menu' }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await openMenu(page);
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });

  test('ends with Logout when signed in, which clears the session', async ({ page }) => {
    await signIn(page, '/industries');
    const dialog = await openMenu(page);
    await expect(dialog.getByRole('link', { name: 'Login' })).toHaveCount(0);
    const logout = dialog.getByRole('button', { name: 'Logout' });
    await expect(logout).toBeVisible();
    await logout.click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(page).toHaveURL('/');
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
  });

  test('offers Administration to an administrator only, as the account menu does', async ({
    page,
    browser,
  }) => {
    // Two people sign in (a member and an administrator), each a round trip through the account service.
    test.slow();
    await signIn(page, '/industries');
    let dialog = await openMenu(page);
    await expect(dialog.getByRole('button', { name: 'Logout' })).toBeVisible();
    await expect(dialog.getByRole('link', { name: 'Administration' })).toHaveCount(0);

    const context = await browser.newContext({ viewport: { width: 375, height: 740 } });
    const administrator = await context.newPage();
    await signInAsAdministrator(administrator);
    dialog = await openMenu(administrator);
    const entry = dialog.getByRole('link', { name: 'Administration' });
    await expect(entry).toHaveAttribute('href', '/admin');
    await expect(dialog.getByRole('heading', { level: 3 })).toHaveText([
      ...GROUPS.map((g) => g.title),
      'ADMINISTRATION',
    ]);
    await entry.click();
    await expect(administrator).toHaveURL('/admin');
    await expect(administrator.getByRole('dialog')).toHaveCount(0);
    await context.close();
  });

  test('closes itself when the window widens to the desktop layout', async ({ page }) => {
    await page.goto('/');
    await openMenu(page);
    await page.setViewportSize({ width: 1280, height: 800 });
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(page.getByRole('banner').getByRole('button', { name: 'Open menu' })).toBeHidden();
  });
});
